import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testProject } from '../../../tests/support/testDocument';
import { type LayerMove, layerMoves, moveLayer } from './layers';

const doc = testProject([{ elements: { a: {}, b: {}, c: {}, d: {} } }, { elements: { only: {} } }]);
const order = (next: typeof doc, sceneId = 1) => next.scenes[String(sceneId)]?.jsonData.objects.map((object) => object.id);
const scene1 = doc.scenes['1'] as NonNullable<(typeof doc.scenes)[string]>;

describe('layerMoves', () => {
  it('disables Back and Backward at the bottom, Forward and Front at the top', () => {
    expect(layerMoves(scene1, 'a')).toEqual({ back: false, backward: false, forward: true, front: true });
    expect(layerMoves(scene1, 'b')).toEqual({ back: true, backward: true, forward: true, front: true });
    expect(layerMoves(scene1, 'd')).toEqual({ back: true, backward: true, forward: false, front: false });
  });

  it('disables everything for a lone object, the background and unknown ids', () => {
    const none = { back: false, backward: false, forward: false, front: false };
    expect(layerMoves(doc.scenes['2'] as never, 'only')).toEqual(none);
    expect(layerMoves(scene1, 'background-1')).toEqual(none);
    expect(layerMoves(scene1, 'nope')).toEqual(none);
  });
});

describe('moveLayer', () => {
  it('moves one step or to either end, never below the background', () => {
    expect(order(moveLayer(doc, 1, 'c', 'back'))).toEqual(['background-1', 'c', 'a', 'b', 'd']);
    expect(order(moveLayer(doc, 1, 'c', 'backward'))).toEqual(['background-1', 'a', 'c', 'b', 'd']);
    expect(order(moveLayer(doc, 1, 'b', 'forward'))).toEqual(['background-1', 'a', 'c', 'b', 'd']);
    expect(order(moveLayer(doc, 1, 'a', 'front'))).toEqual(['background-1', 'b', 'c', 'd', 'a']);
    expect(order(doc)).toEqual(['background-1', 'a', 'b', 'c', 'd']);
    expect(moveLayer(doc, 1, 'a', 'front').scenes['2']).toBe(doc.scenes['2']);
  });

  it('answers the same document for a disabled move', () => {
    expect(moveLayer(doc, 1, 'a', 'back')).toBe(doc);
    expect(moveLayer(doc, 1, 'd', 'forward')).toBe(doc);
    expect(moveLayer(doc, 1, 'background-1', 'front')).toBe(doc);
    expect(moveLayer(doc, 2, 'only', 'front')).toBe(doc);
  });

  it('always gives a permutation with the background first (property)', () => {
    const moves = fc.constantFrom<LayerMove>('back', 'backward', 'forward', 'front');
    const ids = fc.constantFrom('background-1', 'a', 'b', 'c', 'd', 'nope');
    fc.assert(
      fc.property(fc.array(fc.tuple(ids, moves), { maxLength: 30 }), (steps) => {
        let next = doc;
        for (const [id, move] of steps) {
          const before = order(next);
          const allowed = layerMoves(next.scenes['1'] as never, id)[move];
          const after = moveLayer(next, 1, id, move);
          expect(after === next).toBe(!allowed);
          next = after;
          expect([...(order(next) ?? [])].sort()).toEqual([...(before ?? [])].sort());
        }
        expect(order(next)?.[0]).toBe('background-1');
      }),
    );
  });
});
