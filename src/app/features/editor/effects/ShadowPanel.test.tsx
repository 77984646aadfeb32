import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeImage } from '../../../../../tests/support/canvasObjects';
import { ShadowPanel } from './ShadowPanel';

afterEach(cleanup);

describe('ShadowPanel', () => {
  it('switches the shadow on with the spec defaults and off again', async () => {
    const onChange = vi.fn();
    const onBack = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ShadowPanel object={makeImage()} onChange={onChange} onBack={onBack} />);
    expect(screen.getByRole('slider', { name: 'Opacity' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Shadow' }));
    expect(onChange).toHaveBeenLastCalledWith({ shadow: { blur: 40, color: 'rgba(0,0,0,0.7)', offsetX: 0, offsetY: 0 } });
    rerender(<ShadowPanel object={makeImage({ shadow: { blur: 40, color: 'rgba(0,0,0,0.7)', offsetX: 0, offsetY: 0 } })} onChange={onChange} onBack={onBack} />);
    expect((screen.getByRole('slider', { name: 'Opacity' }) as HTMLInputElement).value).toBe('70');
    await user.click(screen.getByRole('button', { name: 'Shadow' }));
    expect(onChange).toHaveBeenLastCalledWith({ shadow: null });
    await user.click(screen.getByRole('button', { name: 'Back to settings' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('turns angle and distance into the stored offset', () => {
    const onChange = vi.fn();
    render(<ShadowPanel object={makeImage({ shadow: { blur: 10, color: 'rgba(0,0,0,0.5)', offsetX: 20, offsetY: 0 } })} onChange={onChange} onBack={() => {}} />);
    expect((screen.getByRole('slider', { name: 'Distance' }) as HTMLInputElement).value).toBe('20');
    fireEvent.change(screen.getByRole('slider', { name: 'Angle' }), { target: { value: '90' } });
    expect(onChange).toHaveBeenLastCalledWith({ shadow: { blur: 10, color: 'rgba(0,0,0,0.5)', offsetX: 0, offsetY: 20 } }, { transient: true });
  });
});
