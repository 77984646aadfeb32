import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarById } from '../../../../scene/avatars/avatarCatalogue';
import { defaultShadow } from '../../../../scene/effects/shadow';
import { animationCatalogue } from '../../../../scene/effects/animations';
import { createBlankProject } from '../../../../scene/factories';
import { sceneAvatar, setSceneAvatar } from '../../../../scene/ops/avatars';
import { parseEditorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { AvatarPanel } from './AvatarPanel';
import { stubAvatarApi } from '../../../../../tests/support/app/avatarApi';

beforeEach(() => {
  stubAvatarApi({ more: { '/api/newvideo/animation/': { count: animationCatalogue().length, next: null, results: animationCatalogue() } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The avatar panel at the address, as the left column shows it. */
function AtAddress() {
  const where = useEditorLocation();
  return where ? <AvatarPanel where={where} /> : null;
}

/** The avatar panel at `path` with scene 1 showing presenter 4 (or no avatar). */
function renderAt(path: string, hasAvatar = true) {
  const blank = createBlankProject({ mode: path.startsWith('/image') ? 2 : 0 });
  const document = hasAvatar ? setSceneAvatar(blank, 1, avatarById(4)!) : blank;
  const view = renderTab(<AtAddress />, path, { document });
  return { ...view, avatar: () => sceneAvatar(view.store.getState().editor.document!, 1)! };
}

describe('the avatar panel', () => {
  it('offers Frame, Animation and Shadow on the Avatar tab, Animation in the video editor only', async () => {
    const { user, address } = renderAt('/video/1/0/avatar');
    const links = screen.getByRole('navigation', { name: 'Avatar effects' });
    expect(
      within(links)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Frame', 'Animation', 'Shadow']);
    await user.click(within(links).getByRole('button', { name: 'Shadow' }));
    expect(address()).toBe('/video/1/0/avatar/shadow');
    cleanup();
    renderAt('/image/1/0/avatar');
    expect(
      within(screen.getByRole('navigation', { name: 'Avatar effects' }))
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Frame', 'Shadow']);
  });

  it('gives the avatar a shadow at avatar/shadow, and goes back to the Avatar tab', async () => {
    const { user, avatar, address } = renderAt('/video/1/0/avatar/shadow');
    expect(screen.getByRole('heading', { level: 2, name: 'Shadow' })).toBeTruthy();
    expect(avatar().shadow ?? null).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Shadow' }));
    expect(avatar().shadow).toEqual(defaultShadow());
    await user.click(screen.getByRole('button', { name: 'Back to Avatar' }));
    expect(address()).toBe('/video/1/0/avatar');
    expect(screen.getByRole('heading', { name: 'Avatar' })).toBeTruthy();
  });

  it("sets the avatar's enter animation at avatar/animation", async () => {
    const { user, scene, avatar } = renderAt('/video/1/0/avatar/animation');
    await user.click(await screen.findByRole('button', { name: 'Fade In' }));
    const timing = scene().elements[avatar().id]!;
    expect(timing.animation?.enter.id).toBe(1);
    expect(timing.enter).toBe(1);
  });

  it('shows the Avatar tab for animation in the image editor', () => {
    renderAt('/image/1/0/avatar/animation');
    expect(screen.queryByRole('heading', { name: 'Animation' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Avatar' })).toBeTruthy();
  });

  it('shows Avatar Settings alone at avatar_settings', async () => {
    renderAt('/video/1/0/avatar_settings');
    expect(screen.getByRole('heading', { level: 2, name: 'Avatar Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Face' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Voice' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Emma' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Avatar effects' })).toBeNull();
  });

  it('says so where the scene has no avatar', () => {
    renderAt('/video/1/0/avatar/shadow', false);
    expect(screen.getByText('This scene has no avatar.')).toBeTruthy();
    expect(parseEditorPath('/video/1/0/avatar/shadow')?.sub).toEqual(['shadow']);
  });
});
