import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './ColorPicker';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function palette() {
  return within(screen.getByRole('region', { name: 'My Colors' }));
}

/** Shows the picker on #e7416a and types `keys` over its Hex field; the field and the change spy. */
async function typeHex(keys: string) {
  installFakeColorsServer();
  const onChange = vi.fn();
  renderWithProviders(<ColorPicker color="#e7416a" onChange={onChange} />);
  const user = userEvent.setup();
  const hex = screen.getByLabelText('Hex') as HTMLInputElement;
  await user.clear(hex);
  await user.type(hex, keys);
  return { hex, onChange };
}

describe('ColorPicker', () => {
  it('shows the picker default #999777 for no colour', async () => {
    installFakeColorsServer();
    renderWithProviders(<ColorPicker color={null} onChange={() => {}} />);
    expect((screen.getByLabelText('Hex') as HTMLInputElement).value).toBe('#999777');
    await waitFor(() => expect(palette().getByRole('button', { name: 'Save #999777 to My Colors' })).toHaveProperty('disabled', false));
  });

  it('commits a valid hex entry on Enter, normalised', async () => {
    const { onChange } = await typeHex('ABC{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('#aabbcc');
  });

  it('refuses an invalid hex entry with an alert and keeps the colour', async () => {
    const { hex, onChange } = await typeHex('#12zz{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(hex.value).toBe('#e7416a');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a hex colour such as #e7416a.');
  });

  it('lists My Colors as labelled buttons that choose the colour', async () => {
    installFakeColorsServer({ colors: ['#111111', '#222222'] });
    const onChange = vi.fn();
    renderWithProviders(<ColorPicker color="#222222" onChange={onChange} />);
    const user = userEvent.setup();
    const first = await palette().findByRole('button', { name: '#111111' });
    expect(palette().getByRole('button', { name: '#222222' }).getAttribute('aria-pressed')).toBe('true');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    await user.click(first);
    expect(onChange).toHaveBeenCalledWith('#111111');
  });

  it('"+" saves the current colour first in the palette, showing it before the server answers', async () => {
    const server = installFakeColorsServer({ colors: ['#111111', '#e7416a', '#222222'] });
    renderWithProviders(<ColorPicker color="#E7416A" onChange={() => {}} />);
    const user = userEvent.setup();
    await palette().findByRole('button', { name: '#111111' });
    server.holdSaves();
    await user.click(palette().getByRole('button', { name: 'Save #e7416a to My Colors' }));
    await waitFor(() =>
      expect(
        palette()
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Save #e7416a to My Colors', '#e7416a', '#111111', '#222222']),
    );
    server.release();
    await waitFor(() => expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(server.requests.at(-1)).toEqual({ method: 'POST', path: '/api/colors/', body: { colors: '#e7416a,#111111,#222222' } });
    await waitFor(() => expect(server.state.colors).toEqual(['#e7416a', '#111111', '#222222']));
  });

  it('puts the palette back when saving fails', async () => {
    installFakeColorsServer({ colors: ['#111111'] }, { failSave: true });
    renderWithProviders(<ColorPicker color="#abcdef" onChange={() => {}} />);
    const user = userEvent.setup();
    await palette().findByRole('button', { name: '#111111' });
    await user.click(palette().getByRole('button', { name: 'Save #abcdef to My Colors' }));
    await waitFor(() => expect(palette().queryByRole('button', { name: '#abcdef' })).toBeNull());
    expect(palette().getByRole('button', { name: '#111111' })).toBeTruthy();
  });

  it('does not send a save when the colour is already the newest', async () => {
    const server = installFakeColorsServer({ colors: ['#abcdef'] });
    renderWithProviders(<ColorPicker color="#abcdef" onChange={() => {}} />);
    const user = userEvent.setup();
    await palette().findByRole('button', { name: '#abcdef' });
    await user.click(palette().getByRole('button', { name: 'Save #abcdef to My Colors' }));
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('hides the eyedropper where the browser has none', () => {
    installFakeColorsServer();
    renderWithProviders(<ColorPicker color="#e7416a" onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Pick a colour from the screen' })).toBeNull();
  });

  it('uses the eyedropper where available and swallows its errors', async () => {
    installFakeColorsServer();
    const results = [() => Promise.resolve({ sRGBHex: '#0A0B0C' }), () => Promise.reject(new Error('The user canceled the selection.'))];
    vi.stubGlobal(
      'EyeDropper',
      class {
        open() {
          return (results.shift() ?? (() => Promise.reject(new Error('none'))))();
        }
      },
    );
    const onChange = vi.fn();
    renderWithProviders(<ColorPicker color="#e7416a" onChange={onChange} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Pick a colour from the screen' });
    await user.click(button);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('#0a0b0c'));
    await user.click(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
