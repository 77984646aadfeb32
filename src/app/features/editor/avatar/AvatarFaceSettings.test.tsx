import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_CATALOGUE } from '../../../../scene/avatars/avatarCatalogue';
import { createBlankProject } from '../../../../scene/factories';
import { sceneAvatar } from '../../../../scene/ops/avatars';
import { makeStore } from '../../../store';
import { projectOpened } from '../state/editorSlice';
import { AvatarFaceSettings } from './AvatarFaceSettings';
import { stubAvatarApi } from '../../../../../tests/support/app/avatarApi';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';

let api: { lookups: unknown[] };
beforeEach(() => {
  api = stubAvatarApi();
});

/** The face settings of scene 1 of a blank avatar video, with the store they edit. */
function renderFaces() {
  const store = makeStore();
  store.dispatch(projectOpened({ project: { id: 7, editorType: 'video', name: 'Demo' }, document: createBlankProject(), revision: 1 }));
  renderWithProviders(<AvatarFaceSettings sceneId={1} />, { store });
  const avatar = () => sceneAvatar(store.getState().editor.document!, 1);
  return { store, avatar };
}

const faceButtons = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.face-button'));

describe('the faces carousel', () => {
  it('shows every presenter by name, with one face in the tab order and no position controls before a face is chosen', async () => {
    renderFaces();
    await screen.findByRole('button', { name: 'Emma' });
    expect(faceButtons().map((button) => button.textContent)).toEqual(AVATAR_CATALOGUE.map((avatar) => avatar.name));
    expect(faceButtons().filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(faceButtons().every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.queryByRole('group', { name: 'Position' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous faces' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next faces' })).toBeTruthy();
  });

  it('puts the chosen presenter in the scene at the FM preset and marks it chosen', async () => {
    const { avatar, store } = renderFaces();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Emma' }));
    expect(avatar()).toMatchObject({ _Name: 'Emma', _Src: '/avatars/4/avatar.svg', scaleX: 0.728, left: 596, top: 352 });
    expect(store.getState().editor.document!.currentAvatar?.image.id).toBe(4);
    expect(screen.getByRole('button', { name: 'Emma' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Middle' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Position on the canvas' })).toBeTruthy();
    expect(store.getState().editor.history.arr).toHaveLength(1);
  });

  it('is used with the keyboard: arrows move between faces, Enter chooses, the avatar keeps its place', async () => {
    const { avatar } = renderFaces();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Emma' }));
    await user.click(screen.getByRole('button', { name: 'Side, small' }));
    expect(avatar()).toMatchObject({ scaleX: 0.48, top: 600 });
    screen.getByRole('button', { name: 'Emma' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'James' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(avatar()).toMatchObject({ _Name: 'James', _Src: '/avatars/5/avatar.svg', scaleX: 0.48, top: 600 }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AVATAR_CATALOGUE.at(-1)!.name }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AVATAR_CATALOGUE[0]!.name }));
    expect(avatar()!._Name).toBe('James');
  });

  it('moves the chosen avatar with the layout grid', async () => {
    const { avatar } = renderFaces();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Emma' }));
    await user.click(screen.getByRole('button', { name: 'Top left' }));
    expect(avatar()).toMatchObject({ left: 15, top: 15, _Position: 0 });
    expect(screen.getByRole('button', { name: 'Middle' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('gives a face of the other gender a voice of its gender in the project language, in one undo step', async () => {
    const { avatar, store } = renderFaces();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'James' }));
    await waitFor(() => expect(avatar()?._Name).toBe('James'));
    expect(api.lookups).toEqual([{ languageId: 131, avatarId: 5 }]);
    expect(store.getState().editor.document!.currentAvatar).toMatchObject({
      image: { id: 5 },
      voice: { id: 'flite-rms', name: 'Ryan', gender: 'male', lang: 'en-US', samples: '/api/avatars/voices/sample/flite-rms/' },
      language: { id: 131, name: 'English, United States' },
    });
    expect(store.getState().editor.history.arr).toHaveLength(1);
  });

  it('keeps the voice when the face has its gender, and switches the face alone when the voice lookup fails', async () => {
    const { avatar, store } = renderFaces();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sophia' }));
    await waitFor(() => expect(avatar()?._Name).toBe('Sophia'));
    expect(api.lookups).toEqual([]);
    api = stubAvatarApi({ failsVoiceLookup: true });
    await user.click(screen.getByRole('button', { name: 'James' }));
    await waitFor(() => expect(avatar()?._Name).toBe('James'));
    expect(api.lookups).toEqual([{ languageId: 131, avatarId: 5 }]);
    expect(store.getState().editor.document!.currentAvatar).toMatchObject({ image: { id: 5 }, voice: null, language: null });
  });
});
