import { describe, expect, it } from 'vitest';
import { changeToRedo, changeToUndo, emptyHistory, HISTORY_LIMIT, recordChange, type HistoryEntry } from './history';

const change = (n: number): HistoryEntry => ({ undo: [{ op: 'replace', path: ['n'], value: n - 1 }], redo: [{ op: 'replace', path: ['n'], value: n }] });

describe('history', () => {
  it('records changes and walks back and forth with the pointer', () => {
    const history = recordChange(recordChange(emptyHistory, change(1)), change(2));
    expect(history.pointer).toBe(2);
    expect(changeToUndo(history)).toEqual(change(2));
    expect(changeToRedo(history)).toBeNull();
    const undone = { ...history, pointer: 1 };
    expect(changeToUndo(undone)).toEqual(change(1));
    expect(changeToRedo(undone)).toEqual(change(2));
    expect(changeToUndo(emptyHistory)).toBeNull();
  });

  it('drops what could be redone when a new change comes after an undo', () => {
    const history = recordChange({ ...recordChange(recordChange(emptyHistory, change(1)), change(2)), pointer: 1 }, change(3));
    expect(history.arr).toEqual([change(1), change(3)]);
    expect(history.pointer).toBe(2);
    expect(changeToRedo(history)).toBeNull();
  });

  it(`keeps the last ${HISTORY_LIMIT} changes`, () => {
    let history = emptyHistory;
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) history = recordChange(history, change(n));
    expect(history.arr).toHaveLength(HISTORY_LIMIT);
    expect(history.arr[0]).toEqual(change(6));
    expect(history.pointer).toBe(HISTORY_LIMIT);
  });
});
