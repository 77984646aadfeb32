import { diffDocuments } from '../../../../scene/documentDiff';
import { parseProjectDocument, repairProjectDocument, type ProjectDocument } from '../../../../scene/document';
import { applyPatches } from '../../../../scene/patch';
import type { AppThunk } from '../../../store';
import { projectApi } from '../projectApi';
import { rebased, saveFailed, saveStarted, saveSucceeded } from './editorSlice';

/** The HTTP status of a failed RTK Query call, or undefined for network failures. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The customer's unsaved edits (the diff from `saved` to `current`) applied on the server's newer
 * copy. When they no longer fit it (the same part was deleted elsewhere, or the result is not a
 * valid document), the customer's document wins whole: what they see is what gets saved.
 */
export function rebaseEdits(saved: ProjectDocument, current: ProjectDocument, server: ProjectDocument): ProjectDocument {
  try {
    const rebased = applyPatches(server, diffDocuments(saved, current));
    parseProjectDocument(rebased);
    return rebased;
  } catch {
    return current;
  }
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
 * (spec 000 §4: leaving the player re-enables saving), sends only the diff. A failure
 * is retried silently on the next turn; a 409 (changed elsewhere) rebuilds the edits on the newer copy.
 */
export function autosaveTurn(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { project, document, savedDocument, savedRevision, isSaving, previewBase, playerStatus } = getState().editor;
    if (!project || !document || !savedDocument || isSaving || previewBase || playerStatus !== 0 || document === savedDocument) return;
    const d = diffDocuments(savedDocument, document);
    if (d.length === 0) {
      dispatch(saveSucceeded({ document, revision: savedRevision }));
      return;
    }
    dispatch(saveStarted());
    const reply = await dispatch(projectApi.endpoints.autosaveProject.initiate({ editorType: project.editorType, id: project.id, d, revision: savedRevision }));
    if (reply.data) dispatch(saveSucceeded({ document, revision: reply.data.revision }));
    else if (statusOf(reply.error) === 409) await dispatch(rebaseOnServer());
    else dispatch(saveFailed());
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
    return Boolean(reply.data);
  };
}
