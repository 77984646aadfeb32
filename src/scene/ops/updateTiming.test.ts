import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { canvasObjectSchema } from '../schema/canvasObject';
import { testProject } from '../../../tests/support/testDocument';
import { addObject } from './objects';
import { updateTiming } from './updateTiming';

const doc = testProject([
  {
    elements: {
      t: { timing: { enterDelay: 1, stayTime: 3 } },
      v: { type: 'video', timing: { duration: 12, trimStart: 2, trimEnd: 8 } },
      loose: {},
    },
  },
  {},
]);

describe('updateTiming', () => {
  it('merges the changed fields and shares the rest', () => {
    const next = updateTiming(doc, 1, 't', { enterDelay: 2, stayTime: 4.0004 });
    expect(next.scenes['1']?.elements.t).toMatchObject({ enterDelay: 2, stayTime: 4 });
    expect(next.scenes['1']?.elements.v).toBe(doc.scenes['1']?.elements.v);
    expect(next.scenes['1']?.jsonData).toBe(doc.scenes['1']?.jsonData);
    expect(next.scenes['2']).toBe(doc.scenes['2']);
    expect(doc.scenes['1']?.elements.t).toMatchObject({ enterDelay: 1, stayTime: 3 });
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('answers the same document when nothing changes', () => {
    expect(updateTiming(doc, 1, 't', {})).toBe(doc);
    expect(updateTiming(doc, 1, 't', { enterDelay: 1.0000001, stayTime: undefined })).toBe(doc);
    // Already at the floor: a shorter stay time is raised back to the same value.
    const floored = updateTiming(doc, 1, 't', { stayTime: 0.5 });
    expect(updateTiming(floored, 1, 't', { stayTime: 0.1 })).toBe(floored);
  });

  it('keeps the stay-time floor max(enter + exit, 0.5)', () => {
    expect(updateTiming(doc, 1, 't', { stayTime: 0.2 }).scenes['1']?.elements.t?.stayTime).toBe(0.5);
    expect(updateTiming(doc, 1, 't', { enter: 2, exit: 1.5 }).scenes['1']?.elements.t).toMatchObject({ enter: 2, exit: 1.5, stayTime: 3.5 });
    expect(updateTiming(doc, 1, 't', { enter: 1, exit: 1 }).scenes['1']?.elements.t?.stayTime).toBe(3);
  });

  it('keeps the trim range within the media', () => {
    expect(updateTiming(doc, 1, 'v', { trimEnd: 20 }).scenes['1']?.elements.v).toMatchObject({ trimStart: 2, trimEnd: 12 });
    expect(updateTiming(doc, 1, 'v', { trimStart: 9 }).scenes['1']?.elements.v).toMatchObject({ trimStart: 8, trimEnd: 8 });
  });

  it('starts an object without timing from the whole scene', () => {
    const next = updateTiming(doc, 1, 'loose', { enter: 1 });
    expect(next.scenes['1']?.elements.loose).toMatchObject({ enterDelay: 0, stayTime: 5, enter: 1 });
    expect(updateTiming(doc, 1, 'loose', {})).toBe(doc);
  });

  it('mirrors volume and animation to the object', () => {
    const next = updateTiming(doc, 1, 'v', { volume: 40, animation: { enter: { id: 7 }, exit: { id: 5 }, place: { id: 34 } } });
    expect(next.scenes['1']?.jsonData.objects[2]).toMatchObject({ id: 'v', _Volume: 40, _Animation: { enter: { id: 7 } } });
    expect(next.scenes['1']?.jsonData.objects[1]).toBe(doc.scenes['1']?.jsonData.objects[1]);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('refuses group members, unknown objects and invalid values', () => {
    const grouped = addObject(doc, 1, canvasObjectSchema.parse({ id: 'g', _Type: 'group', objects: [{ id: 'm', _Type: 'text' }] }));
    expect(() => updateTiming(grouped, 1, 'm', { stayTime: 2 })).toThrow(expect.objectContaining({ code: 'UNKNOWN_OBJECT', message: 'scene 1 has no top-level object m' }));
    expect(() => updateTiming(doc, 1, 't', { enterDelay: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_VALUE', message: 'elements.t.enterDelay: Too small: expected number to be >=0' }),
    );
    expect(() => updateTiming(doc, 1, 't', { volume: 120 })).toThrow(expect.objectContaining({ code: 'INVALID_VALUE' }));
  });
});
