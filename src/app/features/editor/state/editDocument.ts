import { diffDocuments } from '../../../../scene/documentDiff';
import type { ProjectDocument } from '../../../../scene/document';
import { applyPatches } from '../../../../scene/patch';
import type { AppThunk } from '../../../store';
import { documentChanged, documentPreviewed, historyMoved, historyReset } from './editorSlice';
import { changeToRedo, changeToUndo, type HistoryEntry } from './history';

/** A change to the document: a pure function that answers the same object when nothing changes. */
export type DocumentEdit = (document: ProjectDocument) => ProjectDocument;

/** How a change is applied: `preview` shows it without an undo step (drags, sliders); the final call without it records one. */
export type EditOptions = { preview?: boolean };

/**
 * Applies `edit` to the open document. A finished change is one undo step from the document
 * before its previews began; a change that changes nothing records nothing.
 */
export function editDocument(edit: DocumentEdit, options: EditOptions = {}): AppThunk<void> {
  return (dispatch, getState) => {
    const { document, previewBase } = getState().editor;
    if (!document) return;
    const next = edit(document);
    if (options.preview) {
      if (next !== document) dispatch(documentPreviewed(next));
      return;
    }
    const before = previewBase ?? document;
    if (next === before) {
      if (next !== document) dispatch(documentPreviewed(next));
      return;
    }
    dispatch(documentChanged({ document: next, change: { undo: diffDocuments(next, before), redo: diffDocuments(before, next) } }));
  };
}

/**
 * Moves one step through history. A step that no longer fits the document (it was rebuilt on a
 * newer server copy) clears the history instead of failing.
 */
function moveThroughHistory(direction: 'undo' | 'redo'): AppThunk<void> {
  return (dispatch, getState) => {
    const { document, previewBase, history } = getState().editor;
    const change: HistoryEntry | null = direction === 'undo' ? changeToUndo(history) : changeToRedo(history);
    const committed = previewBase ?? document;
    if (!committed || !change) return;
    try {
      const moved = applyPatches(committed, direction === 'undo' ? change.undo : change.redo);
      dispatch(historyMoved({ document: moved, pointer: history.pointer + (direction === 'undo' ? -1 : 1) }));
    } catch {
      dispatch(historyReset());
    }
  };
}

/** Reverts the last change (Ctrl+Z). */
export const undo = () => moveThroughHistory('undo');

/** Applies the last undone change again (Ctrl+Shift+Z). */
export const redo = () => moveThroughHistory('redo');
