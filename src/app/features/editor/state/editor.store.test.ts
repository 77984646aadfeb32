import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import type { ProjectDocument } from '../../../../scene/document';
import { createTextObject, createVectorObject } from '../../../../scene/ops/newObjects';
import { addObject, removeObjects } from '../../../../scene/ops/objects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { applyPatches, type DocumentPatch } from '../../../../scene/patch';
import { apiServer } from '../../../../../tests/support/app/apiServer';
import type { EngineClient } from '../../../engineClient/engineClient';
import { makeStore } from '../../../store';
import { attachEngine } from '../preview/engineSync';
import { autosaveTurn } from './autosave';
import { editDocument, redo, undo } from './editDocument';
import { projectOpened, rebased, selectCanRedo, selectCanUndo, selectHasUnsavedChanges } from './editorSlice';

// The editor's store as the app builds it (`makeStore`: slices, autosave thunks, engine sync
// middleware), driven by the actions a customer's clicks dispatch; msw answers the project routes.

const project = { id: 1, editorType: 'video' as const, name: 'Test' };
const saved = addObject(createBlankProject(), 1, createTextObject('heading', 0, 'title'));

/** A store with project 1 open at revision 1, as the server holds it (`document`). */
function openedStore(document: ProjectDocument = saved) {
  const store = makeStore();
  store.dispatch(projectOpened({ project, document, revision: 1 }));
  return store;
}

const editor = (store: ReturnType<typeof makeStore>) => store.getState().editor;
const objectIds = (document: ProjectDocument | null) => document!.scenes['1']!.jsonData.objects.map((object) => object.id);
const moveTitle = (left: number) => editDocument((document) => updateObject(document, 1, 'title', { left }));

afterEach(() => localStorage.clear());

describe('an edit and its undo step', () => {
  it('undoes a finished edit to the document before it and redoes it again', () => {
    const store = openedStore();
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(moveTitle(40));
    const edited = editor(store).document;
    expect([selectCanUndo(store.getState()), selectHasUnsavedChanges(store.getState())]).toEqual([true, true]);

    store.dispatch(undo());
    expect(editor(store).document).toEqual(saved);
    expect([selectCanUndo(store.getState()), selectCanRedo(store.getState())]).toEqual([false, true]);

    store.dispatch(redo());
    expect(editor(store).document).toEqual(edited);
    expect([selectCanUndo(store.getState()), selectCanRedo(store.getState())]).toEqual([true, false]);
  });

  it('makes a drag (previews, then the final edit) one undo step back to where it started', () => {
    const store = openedStore();
    for (const left of [10, 20, 30]) store.dispatch(editDocument((document) => updateObject(document, 1, 'title', { left }), { preview: true }));
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(moveTitle(40));
    expect(editor(store).history.arr).toHaveLength(1);
    store.dispatch(undo());
    expect(editor(store).document).toEqual(saved);
  });

  it('records nothing for an edit that changes nothing, and drops the redo steps after a new edit', () => {
    const store = openedStore();
    store.dispatch(editDocument((document) => document));
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(moveTitle(40));
    store.dispatch(undo());
    store.dispatch(editDocument((document) => removeObjects(document, 1, ['title'])));
    expect(selectCanRedo(store.getState())).toBe(false);
    expect(objectIds(editor(store).document)).toEqual(['background-1']);
  });
});

describe('history reset', () => {
  it('starts every opened project with an empty history', () => {
    const store = openedStore();
    store.dispatch(moveTitle(40));
    store.dispatch(projectOpened({ project: { ...project, id: 2 }, document: saved, revision: 1 }));
    expect([selectCanUndo(store.getState()), selectCanRedo(store.getState())]).toEqual([false, false]);
  });

  it('clears the history instead of failing when an undo step no longer fits the document', () => {
    const store = openedStore();
    store.dispatch(moveTitle(40));
    // The editor now builds on a newer copy without the title (deleted in another tab).
    const newer = removeObjects(saved, 1, ['title']);
    store.dispatch(rebased({ savedDocument: newer, revision: 2, document: newer }));
    store.dispatch(undo());
    expect(editor(store).document).toBe(newer);
    expect([selectCanUndo(store.getState()), selectCanRedo(store.getState())]).toEqual([false, false]);
  });
});

/** Answers project 1's autosave with `status` (200: the next revision) and its read with `server`; records the saves' bodies. */
function projectServer({ status = 200, server = saved, revision = 2 }: { status?: number; server?: ProjectDocument; revision?: number } = {}) {
  const saves: { d: DocumentPatch[]; revision: number }[] = [];
  apiServer.use(
    http.put('*/api/newvideo/video/1/', async ({ request }) => {
      saves.push((await request.json()) as { d: DocumentPatch[]; revision: number });
      if (status !== 200) return HttpResponse.json({ isError: true, message: 'Changed elsewhere.', result: null }, { status });
      return HttpResponse.json({ isError: false, message: '', result: { id: 1, name: 'Test', revision } });
    }),
    http.get('*/api/newvideo/video/1/', () =>
      HttpResponse.json({ isError: false, message: '', result: { id: 1, name: 'Test', jsonData: server, revision, isGenerated: false, isPersonalized: false, thumbnail: null } }),
    ),
  );
  return saves;
}

describe('the autosave turn', () => {
  it('sends only the diff from the saved copy with its revision, then holds the new revision and sends nothing more', async () => {
    const saves = projectServer();
    const store = openedStore();
    store.dispatch(moveTitle(40));
    await store.dispatch(autosaveTurn());
    expect(saves).toHaveLength(1);
    expect(saves[0]!.revision).toBe(1);
    expect(applyPatches(saved, saves[0]!.d)).toEqual(editor(store).document);
    expect([editor(store).savedRevision, selectHasUnsavedChanges(store.getState())]).toEqual([2, false]);

    await store.dispatch(autosaveTurn());
    expect(saves).toHaveLength(1);
  });

  it('waits while a drag is in progress', async () => {
    const saves = projectServer();
    const store = openedStore();
    store.dispatch(editDocument((document) => updateObject(document, 1, 'title', { left: 10 }), { preview: true }));
    await store.dispatch(autosaveTurn());
    expect(saves).toHaveLength(0);
  });

  it('rebuilds the unsaved edits on the newer copy when the project changed elsewhere (409)', async () => {
    const server = addObject(saved, 1, createVectorObject({ src: '/star.svg', kind: 'shapes' }, 0, 'star'));
    projectServer({ status: 409, server, revision: 5 });
    const store = openedStore();
    store.dispatch(editDocument((document) => addObject(document, 1, createTextObject('body', 0, 'note'))));
    await store.dispatch(autosaveTurn());
    expect(objectIds(editor(store).document)).toEqual(['background-1', 'title', 'star', 'note']);
    expect([editor(store).savedDocument, editor(store).savedRevision]).toEqual([server, 5]);
  });
});

/** An engine that records what the editor sends it; `failsPatches` makes every diff fail. */
function fakeEngine({ failsPatches = false } = {}) {
  const loaded: unknown[] = [];
  const patches: DocumentPatch[][] = [];
  const client = {
    loadDocument: vi.fn(async (document: unknown) => {
      loaded.push(document);
      return [];
    }),
    applyPatches: vi.fn(async (change: DocumentPatch[]) => {
      patches.push(change);
      if (failsPatches) throw new Error('The engine could not take it.');
    }),
  };
  return { client: client as unknown as EngineClient, loaded, patches };
}

describe('the engine sync', () => {
  let detach: (() => void) | null = null;
  afterEach(() => {
    detach?.();
    detach = null;
    vi.restoreAllMocks();
  });

  it('loads the open document once, then sends each edit, undo and redo as a diff that brings the engine to the store', () => {
    const store = openedStore();
    const engine = fakeEngine();
    detach = attachEngine(engine.client, editor(store).document);
    expect(engine.loaded).toEqual([saved]);

    let engineDocument = saved;
    const steps = [() => store.dispatch(moveTitle(40)), () => store.dispatch(undo()), () => store.dispatch(redo())];
    for (const [index, step] of steps.entries()) {
      step();
      expect(engine.patches).toHaveLength(index + 1);
      engineDocument = applyPatches(engineDocument, engine.patches[index]!);
      expect(engineDocument).toEqual(editor(store).document);
    }
    expect(engine.loaded).toHaveLength(1);
  });

  it('sends nothing once detached', () => {
    const store = openedStore();
    const engine = fakeEngine();
    attachEngine(engine.client, editor(store).document)();
    store.dispatch(moveTitle(40));
    expect(engine.patches).toEqual([]);
  });

  it('loads the whole document again when the engine could not take a diff', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = openedStore();
    const engine = fakeEngine({ failsPatches: true });
    detach = attachEngine(engine.client, editor(store).document);
    store.dispatch(moveTitle(40));
    await vi.waitFor(() => expect(engine.loaded).toHaveLength(2));
    expect(engine.loaded[1]).toEqual(editor(store).document);
  });
});
