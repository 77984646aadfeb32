import { describe, expect, it } from 'vitest';
import { applyPatches, PatchError } from './patch';

const doc = {
  scenes: {
    '1': {
      objects: [
        { id: 'a', left: 1 },
        { id: 'b', left: 2 },
      ],
    },
  },
  size: 0,
};

describe('applyPatches', () => {
  it('replaces a value deep inside, sharing untouched branches', () => {
    const next = applyPatches(doc, [{ op: 'replace', path: ['scenes', '1', 'objects', 1, 'left'], value: 9 }]);
    expect(next.scenes['1'].objects[1]).toEqual({ id: 'b', left: 9 });
    expect(next.scenes['1'].objects[0]).toBe(doc.scenes['1'].objects[0]);
    expect(doc.scenes['1'].objects[1]!.left).toBe(2);
  });

  it('adds to and removes from lists and records in order', () => {
    const next = applyPatches(doc, [
      { op: 'add', path: ['scenes', '1', 'objects', '-'], value: { id: 'c', left: 3 } },
      { op: 'remove', path: ['scenes', '1', 'objects', 0] },
      { op: 'add', path: ['scenes', '2'], value: { objects: [] } },
      { op: 'remove', path: ['size'] },
    ]);
    expect(next.scenes['1'].objects.map((object) => object.id)).toEqual(['b', 'c']);
    expect(Object.keys(next.scenes)).toEqual(['1', '2']);
    expect('size' in next).toBe(false);
  });

  it('inserts at an index', () => {
    const next = applyPatches(doc, [{ op: 'add', path: ['scenes', '1', 'objects', 1], value: { id: 'x', left: 0 } }]);
    expect(next.scenes['1'].objects.map((object) => object.id)).toEqual(['a', 'x', 'b']);
  });

  it('refuses paths that lead nowhere', () => {
    expect(() => applyPatches(doc, [{ op: 'replace', path: ['scenes', '9', 'objects', 0], value: 1 }])).toThrow(PatchError);
    expect(() => applyPatches(doc, [{ op: 'add', path: ['scenes', '1', 'objects', 7], value: 1 }])).toThrow(PatchError);
    expect(() => applyPatches(doc, [{ op: 'replace', path: [], value: 1 }])).toThrow(PatchError);
  });
});
