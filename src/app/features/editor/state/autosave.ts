import { diffDocuments } from '../../../../scene/documentDiff';
import { repairProjectDocument, type ProjectDocument } from '../../../../scene/document';
import type { AppThunk } from '../../../store';
import { projectApi } from '../projectApi';
import { rebased, saveFailed, saveStarted, saveSucceeded } from './editorSlice';
import { syncLocalCopy } from './localCopy';
import { replayEdits } from './replayEdits';

/** The HTTP status of a failed RTK Query call, or undefined for network failures. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The customer's unsaved edits (the diff from `saved` to `current`) applied on the server's newer
 * copy; when they no longer fit it, the customer's document whole (see {@link replayEdits}).
 */
export function rebaseEdits(saved: ProjectDocument, current: ProjectDocument, server: ProjectDocument): ProjectDocument {
  return replayEdits(server, diffDocuments(saved, current), current);
}

/** Fetches the server's copy after a 409 and rebuilds the open document on it (see {@link rebaseEdits}). */
function rebaseOnServer(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { project } = getState().editor;
    if (!project) return;
    const reply = await dispatch(projectApi.endpoints.getProject.initiate({ editorType: project.editorType, id: project.id }, { forceRefetch: true, subscribe: false }));
    const { document, savedDocument } = getState().editor;
    if (!reply.data || !document || !savedDocument) {
      dispatch(saveFailed());
      return;
    }
    const server = repairProjectDocument(reply.data.jsonData).document;
    dispatch(rebased({ savedDocument: server, revision: reply.data.revision, document: rebaseEdits(savedDocument, document, server) }));
  };
}

/**
 * One turn of the autosave queue (spec 000 §7: every 1000 ms): when the document differs from the
 * server's copy, no save is on its way, no drag is in progress and the preview is not playing
 * (spec 000 §4 disables saving in the player; a paused player saves, as edits made while paused
 * were otherwise lost on a reload: issue 24), keeps the edits in this browser and sends only the diff. A failure is retried on the next turn (after a few the header says the editor is
 * offline, `selectIsOffline`); a 409 (changed elsewhere) rebuilds the edits on the newer copy.
 * Once the server has everything the kept copy is dropped.
 */
export function autosaveTurn(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { project, document, savedDocument, savedRevision, isSaving, previewBase, playerStatus } = getState().editor;
    if (!project || !document || !savedDocument || isSaving || previewBase || playerStatus === 1 || document === savedDocument) return;
    const d = diffDocuments(savedDocument, document);
    if (d.length === 0) {
      dispatch(saveSucceeded({ document, revision: savedRevision }));
      syncLocalCopy(getState().editor);
      return;
    }
    syncLocalCopy(getState().editor);
    dispatch(saveStarted());
    const reply = await dispatch(projectApi.endpoints.autosaveProject.initiate({ editorType: project.editorType, id: project.id, d, revision: savedRevision }));
    if (reply.data) dispatch(saveSucceeded({ document, revision: reply.data.revision }));
    else if (statusOf(reply.error) === 409) await dispatch(rebaseOnServer());
    else dispatch(saveFailed());
    syncLocalCopy(getState().editor);
  };
}

/**
 * The Save button: waits for an autosave on its way, then sends the whole document. Answers
 * whether the server has it.
 */
export function saveNow(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    while (getState().editor.isSaving) await new Promise((resolve) => setTimeout(resolve, 50));
    const { project, document } = getState().editor;
    if (!project || !document) return false;
    dispatch(saveStarted());
    const reply = await dispatch(projectApi.endpoints.saveProject.initiate({ editorType: project.editorType, id: project.id, d: document }));
    if (reply.data) dispatch(saveSucceeded({ document, revision: reply.data.revision }));
    else dispatch(saveFailed());
    syncLocalCopy(getState().editor);
    return Boolean(reply.data);
  };
}
