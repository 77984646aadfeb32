import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_FILTERS } from '../../../../scene/constants';
import { makeImage } from '../../../../../tests/support/canvasObjects';
import { FilterPicker } from './FilterPicker';

afterEach(cleanup);

describe('FilterPicker', () => {
  it('lists every filter and stores the chosen one; None stores null', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<FilterPicker object={makeImage({ filter: { id: 3, name: 'Sepia' } })} onChange={onChange} onBack={() => {}} />);
    const group = screen.getByRole('group', { name: 'Filters' });
    expect(Array.from(group.querySelectorAll('button')).map((button) => button.textContent)).toEqual([...COLOR_FILTERS]);
    expect(screen.getByRole('button', { name: 'Sepia' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Grayscale' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { id: 1, name: 'Grayscale' } });
    await user.click(screen.getByRole('button', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: null });
  });

  it('edits the ColorInterpolation stops, 2 to 20', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<FilterPicker object={makeImage({ filter: { id: 10, name: 'ColorInterpolation', stops: ['#000000', '#ffffff'] } })} onChange={onChange} onBack={() => {}} />);
    expect(screen.getByRole('button', { name: 'Remove colour 1' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { id: 10, name: 'ColorInterpolation', stops: ['#000000', '#ffffff', '#ffffff'] } }, undefined);
  });
});
