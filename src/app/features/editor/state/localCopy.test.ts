import { describe, expect, it } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { addObject, removeObjects } from '../../../../scene/ops/objects';
import { createTextObject } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import type { OpenProject } from './editorSlice';
import { localCopyKey, readLocalCopy, restoredDocument, syncLocalCopy } from './localCopy';

/** localStorage as browsers keep it, in memory; `isFull` refuses every write as a full one does. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private isFull = false) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.isFull) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const project: OpenProject = { id: 7, editorType: 'video', name: 'Launch' };
const saved = addObject(createBlankProject(), 1, createTextObject('heading', 0, 'title'));
const edited = updateObject(saved, 1, 'title', { left: 40, text: 'Spring sale' });

describe('the copy of unsaved edits kept in the browser', () => {
  it('is kept per project while the document differs from the server copy, and dropped once the server has it', () => {
    const storage = new MemoryStorage();
    syncLocalCopy({ project, document: edited, savedDocument: saved, savedRevision: 4 }, storage);
    expect(localCopyKey(project)).toBe('avatarStudio.unsaved.video.7');
    expect(readLocalCopy({ editorType: 'image', id: 7 }, storage)).toBeNull();
    const copy = readLocalCopy(project, storage)!;
    expect(copy.revision).toBe(4);
    expect(copy.document).toEqual(edited);
    expect(restoredDocument(saved, copy)).toEqual(edited);

    syncLocalCopy({ project, document: edited, savedDocument: edited, savedRevision: 5 }, storage);
    expect(readLocalCopy(project, storage)).toBeNull();
  });

  it('replays the kept edits on a newer server copy, or restores the whole kept document when they no longer fit', () => {
    const storage = new MemoryStorage();
    syncLocalCopy({ project, document: edited, savedDocument: saved, savedRevision: 4 }, storage);
    const copy = readLocalCopy(project, storage)!;
    const withNote = addObject(saved, 1, createTextObject('body', 0, 'note'));
    expect(restoredDocument(withNote, copy)!.scenes['1']!.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'title', 'note']);
    expect(restoredDocument(withNote, copy)!.scenes['1']!.jsonData.objects[1]).toMatchObject({ left: 40, text: 'Spring sale' });
    expect(restoredDocument(removeObjects(saved, 1, ['title']), copy)).toEqual(edited);
  });

  it('restores nothing when the server already has the edits, nothing was kept, or the kept entry is not a copy', () => {
    const storage = new MemoryStorage();
    syncLocalCopy({ project, document: edited, savedDocument: saved, savedRevision: 4 }, storage);
    expect(restoredDocument(edited, readLocalCopy(project, storage))).toBeNull();
    expect(restoredDocument(saved, null)).toBeNull();
    storage.setItem(localCopyKey(project), '{"revision":"four"}');
    expect(readLocalCopy(project, storage)).toBeNull();
    storage.setItem(localCopyKey(project), 'not json');
    expect(readLocalCopy(project, storage)).toBeNull();
  });

  it('keeps nothing, without failing, when the storage is full', () => {
    const storage = new MemoryStorage(true);
    expect(() => syncLocalCopy({ project, document: edited, savedDocument: saved, savedRevision: 4 }, storage)).not.toThrow();
    expect(readLocalCopy(project, storage)).toBeNull();
  });
});
