import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import type { AvatarMode } from '../../../../scene/schema/scene';
import { makeStore } from '../../../store';
import { projectOpened } from '../state/editorSlice';
import type { EditorType } from '../state/editorSlice';
import { AvatarSettings } from './AvatarSettings';
import { stubAvatarApi } from '../../../../../tests/support/app/avatarApi';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';

let played: string[];
let paused: number;
beforeEach(() => {
  stubAvatarApi();
  played = [];
  paused = 0;
  // jsdom does not play media: record what would play.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    played.push(new URL(this.src).pathname);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => void paused++);
});
afterEach(() => vi.restoreAllMocks());

/** Avatar Settings of scene 1 of a blank project, with the store they edit. */
function renderSettings(editorType: EditorType = 'video', mode: AvatarMode = 0) {
  const store = makeStore();
  store.dispatch(projectOpened({ project: { id: 7, editorType, name: 'Demo' }, document: createBlankProject({ mode: editorType === 'image' ? 2 : 0 }), revision: 1 }));
  const { user, ...view } = renderWithProviders(<AvatarSettings sceneId={1} editorType={editorType} mode={mode} />, { store });
  return { store, view, user, currentAvatar: () => store.getState().editor.document!.currentAvatar };
}

describe('Avatar Settings', () => {
  it('shows Face and Voice tabs in the video editor, switched by click or arrow keys', async () => {
    const { user } = renderSettings();
    const face = screen.getByRole('tab', { name: 'Face' });
    expect(face.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Emma' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Voice' }));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Faces' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(face);
    expect(face.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(face.id);
  });

  it('shows faces only in the image editor and the voice alone in a voice-only scene', async () => {
    renderSettings('image');
    expect(await screen.findByRole('button', { name: 'Emma' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    cleanup();
    renderSettings('video', 1);
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Faces' })).toBeNull();
  });
});

describe('the Voice tab', () => {
  it('opens on the default language with Cora chosen, and sets the voice and language chosen in another language', async () => {
    const { user, store, currentAvatar } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Voice' }));
    const language = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(language.value).toBe('131');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English, United States', 'German, Germany']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Cora Female' }).checked).toBe(true);

    await user.selectOptions(language, 'German, Germany');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Katja Female', 'Conrad Male']);
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
    expect(document.querySelector('.language-flag')?.getAttribute('src')).toBe('/flags/de.svg');
    expect(currentAvatar()).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: 'Conrad Male' }));
    expect(currentAvatar()).toMatchObject({
      image: { id: 4 },
      voice: { id: 'espeak-de-de-m', name: 'Conrad', gender: 'male', lang: 'de-DE', samples: '/api/avatars/voices/sample/espeak-de-de-m/' },
      language: { id: 38, name: 'German, Germany', code: 'de-DE', country: 'Germany', image: '/flags/de.svg' },
    });
    expect(currentAvatar()!.language).not.toHaveProperty('voices');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Conrad Male' }).checked).toBe(true);
    expect(store.getState().editor.history.arr).toHaveLength(1);
  });

  it('plays one sample at a time, stops it on a second press, and stops when the panel closes', async () => {
    const { user, view } = renderSettings('video', 1);
    await user.click(await screen.findByRole('button', { name: "Play Cora's sample" }));
    expect(played).toEqual(['/api/avatars/voices/sample/festival-slt/']);
    expect(screen.getByRole('button', { name: "Stop Cora's sample" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Play Ryan's sample" }));
    expect(played).toEqual(['/api/avatars/voices/sample/festival-slt/', '/api/avatars/voices/sample/flite-rms/']);
    expect(screen.getByRole('button', { name: "Play Cora's sample" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Stop Ryan's sample" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Stop Ryan's sample" }));
    expect(paused).toBe(1);
    expect(screen.getByRole('button', { name: "Play Ryan's sample" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Play Ryan's sample" }));
    view.unmount();
    expect(paused).toBe(2);
  });
});
