import { applyAffineToPoint } from '../affine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { type CanvasObject, canvasObjectSchema } from '../schema/canvasObject';
import { testProject } from '../../../tests/support/testDocument';
import { placementCorners, placementMatrix } from './geometry';
import { groupObjects, ungroupObjects } from './groups';
import { addObject } from './objects';
import { objectIds } from './objectTree';
import { updateObject } from './updateObject';

const text = (id: string, fields: Partial<CanvasObject> = {}): CanvasObject => canvasObjectSchema.parse({ id, _Type: 'text', width: 100, height: 40, ...fields });

/** Scene 1, bottom first: background, avatar, a (10,20), b (200,100, 45°), c (50,300), music; a from 1 s for 2 s, b from 2 s for 4 s, c without timing. */
function sampleProject() {
  let doc = testProject([{ elements: { av: { type: 'avatar', timing: {} } } }]);
  doc = addObject(doc, 1, text('a', { left: 10, top: 20 }), { enterDelay: 1, stayTime: 2 });
  doc = addObject(doc, 1, text('b', { left: 200, top: 100, angle: 45 }), { enterDelay: 2, stayTime: 4 });
  doc = addObject(doc, 1, text('c', { left: 50, top: 300 }));
  doc = addObject(doc, 1, canvasObjectSchema.parse({ id: 'm', _Type: 'music', _Src: 'https://media.example/m.mp3' }));
  const scene = doc.scenes['1'];
  if (!scene) throw new Error('missing scene');
  const elements = Object.fromEntries(Object.entries(scene.elements).filter(([id]) => id !== 'c'));
  return { ...doc, scenes: { '1': { ...scene, elements, elementList: ['m', 'a', 'c', 'b'] } } };
}

/** The drawn corners of every object, groups resolved to their members, by id. */
function drawnCorners(objects: readonly CanvasObject[], outer = (point: { x: number; y: number }) => point): Record<string, { x: number; y: number }[]> {
  return Object.fromEntries(
    objects.flatMap((object) => {
      if (object._Type !== 'group') return [[object.id, placementCorners(object).map(outer)]];
      const matrix = placementMatrix(object);
      return Object.entries(drawnCorners(object.objects, (point) => outer(applyAffineToPoint(matrix, point))));
    }),
  );
}

describe('groupObjects', () => {
  it('makes a group around the members as drawn and moves them into its space', () => {
    const doc = sampleProject();
    const { doc: next, groupId } = groupObjects(doc, 1, ['a', 'c', 'background-1', 'av', 'm', 'nope'], 'g');
    expect(groupId).toBe('g');
    const scene = next.scenes['1'];
    expect(objectIds(scene?.jsonData.objects ?? [])).toEqual(['background-1', 'av', 'b', 'g', 'a', 'c', 'm']);
    const group = scene?.jsonData.objects[3];
    expect(group).toMatchObject({ id: 'g', _Type: 'group', _Name: 'Group', left: 10, top: 20, width: 140, height: 320, angle: 0, scaleX: 1 });
    expect(group?._Type === 'group' && group.objects).toMatchObject([
      { id: 'a', left: 0, top: 0 },
      { id: 'c', left: 40, top: 280 },
    ]);
    expect(drawnCorners(scene?.jsonData.objects ?? [])).toEqual(drawnCorners(doc.scenes['1']?.jsonData.objects ?? []));
    // a: 1..3 s, c: no timing, so the whole scene (0..6): the group spans 0..6.
    expect(scene?.elements.g).toMatchObject({ enterDelay: 0, stayTime: 6, enter: 0, exit: 0 });
    expect(scene?.elements.a).toBeUndefined();
    expect(scene?.elementList).toEqual(['m', 'g', 'b']);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('places the group where its topmost member was and spans the members timing', () => {
    const doc = sampleProject();
    const { doc: next } = groupObjects(doc, 1, ['b', 'a'], 'g');
    expect(objectIds(next.scenes['1']?.jsonData.objects ?? [])).toEqual(['background-1', 'av', 'g', 'a', 'b', 'c', 'm']);
    expect(next.scenes['1']?.elements.g).toMatchObject({ enterDelay: 1, stayTime: 5 });
    expect(drawnCorners(next.scenes['1']?.jsonData.objects ?? [])).toEqual(drawnCorners(doc.scenes['1']?.jsonData.objects ?? []));
  });

  it('needs two groupable objects', () => {
    const doc = sampleProject();
    expect(groupObjects(doc, 1, ['a', 'm', 'av'])).toEqual({ doc, groupId: null });
    expect(groupObjects(doc, 1, []).doc).toBe(doc);
  });
});

describe('ungroupObjects', () => {
  it('gives the members back in place, with the group timing and row', () => {
    const doc = sampleProject();
    const grouped = groupObjects(doc, 1, ['a', 'c'], 'g').doc;
    const { doc: next, ids } = ungroupObjects(grouped, 1, 'g');
    expect(ids).toEqual(['a', 'c']);
    const scene = next.scenes['1'];
    expect(objectIds(scene?.jsonData.objects ?? [])).toEqual(['background-1', 'av', 'b', 'a', 'c', 'm']);
    const byId = (objects: readonly CanvasObject[] | undefined, id: string) => objects?.find((object) => object.id === id);
    for (const id of ['a', 'c']) expect(byId(scene?.jsonData.objects, id)).toEqual(byId(doc.scenes['1']?.jsonData.objects, id));
    expect(scene?.elements.a).toEqual(grouped.scenes['1']?.elements.g);
    expect(scene?.elements.c).toEqual(grouped.scenes['1']?.elements.g);
    expect(scene?.elements.g).toBeUndefined();
    expect(scene?.elementList).toEqual(['m', 'a', 'c', 'b']);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('folds the group transform, opacity and hiding into the members', () => {
    const grouped = groupObjects(sampleProject(), 1, ['a', 'b'], 'g').doc;
    const turned = updateObject(grouped, 1, 'g', { angle: 30, scaleX: 1.5, scaleY: 1.5, flipX: true, opacity: 0.5, _Hidden: true });
    const before = drawnCorners(turned.scenes['1']?.jsonData.objects ?? []);
    const { doc: next } = ungroupObjects(turned, 1, 'g');
    const after = drawnCorners(next.scenes['1']?.jsonData.objects ?? []);
    for (const id of ['a', 'b']) {
      after[id]?.forEach((corner, index) => {
        expect(corner.x).toBeCloseTo(before[id]?.[index]?.x ?? Number.NaN, 6);
        expect(corner.y).toBeCloseTo(before[id]?.[index]?.y ?? Number.NaN, 6);
      });
    }
    // A 30° group flipped left to right turns b's 45° the other way: 30 - 45 = -15, i.e. 345°.
    expect(next.scenes['1']?.jsonData.objects.find((object) => object.id === 'b')).toMatchObject({ opacity: 0.5, _Hidden: true, flipX: true, angle: 345, scaleX: 1.5 });
  });

  it('leaves other objects alone and refuses unknown ids', () => {
    const doc = sampleProject();
    expect(ungroupObjects(doc, 1, 'a')).toEqual({ doc, ids: [] });
    expect(() => ungroupObjects(doc, 1, 'nope')).toThrow(expect.objectContaining({ code: 'UNKNOWN_OBJECT' }));
  });

  it('round-trips the drawn corners of random objects (property)', () => {
    const placement = fc.record({
      left: fc.integer({ min: -300, max: 1500 }),
      top: fc.integer({ min: -300, max: 900 }),
      width: fc.integer({ min: 1, max: 600 }),
      height: fc.integer({ min: 1, max: 600 }),
      scaleX: fc.double({ min: 0.1, max: 3, noNaN: true }),
      scaleY: fc.double({ min: 0.1, max: 3, noNaN: true }),
      angle: fc.integer({ min: 0, max: 359 }),
      flipX: fc.boolean(),
      flipY: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(placement, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 0, max: 359 }),
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        (placements, angle, scale) => {
          let doc = testProject([{}]);
          placements.forEach((fields, index) => {
            doc = addObject(doc, 1, text(`o${index}`, fields));
          });
          const ids = placements.map((_, index) => `o${index}`);
          const grouped = groupObjects(doc, 1, ids, 'g').doc;
          const before = drawnCorners(doc.scenes['1']?.jsonData.objects ?? []);
          const check = (after: Record<string, { x: number; y: number }[]>, expected: Record<string, { x: number; y: number }[]>) => {
            for (const id of ids) {
              after[id]?.forEach((corner, index) => {
                expect(corner.x).toBeCloseTo(expected[id]?.[index]?.x ?? Number.NaN, 4);
                expect(corner.y).toBeCloseTo(expected[id]?.[index]?.y ?? Number.NaN, 4);
              });
            }
          };
          check(drawnCorners(grouped.scenes['1']?.jsonData.objects ?? []), before);
          // An evenly scaled, turned group ungroups exactly.
          const moved = updateObject(grouped, 1, 'g', { angle, scaleX: scale, scaleY: scale });
          const ungrouped = ungroupObjects(moved, 1, 'g').doc;
          check(drawnCorners(ungrouped.scenes['1']?.jsonData.objects ?? []), drawnCorners(moved.scenes['1']?.jsonData.objects ?? []));
          expect(parseProjectDocument(ungrouped)).toEqual(ungrouped);
        },
      ),
      { numRuns: 60 },
    );
  });
});
