import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testProject } from '../../../tests/support/testDocument';
import { liveSceneIds, moveScene } from './sceneOrder';
import { SceneOpError } from './SceneOpError';

describe('liveSceneIds', () => {
  it('lists the play order without deleted slots', () => {
    expect(liveSceneIds(testProject([{}, {}, {}], [3, -1, 1, -1, 2]))).toEqual([3, 1, 2]);
  });
});

describe('moveScene', () => {
  const doc = testProject([{}, {}, {}, {}], [1, -1, 2, 3, -1, 4]);

  it('moves among live scenes and leaves deleted slots in place', () => {
    expect(moveScene(doc, 0, 3).currentScene.sceneArr).toEqual([2, -1, 3, 4, -1, 1]);
    expect(moveScene(doc, 3, 0).currentScene.sceneArr).toEqual([4, -1, 1, 2, -1, 3]);
    expect(moveScene(doc, 1, 2).currentScene.sceneArr).toEqual([1, -1, 3, 2, -1, 4]);
    expect(moveScene(doc, 0, 3).currentScene.arr).toBe(doc.currentScene.arr);
    expect(moveScene(doc, 0, 3).scenes).toBe(doc.scenes);
    expect(doc.currentScene.sceneArr).toEqual([1, -1, 2, 3, -1, 4]);
  });

  it('answers the same document for a move to the same place', () => {
    expect(moveScene(doc, 2, 2)).toBe(doc);
  });

  it('refuses positions outside the live scenes', () => {
    for (const [from, to] of [
      [4, 0],
      [0, 4],
      [-1, 0],
      [0.5, 1],
    ] as const) {
      expect(() => moveScene(doc, from, to)).toThrow(SceneOpError);
    }
    expect(() => moveScene(doc, 0, 9)).toThrow(expect.objectContaining({ code: 'INDEX_OUT_OF_RANGE', message: 'scene position 9 is outside 0..3' }));
  });

  it('is a permutation of the live scenes that keeps the -1 slots (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (from, to) => {
        const moved = moveScene(doc, from, to);
        const live = liveSceneIds(moved);
        expect([...live].sort()).toEqual([1, 2, 3, 4]);
        expect(live[to]).toBe(liveSceneIds(doc)[from]);
        expect(moved.currentScene.sceneArr.map((id) => id === -1)).toEqual(doc.currentScene.sceneArr.map((id) => id === -1));
      }),
    );
  });
});
