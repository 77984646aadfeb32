import type { DocumentPatch } from '../../../../scene/patch';

/** One undoable change: the patches that undo it and the patches that redo it. */
export type HistoryEntry = { undo: DocumentPatch[]; redo: DocumentPatch[] };

/**
 * Undo and redo (spec 000 §3 "undo and redo {arr, pointer}"): `arr` holds the changes in order and
 * `pointer` how many of them are applied; entries at and after the pointer can be redone.
 */
export type History = { arr: HistoryEntry[]; pointer: number };

/** How many changes can be undone; the oldest are forgotten first. */
export const HISTORY_LIMIT = 100;

/** An empty history. */
export const emptyHistory: History = { arr: [], pointer: 0 };

/** Adds a change at the pointer; what could be redone is dropped (spec 000 §4: adding truncates history at the pointer). */
export function recordChange(history: History, entry: HistoryEntry): History {
  const arr = [...history.arr.slice(0, history.pointer), entry].slice(-HISTORY_LIMIT);
  return { arr, pointer: arr.length };
}

/** The change Undo reverts, or null at the start of history. */
export function changeToUndo(history: History): HistoryEntry | null {
  return history.pointer > 0 ? (history.arr[history.pointer - 1] ?? null) : null;
}

/** The change Redo applies again, or null when nothing was undone. */
export function changeToRedo(history: History): HistoryEntry | null {
  return history.arr[history.pointer] ?? null;
}
