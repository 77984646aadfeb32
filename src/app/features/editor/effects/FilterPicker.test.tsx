import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_FILTERS } from '../../../../scene/constants';
import { filterCatalogue } from '../../../../scene/effects/filters';
import { pageOf, serveApi } from '../../../../../tests/support/app/apiServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { makeImage } from '../../../../../tests/support/canvasObjects';
import { FilterPicker } from './FilterPicker';

beforeEach(() => serveApi(({ url }) => pageOf(filterCatalogue(), url, 100)));
afterEach(cleanup);

describe('FilterPicker', () => {
  it('lists every filter and stores the chosen one; None stores null', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<FilterPicker object={makeImage({ filter: { id: 3, name: 'Sepia' } })} onChange={onChange} onBack={() => {}} />);
    const group = screen.getByRole('group', { name: 'Filters' });
    await screen.findByRole('button', { name: 'Sepia' });
    expect(Array.from(group.querySelectorAll('button')).map((button) => button.textContent)).toEqual([...COLOR_FILTERS]);
    expect(screen.getByRole('button', { name: 'Sepia' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Grayscale' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ filter: { id: 1, name: 'Grayscale' } }));
    await user.click(screen.getByRole('button', { name: 'None' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ filter: null }));
  });

  it('edits the ColorInterpolation stops, 2 to 20', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FilterPicker object={makeImage({ filter: { id: 10, name: 'ColorInterpolation', stops: ['#000000', '#ffffff'] } })} onChange={onChange} onBack={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Remove colour 1' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { id: 10, name: 'ColorInterpolation', stops: ['#000000', '#ffffff', '#ffffff'] } }, undefined);
  });
});
