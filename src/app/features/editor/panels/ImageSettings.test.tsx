import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageSettings } from './ImageSettings';
import type { ImageSettingsProps } from './ImageSettings';
import { makeImage } from '../../../../../tests/support/canvasObjects';

afterEach(cleanup);

function setup(props: Partial<ImageSettingsProps> = {}) {
  const onChange = vi.fn();
  const onNavigate = vi.fn();
  render(<ImageSettings object={makeImage({ _Variable: 'logo' })} onChange={onChange} onNavigate={onNavigate} {...props} />);
  return { onChange, onNavigate, user: userEvent.setup() };
}

describe('ImageSettings', () => {
  it('is titled Image Settings and flips', async () => {
    const { onChange, user } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Image Settings' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Flip horizontal' }));
    await user.click(screen.getByRole('button', { name: 'Flip vertical' }));
    expect(onChange.mock.calls).toEqual([[{ flipX: true }], [{ flipY: true }]]);
  });

  it('renames the merge-tag variable on Enter and clears it', async () => {
    const { onChange, user } = setup();
    const field = screen.getByRole('textbox', { name: 'Variable name' });
    await user.clear(field);
    await user.type(field, ' company_logo {Enter}');
    await user.clear(field);
    await user.tab();
    expect(onChange.mock.calls).toEqual([[{ _Variable: 'company_logo' }], [{ _Variable: undefined }]]);
  });

  it('keeps the variable when it may not be cleared', async () => {
    const { onChange, user } = setup({ canClearVariable: false });
    const field = screen.getByRole('textbox', { name: 'Variable name' }) as HTMLInputElement;
    await user.clear(field);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('logo');
  });

  it('links to mask, filter, animation and shadow; no animation in the image editor', async () => {
    const { onNavigate, user } = setup();
    for (const name of ['Mask', 'Filter', 'Animation', 'Shadow']) await user.click(screen.getByRole('button', { name }));
    expect(onNavigate.mock.calls).toEqual([['mask'], ['filter'], ['animation'], ['shadow']]);
    cleanup();
    setup({ hasAnimation: false });
    expect(screen.queryByRole('button', { name: 'Animation' })).toBeNull();
  });
});
