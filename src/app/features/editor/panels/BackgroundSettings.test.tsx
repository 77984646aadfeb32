import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linearGradient } from '../../../../scene/schema/canvasObject';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { BackgroundSettings } from './BackgroundSettings';
import type { BackgroundSettingsProps } from './BackgroundSettings';
import { makeBackground, makeTiming } from '../../../../../tests/support/canvasObjects';
import { installDialogs } from '../../../../../tests/support/app/renderTab';

const sunset = linearGradient(45, '#ff7e5f', '#feb47b');

beforeEach(() => {
  installDialogs();
  installFakeColorsServer({ gradients: [sunset] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(props: Partial<BackgroundSettingsProps> = {}) {
  const handlers = { onChange: vi.fn(), onLockedChange: vi.fn(), onDelete: vi.fn(), onNavigate: vi.fn() };
  renderWithProviders(<BackgroundSettings object={makeBackground()} locked={false} {...handlers} {...props} />);
  return { ...handlers, user: userEvent.setup() };
}

describe('BackgroundSettings', () => {
  it('is titled Background Settings', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Background Settings' })).toBeTruthy();
  });

  it('asks before deleting; Cancel keeps the background', async () => {
    const { onDelete, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete background' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this background?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes once the user confirms with Delete', async () => {
    const { onDelete, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete background' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this background?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers a video background's length options and sets the one chosen", async () => {
    const onTimingChange = vi.fn();
    const { user } = setup({ isVideo: true, timing: makeTiming({ adjustLength: 1 }), onTimingChange });
    const length = screen.getByRole('group', { name: 'Length' });
    expect(
      within(length)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['None', 'false'],
      ['Loop', 'true'],
      ['Freeze at Last Frame', 'false'],
      ['Adjust as Scene', 'false'],
    ]);
    expect(screen.getByText('Plays the trimmed part again until the bar ends.')).toBeTruthy();
    await user.click(within(length).getByRole('button', { name: 'Freeze at Last Frame' }));
    expect(onTimingChange).toHaveBeenCalledWith({ adjustLength: 2 });
  });

  it('has no length options for a colour, gradient or picture background', () => {
    setup({ isVideo: false, timing: makeTiming(), onTimingChange: vi.fn() });
    expect(screen.queryByRole('group', { name: 'Length' })).toBeNull();
  });

  it('toggles the lock', async () => {
    const { onLockedChange, user } = setup({ locked: true });
    const lock = screen.getByRole('button', { name: 'Lock background' });
    expect(lock.getAttribute('aria-pressed')).toBe('true');
    await user.click(lock);
    expect(onLockedChange).toHaveBeenCalledWith(false);
  });

  it('sets a colour, removing a gradient or media', async () => {
    const { onChange, user } = setup({ object: makeBackground({ fill: '#ffffff' }) });
    const hex = screen.getByLabelText('Hex');
    await user.clear(hex);
    await user.type(hex, '#123456{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({ fill: '#123456', gradient: undefined, _Src: undefined, _Image: undefined, _Video: undefined });
    expect(Object.keys(onChange.mock.calls[0]?.[0] as object)).toContain('gradient');
  });

  it('offers the preset gradients and sets one', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Gradient' }));
    await user.click(await screen.findByRole('button', { name: 'Linear gradient, #ff7e5f to #feb47b, 45°' }));
    expect(onChange.mock.calls[0]?.[0]).toEqual({ gradient: sunset, _Src: undefined, _Image: undefined, _Video: undefined });
  });

  it('opens on the gradient choice when the background is a gradient, and edits its angle', async () => {
    const { onChange, user } = setup({ object: makeBackground({ gradient: sunset }) });
    expect(screen.getByRole('button', { name: 'Gradient' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Linear gradient, #ff7e5f to #feb47b, 45°' }).getAttribute('aria-pressed')).toBe('true'));
    const angle = screen.getByRole('spinbutton', { name: 'Angle' });
    await user.clear(angle);
    await user.type(angle, '90{Enter}');
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ gradient: { ...sunset, angle: 90 } });
  });

  it('links to the image, video, upload and filter pages', async () => {
    const { onNavigate, user } = setup();
    for (const name of ['Image', 'Video', 'Upload', 'Filter']) await user.click(screen.getByRole('button', { name }));
    expect(onNavigate.mock.calls).toEqual([['image'], ['video'], ['upload'], ['filter']]);
  });

  it('hides the video entry in the image editor', () => {
    setup({ hasVideo: false });
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull();
  });

  it('sets the opacity', async () => {
    const { onChange, user } = setup();
    const field = screen.getByRole('spinbutton', { name: 'Opacity' });
    await user.clear(field);
    await user.type(field, '50{Enter}');
    expect(onChange.mock.calls).toEqual([[{ opacity: 0.5 }, undefined]]);
  });
});
