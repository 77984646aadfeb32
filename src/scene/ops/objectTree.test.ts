import { describe, expect, it } from 'vitest';
import type { CanvasObject } from '../schema/canvasObject';
import { canvasObjectSchema } from '../schema/canvasObject';
import { findObject, objectIds, replaceObject, withFreshIds } from './objectTree';

const objects: CanvasObject[] = [
  canvasObjectSchema.parse({ id: 'bg', _Type: 'background' }),
  canvasObjectSchema.parse({ id: 't1', _Type: 'text', text: 'a' }),
  canvasObjectSchema.parse({
    id: 'g',
    _Type: 'group',
    objects: [
      { id: 'm1', _Type: 'text' },
      { id: 'g2', _Type: 'group', objects: [{ id: 'm2', _Type: 'text' }] },
    ],
  }),
];

describe('findObject and objectIds', () => {
  it('search groups too, depth first', () => {
    expect(findObject(objects, 't1')?.id).toBe('t1');
    expect(findObject(objects, 'm2')?._Type).toBe('text');
    expect(findObject(objects, 'nope')).toBeUndefined();
    expect(objectIds(objects)).toEqual(['bg', 't1', 'g', 'm1', 'g2', 'm2']);
  });
});

describe('replaceObject', () => {
  it('replaces top-level objects and members, sharing the rest', () => {
    const top = replaceObject(objects, 't1', (object) => ({ ...object, left: 5 }));
    expect(top[1]?.left).toBe(5);
    expect(top[0]).toBe(objects[0]);
    expect(top[2]).toBe(objects[2]);
    const deep = replaceObject(objects, 'm2', (object) => ({ ...object, top: 7 }));
    expect(findObject(deep, 'm2')?.top).toBe(7);
    expect(deep[1]).toBe(objects[1]);
    expect(findObject(deep, 'm1')).toBe(findObject(objects, 'm1'));
    expect(findObject(objects, 'm2')?.top).toBe(0);
  });

  it('answers the same list when nothing changes', () => {
    expect(replaceObject(objects, 'nope', (object) => ({ ...object, left: 1 }))).toBe(objects);
    expect(replaceObject(objects, 'm1', (object) => object)).toBe(objects);
  });
});

describe('withFreshIds', () => {
  it('gives the object and every member a new id and maps old ids to new', () => {
    let next = 0;
    const { object, idMap } = withFreshIds(objects[2] as CanvasObject, () => `n${++next}`);
    expect(objectIds([object])).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect([...idMap]).toEqual([
      ['g', 'n1'],
      ['m1', 'n2'],
      ['g2', 'n3'],
      ['m2', 'n4'],
    ]);
    expect(objectIds(objects)).toEqual(['bg', 't1', 'g', 'm1', 'g2', 'm2']);
  });
});
