import { afterEach, describe, expect, it } from 'vitest';
import { blankDocument, withScene } from '../../../../../tests/support/projects';
import { AVATAR_MODES } from '../../../../scene/constants';
import { setAvatarMode } from '../../../../scene/ops/sceneModes';
import { applyPatches, type DocumentPatch } from '../../../../scene/patch';
import { http, HttpResponse } from 'msw';
import { apiServer } from '../../../../../tests/support/app/apiServer';
import { makeStore } from '../../../store';
import { autosaveTurn } from './autosave';
import { editDocument } from './editDocument';
import { playerStatusChanged, projectOpened } from './editorSlice';

// Issue 24: the avatar mode changed while the player was paused in a later scene was never saved
// (the autosave waited for the player to stop, and a reload lost the edit). Edits made while
// paused in each scene are saved to that scene; while playing the autosave still waits.

const saved = withScene(blankDocument(), 2);
const project = { id: 1, editorType: 'video' as const, name: 'Test' };

/** Answers project 1's autosave with the next revision and records the diffs sent. */
function serveSaves(): DocumentPatch[][] {
  const saves: DocumentPatch[][] = [];
  apiServer.use(
    http.put('*/api/newvideo/video/1/', async ({ request }) => {
      saves.push(((await request.json()) as { d: DocumentPatch[] }).d);
      return HttpResponse.json({ isError: false, message: '', result: { id: 1, name: 'Test', revision: 2 } });
    }),
  );
  return saves;
}

afterEach(() => localStorage.clear());

describe('edits made while the player is paused', () => {
  it.each([1, 2])('saves the avatar mode changed while paused in scene %i, to that scene only', async (sceneId) => {
    const saves = serveSaves();
    const store = makeStore();
    store.dispatch(projectOpened({ project, document: saved, revision: 1 }));
    store.dispatch(playerStatusChanged(1));
    store.dispatch(playerStatusChanged(2));
    store.dispatch(editDocument((document) => setAvatarMode(document, sceneId, AVATAR_MODES.voiceOnly)));
    await store.dispatch(autosaveTurn());

    expect(saves).toHaveLength(1);
    const server = applyPatches(saved, saves[0]!);
    expect([server.scenes['1']!.mode, server.scenes['2']!.mode]).toEqual(
      sceneId === 1 ? [AVATAR_MODES.voiceOnly, AVATAR_MODES.avatar] : [AVATAR_MODES.avatar, AVATAR_MODES.voiceOnly],
    );
    expect(store.getState().editor.savedDocument).toBe(store.getState().editor.document);
  });

  it('waits while the player plays, and saves once it is paused', async () => {
    const saves = serveSaves();
    const store = makeStore();
    store.dispatch(projectOpened({ project, document: saved, revision: 1 }));
    store.dispatch(playerStatusChanged(1));
    store.dispatch(editDocument((document) => setAvatarMode(document, 2, AVATAR_MODES.voiceOnly)));
    await store.dispatch(autosaveTurn());
    expect(saves).toHaveLength(0);
    store.dispatch(playerStatusChanged(2));
    await store.dispatch(autosaveTurn());
    expect(applyPatches(saved, saves[0]!).scenes['2']!.mode).toBe(AVATAR_MODES.voiceOnly);
  });
});
