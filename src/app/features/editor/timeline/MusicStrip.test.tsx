import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProject } from '../../../../../tests/support/testDocument';
import { makeStore } from '../../../store';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { useEditorLocation } from '../routes/useEditorLocation';
import { SettingsTab } from '../settings/SettingsTab';
import { projectOpened } from '../state/editorSlice';
import { useCurrentScene } from '../useCurrentScene';
import { MusicStrip } from './MusicStrip';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const theme = { type: 'music' as const, src: '/media/theme.mp3', timing: { stayTime: 1, trimEnd: 20, duration: 20, adjustLength: 4 as const } };
const jingle = { type: 'music' as const, src: '/media/jingle.mp3', timing: { stayTime: 2, trimEnd: 2, duration: 2, adjustLength: 1 as const } };

/** The music strip of the scene at the address and the settings panel, as the editor shows them. */
function Studio() {
  const where = useEditorLocation();
  const current = useCurrentScene();
  const location = useLocation();
  if (!where || !current) return null;
  return (
    <>
      <output aria-label="Where">{location.pathname}</output>
      <MusicStrip sceneId={current.sceneId} />
      <SettingsTab where={where} />
    </>
  );
}

/** Three scenes of 4 s: scene 1 holds music looping in all scenes, scene 3 its own jingle. */
const withMusic = () => testProject([1, 2, 3].map((id) => ({ elements: { [`text-${id}`]: { timing: { stayTime: 4 } }, ...(id === 1 ? { theme } : id === 3 ? { jingle } : {}) } })));

function renderStudio(path: string, document = withMusic()) {
  installFakeColorsServer();
  const store = makeStore();
  store.dispatch(projectOpened({ project: { id: 7, editorType: 'video', name: 'Demo' }, document, revision: 1 }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Studio />
      </MemoryRouter>
    </Provider>,
  );
  const items = () =>
    within(screen.getByRole('list', { name: 'Music in this scene' }))
      .getAllByRole('button')
      .map((item) => item.textContent);
  return { store, items, user: userEvent.setup() };
}

describe('MusicStrip', () => {
  it('lists the music looping in from an earlier scene beside the scene’s own', () => {
    const { items } = renderStudio('/video/7/2/settings');
    expect(items()).toEqual(['Musicfrom Scene 1', 'Music']);
  });

  it('opens the music’s settings in the scene that holds it and sets where it ends', async () => {
    const { items, store, user } = renderStudio('/video/7/1/settings');
    expect(items()).toEqual(['Musicfrom Scene 1']);
    await user.click(screen.getByRole('button', { name: 'Musicfrom Scene 1' }));
    expect(screen.getByLabelText('Where').textContent).toBe('/video/7/0/settings/music');
    expect(store.getState().editor.selection).toEqual(['theme']);
    expect(screen.getByRole('heading', { name: 'Music Settings' })).toBeTruthy();

    const ends = screen.getByRole('combobox', { name: 'Ends at' }) as HTMLSelectElement;
    expect(ends.value).toBe('end');
    await user.selectOptions(ends, 'Start of Scene 3');
    expect([1, 2, 3].map((id) => store.getState().editor.document?.scenes[String(id)]?.musicRemove)).toEqual([false, false, true]);
    expect(ends.value).toBe('3');
  });

  it('shows nothing in a scene without music', () => {
    renderStudio('/video/7/0/settings', testProject([{ elements: { text: { timing: { stayTime: 4 } } } }]));
    expect(screen.queryByRole('list', { name: 'Music in this scene' })).toBeNull();
  });
});
