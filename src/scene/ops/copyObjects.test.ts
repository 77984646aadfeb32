import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { canvasObjectSchema } from '../schema/canvasObject';
import { testProject } from '../../../tests/support/testDocument';
import { copyObjects, duplicateObjects, pasteObjects } from './copyObjects';
import { addObject } from './objects';
import { objectIds } from './objectTree';

const base = testProject([
  {
    elements: {
      av: { type: 'avatar', timing: { stayTime: 6 } },
      a: { timing: { enterDelay: 1, stayTime: 2 } },
      b: { type: 'image' },
    },
  },
  {},
]);
const doc = addObject(base, 1, canvasObjectSchema.parse({ id: 'g', _Type: 'group', left: 100, top: 50, objects: [{ id: 'm', _Type: 'text', left: 3 }] }), { stayTime: 3 });
const idsOf = (next: typeof doc, sceneId: number) => objectIds(next.scenes[String(sceneId)]?.jsonData.objects ?? []);

describe('duplicateObjects', () => {
  it('copies on top, in stacking order, 15 px right and down, with fresh ids and copied timing', () => {
    const { doc: next, ids } = duplicateObjects(doc, 1, ['g', 'a', 'b']);
    expect(ids).toHaveLength(3);
    const objects = next.scenes['1']?.jsonData.objects ?? [];
    expect(objects.slice(0, 5)).toEqual(doc.scenes['1']?.jsonData.objects);
    const [copyA, copyB, copyG] = objects.slice(5);
    expect(copyA).toEqual({ ...doc.scenes['1']?.jsonData.objects[2], id: ids[0], left: 15, top: 15 });
    expect(copyB).toMatchObject({ id: ids[1], _Type: 'image', left: 15, top: 15 });
    expect(copyG).toMatchObject({ id: ids[2], _Type: 'group', left: 115, top: 65 });
    // Members keep their place in the group's space, under a new id.
    expect(copyG?._Type === 'group' && copyG.objects[0]).toMatchObject({ _Type: 'text', left: 3 });
    expect(idsOf(next, 1).filter((id) => id === 'm')).toHaveLength(1);
    expect(new Set(idsOf(next, 1)).size).toBe(idsOf(next, 1).length);
    const elements = next.scenes['1']?.elements ?? {};
    expect(elements[String(ids[0])]).toEqual(elements.a);
    expect(elements[String(ids[0])]).not.toBe(elements.a);
    expect(elements[String(ids[1])]).toBeUndefined();
    expect(elements[String(ids[2])]).toMatchObject({ stayTime: 3 });
    expect(next.scenes['1']?.elementList).toEqual(['g', ...ids]);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('skips the background, the avatar, group members and unknown ids', () => {
    const result = duplicateObjects(doc, 1, ['background-1', 'av', 'm', 'nope']);
    expect(result).toEqual({ doc, ids: [] });
    expect(result.doc).toBe(doc);
  });
});

describe('copyObjects and pasteObjects', () => {
  it('pastes into another scene with fresh ids, 15 px moved, with the copied timing', () => {
    const clipboard = copyObjects(doc.scenes['1'] as never, ['a', 'background-1', 'g']);
    expect(clipboard.objects.map((object) => object.id)).toEqual(['a', 'g']);
    expect(Object.keys(clipboard.timings)).toEqual(['a', 'g']);
    const { doc: next, ids } = pasteObjects(doc, 2, clipboard.objects, clipboard.timings);
    expect(next.scenes['1']).toBe(doc.scenes['1']);
    const scene = next.scenes['2'];
    expect(scene?.jsonData.objects.slice(1)).toMatchObject([
      { id: ids[0], left: 15, top: 15 },
      { id: ids[1], left: 115, top: 65 },
    ]);
    expect(scene?.elements[String(ids[0])]).toEqual(doc.scenes['1']?.elements.a);
    expect(scene?.elementList).toEqual(ids);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('pastes an avatar only where there is none, named after the scene', () => {
    const avatar = canvasObjectSchema.parse({ id: 'av', _Type: 'avatar' });
    const into2 = pasteObjects(doc, 2, [avatar, avatar]);
    expect(into2.ids).toEqual(['avatar-2']);
    expect(idsOf(into2.doc, 2)).toEqual(['background-2', 'avatar-2']);
    expect(pasteObjects(doc, 1, [avatar]).doc).toBe(doc);
  });

  it('pastes the same clipboard twice without repeating ids', () => {
    const clipboard = copyObjects(doc.scenes['1'] as never, ['a']);
    const once = pasteObjects(doc, 1, clipboard.objects, clipboard.timings);
    const twice = pasteObjects(once.doc, 1, clipboard.objects, clipboard.timings);
    expect(twice.ids[0]).not.toBe(once.ids[0]);
    expect(new Set(idsOf(twice.doc, 1)).size).toBe(idsOf(twice.doc, 1).length);
  });

  it('refuses invalid clipboard data', () => {
    const bad = { ...canvasObjectSchema.parse({ id: 'x', _Type: 'text' }), opacity: 4 };
    expect(() => pasteObjects(doc, 2, [bad])).toThrow(expect.objectContaining({ code: 'INVALID_VALUE' }));
    expect(() => pasteObjects(doc, 9, [])).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});
