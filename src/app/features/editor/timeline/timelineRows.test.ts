import { describe, expect, it } from 'vitest';
import { testProject } from '../../../../../tests/support/testDocument';
import { rowLabel, timelineRows } from './timelineRows';

describe('timelineRows', () => {
  it('lists timed objects in elementList order, then the rest from the top, without the background', () => {
    const doc = testProject([{ elements: { a: { timing: {} }, b: { timing: {} }, c: { timing: {} }, untimed: {} } }]);
    const scene = { ...doc.scenes['1']!, elementList: ['b'] };
    expect(timelineRows(scene).map(({ object }) => object.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('rowLabel', () => {
  it('names a row by the object name, its first line of text or its kind', () => {
    const doc = testProject([{ elements: { a: { type: 'image', timing: {} } } }]);
    const image = doc.scenes['1']!.jsonData.objects[1]!;
    expect(rowLabel(image)).toBe('Image');
    expect(rowLabel({ ...image, _Name: 'Logo' })).toBe('Logo');
  });
});
