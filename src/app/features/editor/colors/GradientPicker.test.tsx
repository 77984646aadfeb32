import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Gradient, linearGradient } from '../../../../scene/schema/canvasObject';
import { GradientPicker } from './GradientPicker';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ocean = linearGradient(90, '#43cea2', '#2b86c5', '#185a9d');

describe('GradientPicker', () => {
  it('recolours the chosen end stop, keeping the middle one', async () => {
    installFakeColorsServer();
    const onChange = vi.fn();
    renderWithProviders(<GradientPicker value={ocean} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End colour' }));
    expect(screen.getByRole('button', { name: 'End colour' }).getAttribute('aria-pressed')).toBe('true');
    const hex = screen.getByLabelText('Hex') as HTMLInputElement;
    expect(hex.value).toBe('#185a9d');
    await user.clear(hex);
    await user.type(hex, '#000000{Enter}');
    expect(onChange.mock.calls).toEqual([
      [
        {
          ...ocean,
          stops: [
            { offset: 0, color: '#43cea2' },
            { offset: 0.5, color: '#2b86c5' },
            { offset: 1, color: '#000000' },
          ],
        },
        undefined,
      ],
    ]);
  });

  it('keeps the angle within 0..359', async () => {
    installFakeColorsServer();
    const onChange = vi.fn();
    renderWithProviders(<GradientPicker value={ocean} onChange={onChange} />);
    const user = userEvent.setup();
    const angle = screen.getByRole('spinbutton', { name: 'Angle' });
    await user.clear(angle);
    await user.type(angle, '400{Enter}');
    expect(onChange).toHaveBeenCalledWith({ ...ocean, angle: 359 });
  });

  it('starts from the first preset when no gradient is set, and hides the angle for radial ones', async () => {
    const radial: Gradient = {
      kind: 'radial',
      angle: 0,
      stops: [
        { offset: 0, color: '#ffffff' },
        { offset: 1, color: '#000000' },
      ],
    };
    installFakeColorsServer({ gradients: [radial] });
    renderWithProviders(<GradientPicker value={null} onChange={() => {}} />);
    await screen.findByRole('button', { name: 'Radial gradient, #ffffff to #000000' });
    expect(screen.queryByRole('spinbutton', { name: 'Angle' })).toBeNull();
    expect((screen.getByLabelText('Hex') as HTMLInputElement).value).toBe('#ffffff');
  });
});
