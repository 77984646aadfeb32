import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { type CanvasObject, canvasObjectSchema } from '../schema/canvasObject';
import { testProject } from '../../../tests/support/testDocument';
import { addObject, removeObjects } from './objects';
import { objectIds } from './objectTree';

const text = (id: string): CanvasObject => canvasObjectSchema.parse({ id, _Type: 'text', text: id });

describe('addObject', () => {
  it('puts the object on top with a timing from 0 for 5 s and an elementList row', () => {
    const doc = testProject([{ elements: { a: { timing: { stayTime: 2 } } } }, {}]);
    const next = addObject(doc, 1, text('b'));
    const scene = next.scenes['1'];
    expect(scene?.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'a', 'b']);
    expect(scene?.elements.b).toEqual({ enterDelay: 0, stayTime: 5, enter: 0, exit: 0, trimStart: 0, trimEnd: 10, duration: 0, volume: 100, adjustLength: 3 });
    expect(scene?.elementList).toEqual(['b']);
    expect(scene?.elements.a).toBe(doc.scenes['1']?.elements.a);
    expect(next.scenes['2']).toBe(doc.scenes['2']);
    expect(doc.scenes['1']?.jsonData.objects).toHaveLength(2);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('spans a scene longer than 5 s and takes the given timing', () => {
    const doc = testProject([{ duration: 8 }]);
    expect(addObject(doc, 1, text('b')).scenes['1']?.elements.b?.stayTime).toBe(8);
    const timed = addObject(doc, 1, text('c'), { enterDelay: 1.5, stayTime: 2, enter: 1 });
    expect(timed.scenes['1']?.elements.c).toMatchObject({ enterDelay: 1.5, stayTime: 2, enter: 1 });
  });

  it('names the avatar after the scene and refuses a second one', () => {
    const doc = testProject([{}, {}]);
    const avatar = canvasObjectSchema.parse({ id: 'x', _Type: 'avatar' });
    const next = addObject(doc, 2, avatar);
    expect(next.scenes['2']?.jsonData.objects[1]?.id).toBe('avatar-2');
    expect(next.scenes['2']?.elementList).toEqual(['avatar-2']);
    expect(() => addObject(next, 2, avatar)).toThrow(expect.objectContaining({ code: 'SECOND_AVATAR' }));
  });

  it('refuses a second background, repeated ids and invalid objects', () => {
    const doc = testProject([{ elements: { a: {} } }]);
    expect(() => addObject(doc, 1, canvasObjectSchema.parse({ id: 'bg', _Type: 'background' }))).toThrow(expect.objectContaining({ code: 'SECOND_BACKGROUND' }));
    expect(() => addObject(doc, 1, text('a'))).toThrow(expect.objectContaining({ code: 'DUPLICATE_ID', message: 'object id a is already used in scene 1' }));
    const group = canvasObjectSchema.parse({ id: 'g', _Type: 'group', objects: [{ id: 'a', _Type: 'text' }] });
    expect(() => addObject(doc, 1, group)).toThrow(expect.objectContaining({ code: 'DUPLICATE_ID' }));
    expect(() => addObject(doc, 1, { ...text('z'), opacity: 3 })).toThrow(
      expect.objectContaining({ code: 'INVALID_VALUE', message: 'z.opacity: Too big: expected number to be <=1' }),
    );
    expect(() => addObject(doc, 1, text('z'), { volume: 101 })).toThrow(expect.objectContaining({ code: 'INVALID_VALUE' }));
    expect(() => addObject(doc, 4, text('z'))).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});

describe('removeObjects', () => {
  const doc = addObject(
    addObject(testProject([{ elements: { a: { timing: {} }, b: { timing: {} }, av: { type: 'avatar', timing: {} } } }]), 1, text('c')),
    1,
    canvasObjectSchema.parse({
      id: 'g',
      _Type: 'group',
      objects: [
        { id: 'm1', _Type: 'text' },
        { id: 'm2', _Type: 'text' },
      ],
    }),
  );

  it('removes objects, their timing and their elementList rows', () => {
    const next = removeObjects(doc, 1, ['a', 'c']);
    const scene = next.scenes['1'];
    expect(scene?.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'b', 'av', 'g']);
    expect(Object.keys(scene?.elements ?? {})).toEqual(['b', 'av', 'g']);
    expect(scene?.elementList).toEqual(['g']);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('skips the background, the avatar and unknown ids, answering the same document when nothing goes', () => {
    expect(removeObjects(doc, 1, ['background-1', 'av', 'nope'])).toBe(doc);
    expect(removeObjects(doc, 1, [])).toBe(doc);
    expect(objectIds(removeObjects(doc, 1, ['av', 'b']).scenes['1']?.jsonData.objects ?? [])).toContain('av');
  });

  it('removes group members and a group left empty', () => {
    const one = removeObjects(doc, 1, ['m1']);
    expect(objectIds(one.scenes['1']?.jsonData.objects ?? [])).toEqual(['background-1', 'a', 'b', 'av', 'c', 'g', 'm2']);
    const both = removeObjects(doc, 1, ['m1', 'm2']);
    expect(objectIds(both.scenes['1']?.jsonData.objects ?? [])).toEqual(['background-1', 'a', 'b', 'av', 'c']);
    expect(both.scenes['1']?.elements.g).toBeUndefined();
    expect(both.scenes['1']?.elementList).toEqual(['c']);
  });
});
