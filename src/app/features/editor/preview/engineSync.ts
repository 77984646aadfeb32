import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { EngineClient } from '../../../engineClient/engineClient';
import { diffDocuments } from '../../../../scene/documentDiff';
import type { ProjectDocument } from '../../../../scene/document';
import { shownDocument } from '../../../../scene/mergeFallbacks';
import type { RootState } from '../../../store';

/** The editor's engine and the document it holds, once its canvas has started it. */
let attached: { client: EngineClient; document: ProjectDocument | null } | null = null;

/** The editor's document last synced, and the engine's: the document as the generated file shows it (merge tags filled). */
let lastSynced: { edited: ProjectDocument; shown: ProjectDocument } | null = null;

/** The document the engine draws for the edited one: text merge tags show their values, as the generated file does. */
function engineDocument(edited: ProjectDocument): ProjectDocument {
  if (lastSynced?.edited !== edited) lastSynced = { edited, shown: shownDocument(edited) };
  return lastSynced.shown;
}

/** Brings the engine's document up to `edited`: loads it whole the first time, then sends only the diff. */
function sync(edited: ProjectDocument | null): void {
  if (!attached || !edited) return;
  const document = engineDocument(edited);
  if (document === attached.document) return;
  const previous = attached.document;
  attached.document = document;
  const client = attached.client;
  const update = previous ? client.applyPatches(diffDocuments(previous, document)) : client.loadDocument(document);
  // A change the engine could not take leaves it out of step: load the whole document instead.
  update.catch((failure: unknown) => {
    console.error('The preview could not apply a change; reloading the document', failure);
    if (attached?.client === client) void client.loadDocument(attached.document);
  });
}

/**
 * The only code that pushes document changes to the engine (STYLE.md): every change of the
 * editor's document reaches the attached engine as a diff, in order.
 */
export const engineSyncMiddleware = createListenerMiddleware<RootState>();

engineSyncMiddleware.startListening({
  predicate: (_action, current, previous) => current.editor.document !== previous.editor.document,
  effect: (_action, api) => sync(api.getState().editor.document),
});

/** The longest a command waits for the preview to draw its change, ms: a medium that never loads does not keep the loading text up. */
export const PREVIEW_WAIT_MS = 15_000;

/**
 * Resolves once the attached engine has drawn what it shows now with every image, font and video
 * frame it needs (the engine draws only then), so a command's loading text lasts until its change
 * is on the canvas. At once without an engine; at most {@link PREVIEW_WAIT_MS}. Changes reach the
 * engine as they are made (the listener above), so this draw comes after the latest of them.
 */
export function untilPreviewDrawn(): Promise<void> {
  if (!attached) return Promise.resolve();
  let timer = 0;
  const drawn = attached.client.renderFrame(0).then(
    () => undefined,
    () => undefined,
  );
  const late = new Promise<void>((resolve) => (timer = window.setTimeout(resolve, PREVIEW_WAIT_MS)));
  return Promise.race([drawn, late]).finally(() => window.clearTimeout(timer));
}

/** Connects the editor canvas's engine; it gets the open document at once. Answers the detach function. */
export function attachEngine(client: EngineClient, document: ProjectDocument | null): () => void {
  attached = { client, document: null };
  sync(document);
  return () => {
    if (attached?.client === client) attached = null;
  };
}
