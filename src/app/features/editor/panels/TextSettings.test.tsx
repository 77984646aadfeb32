import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { makeText } from '../../../../../tests/support/canvasObjects';
import { TextSettings } from './TextSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(fields: Parameters<typeof makeText>[0] = {}) {
  installFakeColorsServer();
  const onChange = vi.fn();
  const onNavigate = vi.fn();
  renderWithProviders(<TextSettings object={makeText(fields)} onChange={onChange} onNavigate={onNavigate} />);
  return { onChange, onNavigate, user: userEvent.setup() };
}

describe('TextSettings', () => {
  it('is titled Text Settings', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Text Settings' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Text Settings' })).toBeTruthy();
  });

  it('toggles bold on with fontWeight bold, and off again', async () => {
    const { onChange, user } = setup();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    expect(onChange).toHaveBeenCalledWith({ fontWeight: 'bold' });
    cleanup();
    const second = setup({ fontWeight: 'bold' });
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await second.user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(second.onChange).toHaveBeenCalledWith({ fontWeight: 'normal' });
  });

  it('toggles italic, underline and strikethrough', async () => {
    const { onChange, user } = setup({ underline: true });
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    await user.click(screen.getByRole('button', { name: 'Strikethrough' }));
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([{ fontStyle: 'italic' }, { underline: false }, { linethrough: true }]);
  });

  it('refuses font size 4 and 501 with a message, accepts 72', async () => {
    const { onChange, user } = setup({ fontSize: 34 });
    const size = screen.getByRole('spinbutton', { name: 'Font size' }) as HTMLInputElement;
    await user.clear(size);
    await user.type(size, '4{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(size.value).toBe('34');
    expect(screen.getByRole('alert').textContent).toBe('Font size must be more than 5 and less than 500.');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    await user.clear(size);
    await user.type(size, '501{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(size);
    await user.type(size, '72{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ fontSize: 72 });
  });

  it('accepts a typed size below the input range but above 5', async () => {
    const { onChange, user } = setup({ fontSize: 34 });
    const size = screen.getByRole('spinbutton', { name: 'Font size' });
    await user.clear(size);
    await user.type(size, '10{Enter}');
    expect(onChange).toHaveBeenCalledWith({ fontSize: 10 });
  });

  it('offers the presets 6..110 and the picker fonts', async () => {
    const { onChange, user } = setup({ fontSize: 34, fontFamily: 'Arial' });
    const presets = screen.getByRole('combobox', { name: 'Size preset' }) as HTMLSelectElement;
    expect(presets.value).toBe('34');
    const sizes = [...presets.options].map((option) => Number(option.value));
    expect(sizes[0]).toBe(6);
    expect(sizes.at(-1)).toBe(110);
    await user.selectOptions(presets, '90');
    expect(onChange).toHaveBeenLastCalledWith({ fontSize: 90 });
    const font = screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement;
    expect([...font.options].map((option) => option.value)).toEqual(['Arial', 'Courier New', 'Georgia', 'Poppins', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana']);
    await user.selectOptions(font, 'Georgia');
    expect(onChange).toHaveBeenLastCalledWith({ fontFamily: 'Georgia' });
  });

  it('shows Custom in the preset list for a size that is not a preset', () => {
    setup({ fontSize: 123 });
    expect((screen.getByRole('combobox', { name: 'Size preset' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Custom' })).toBeTruthy();
  });

  it('sets the alignment', async () => {
    const { onChange, user } = setup({ textAlign: 'left' });
    expect(screen.getByRole('button', { name: 'Align left' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Justify' }));
    expect(onChange).toHaveBeenCalledWith({ textAlign: 'justify' });
  });

  it('drags opacity as transient changes and commits once on release', () => {
    const { onChange } = setup({ opacity: 1 });
    const slider = screen.getByRole('slider', { name: 'Opacity' });
    fireEvent.change(slider, { target: { value: '60' } });
    fireEvent.change(slider, { target: { value: '40' } });
    fireEvent.pointerUp(slider);
    expect(onChange.mock.calls).toEqual([
      [{ opacity: 0.6 }, { transient: true }],
      [{ opacity: 0.4 }, { transient: true }],
      [{ opacity: 0.4 }, undefined],
    ]);
  });

  it('types opacity in percent and stores 0..1', async () => {
    const { onChange, user } = setup({ opacity: 1 });
    const field = screen.getByRole('spinbutton', { name: 'Opacity' });
    expect((field as HTMLInputElement).value).toBe('100');
    await user.clear(field);
    await user.type(field, '25{Enter}');
    expect(onChange.mock.calls).toEqual([[{ opacity: 0.25 }, undefined]]);
  });

  it('clears the text background with None', async () => {
    const { onChange, user } = setup({ textBackgroundColor: '#ffffff' });
    await user.click(screen.getByRole('button', { name: 'Background colour: #ffffff' }));
    await user.click(screen.getByRole('button', { name: 'No background colour' }));
    expect(onChange.mock.calls).toEqual([[{ textBackgroundColor: null }, undefined]]);
  });

  it('sets an outline width with a black outline when there is none', () => {
    const { onChange } = setup({ stroke: null, strokeWidth: 0 });
    const slider = screen.getByRole('slider', { name: 'Outline width' });
    fireEvent.change(slider, { target: { value: '4' } });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(onChange.mock.calls.at(-1)).toEqual([{ strokeWidth: 4, stroke: '#000000' }, undefined]);
  });

  it('links to the effects and animation pages', async () => {
    const { onNavigate, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Effects' }));
    await user.click(screen.getByRole('button', { name: 'Animation' }));
    expect(onNavigate.mock.calls).toEqual([['effects'], ['animation']]);
  });
});
