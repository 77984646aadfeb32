import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { canvasObjectSchema } from '../schema/canvasObject';
import { testProject } from '../../../tests/support/testDocument';
import { addObject } from './objects';
import { findObject } from './objectTree';
import { type ObjectUpdate, updateObject } from './updateObject';

const doc = addObject(
  testProject([{ elements: { t: { type: 'text' }, img: { type: 'image' } } }, {}]),
  1,
  canvasObjectSchema.parse({ id: 'g', _Type: 'group', objects: [{ id: 'm', _Type: 'text', text: 'in' }] }),
);
const objectOf = (next: typeof doc, id: string) => findObject(next.scenes['1']?.jsonData.objects ?? [], id);

describe('updateObject', () => {
  it('merges the changed fields into a new object and shares everything else', () => {
    const next = updateObject(doc, 1, 't', { text: 'Hello', left: 40, shadow: { blur: 4, color: '#000000', offsetX: 1, offsetY: 2 } });
    expect(objectOf(next, 't')).toMatchObject({ id: 't', _Type: 'text', text: 'Hello', left: 40, top: 0, shadow: { blur: 4 } });
    expect(objectOf(doc, 't')).toMatchObject({ text: '', left: 0 });
    expect(objectOf(next, 'img')).toBe(objectOf(doc, 'img'));
    expect(next.scenes['1']?.elements).toBe(doc.scenes['1']?.elements);
    expect(next.scenes['2']).toBe(doc.scenes['2']);
    expect(parseProjectDocument(next)).toEqual(next);
    expect(objectOf(updateObject(next, 1, 't', { shadow: null }), 't')).toMatchObject({ shadow: null });
  });

  it('answers the same document when nothing changes', () => {
    expect(updateObject(doc, 1, 't', {})).toBe(doc);
    expect(updateObject(doc, 1, 't', { left: 0, text: '', fontSize: undefined })).toBe(doc);
    const shadowed = updateObject(doc, 1, 't', { shadow: { blur: 1, color: '#000000', offsetX: 0, offsetY: 0 } });
    expect(updateObject(shadowed, 1, 't', { shadow: { blur: 1, color: '#000000', offsetX: 0, offsetY: 0 } })).toBe(shadowed);
  });

  it('ignores id, _Type, group members and fields the kind does not have', () => {
    const patch = { id: 'other', _Type: 'image', fontSize: 50 } as unknown as ObjectUpdate;
    expect(updateObject(doc, 1, 'img', patch)).toBe(doc);
    expect(updateObject(doc, 1, 'g', { objects: [] } as unknown as ObjectUpdate)).toBe(doc);
    const next = updateObject(doc, 1, 't', patch);
    expect(objectOf(next, 't')).toMatchObject({ id: 't', _Type: 'text', fontSize: 50 });
  });

  it('updates group members in place', () => {
    const next = updateObject(doc, 1, 'm', { text: 'changed', opacity: 0.5 });
    expect(objectOf(next, 'm')).toMatchObject({ text: 'changed', opacity: 0.5 });
    expect(next.scenes['1']?.jsonData.objects[3]).not.toBe(doc.scenes['1']?.jsonData.objects[3]);
    expect(next.scenes['1']?.jsonData.objects.slice(0, 3)).toEqual(doc.scenes['1']?.jsonData.objects.slice(0, 3));
  });

  it('updates the background and refuses unknown objects and invalid values', () => {
    expect(objectOf(updateObject(doc, 1, 'background-1', { fill: '#000000' } as ObjectUpdate), 'background-1')).toMatchObject({ fill: '#000000' });
    expect(() => updateObject(doc, 1, 'nope', { left: 1 })).toThrow(expect.objectContaining({ code: 'UNKNOWN_OBJECT', message: 'scene 1 has no object nope' }));
    expect(() => updateObject(doc, 1, 't', { opacity: 2 })).toThrow(expect.objectContaining({ code: 'INVALID_VALUE', message: 't.opacity: Too big: expected number to be <=1' }));
    expect(() => updateObject(doc, 1, 't', { fill: 'url(x)' } as ObjectUpdate)).toThrow(expect.objectContaining({ code: 'INVALID_VALUE' }));
  });
});

describe('updateObject removing fields', () => {
  it('removes an optional field set to undefined, and ignores undefined on fields with a default', () => {
    const doc = testProject([{ elements: { t: {} } }]);
    const withVariable = updateObject(doc, 1, 't', { _Variable: 'company', textEffect: { id: 1 } });
    const cleared = updateObject(withVariable, 1, 't', { _Variable: undefined, textEffect: undefined, fontSize: undefined });
    const text = cleared.scenes['1']!.jsonData.objects[1]!;
    expect('_Variable' in text).toBe(false);
    expect('textEffect' in text).toBe(false);
    expect(text).toMatchObject({ fontSize: 34 });
    expect(updateObject(cleared, 1, 't', { _Variable: undefined })).toBe(cleared);
  });
});
