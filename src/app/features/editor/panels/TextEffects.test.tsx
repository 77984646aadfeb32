import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeText } from '../../../../../tests/support/canvasObjects';
import { TextEffects } from './TextEffects';

afterEach(cleanup);

describe('TextEffects', () => {
  it('shows the eight effects as named cards, None chosen by default, without settings', () => {
    render(<TextEffects object={makeText()} onChange={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Text Effects' })).toBeTruthy();
    const cards = screen.getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['AgNone', 'AgShadow', 'AgLift', 'AgHollow', 'AgSplice', 'AgOutline', 'AgEcho', 'AgGlitch']);
    expect(screen.getByRole('button', { name: 'None' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('chooses an effect with its defaults', async () => {
    const onChange = vi.fn();
    render(<TextEffects object={makeText()} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Outline' }));
    expect(onChange).toHaveBeenCalledWith({ textEffect: { id: 5, borderWidth: 2, color: '#000000' } });
  });

  it('shows only the settings the chosen effect uses, with the spec ranges', () => {
    render(<TextEffects object={makeText({ textEffect: { id: 1, distance: 12 } })} onChange={() => {}} />);
    const sliders = screen.getAllByRole('slider') as HTMLInputElement[];
    expect(sliders.map((slider) => [slider.labels?.[0]?.textContent, slider.min, slider.max])).toEqual([
      ['Distance', '0', '50'],
      ['Angle', '0', '359'],
      ['Blur', '0', '100'],
      ['Opacity', '0', '100'],
    ]);
    expect(sliders[0]?.value).toBe('12');
    expect(screen.getByRole('button', { name: 'Effect colour: #000000' })).toBeTruthy();
  });

  it('drags a setting transiently and commits once', () => {
    const onChange = vi.fn();
    render(<TextEffects object={makeText({ textEffect: { id: 3, borderWidth: 2 } })} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Border width' });
    fireEvent.change(slider, { target: { value: '6' } });
    fireEvent.pointerUp(slider);
    expect(onChange.mock.calls).toEqual([
      [{ textEffect: { id: 3, borderWidth: 6 } }, { transient: true }],
      [{ textEffect: { id: 3, borderWidth: 6 } }, undefined],
    ]);
  });

  it('None removes the effect', async () => {
    const onChange = vi.fn();
    render(<TextEffects object={makeText({ textEffect: { id: 7 } })} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'None' }));
    expect(onChange).toHaveBeenCalledWith({ textEffect: undefined });
  });

  it('goes back to Text Settings', async () => {
    const onBack = vi.fn();
    render(<TextEffects object={makeText()} onChange={() => {}} onBack={onBack} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Text Settings' }));
    expect(onBack).toHaveBeenCalled();
  });
});
