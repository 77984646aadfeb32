import { describe, expect, it } from 'vitest';
import { testProject } from '../../tests/support/testDocument';
import { projectLength, projectLengthLimit, sceneAt, sceneOrder, sceneSpans, sceneStartTimes } from './timing';

/** Scenes of 4, 2 (the minimum) and 3.36 seconds; scene 2 deleted in the play order. */
const doc = testProject(
  [
    { id: 1, elements: { a: { timing: { enterDelay: 1, stayTime: 3 } } } },
    { id: 2, elements: { a: { timing: { stayTime: 9 } } } },
    { id: 3, elements: { a: { timing: { stayTime: 1 } } } },
    { id: 4, elements: { a: { timing: { enterDelay: 0.36, stayTime: 3 } } } },
  ],
  [1, -1, 3, 4],
);

describe('sceneOrder', () => {
  it('is sceneArr without deleted slots', () => {
    expect(sceneOrder(doc)).toEqual([1, 3, 4]);
  });
});

describe('project timeline', () => {
  it('puts scenes back to back', () => {
    expect(sceneSpans(doc)).toEqual([
      { sceneId: 1, index: 0, start: 0, end: 4, length: 4 },
      { sceneId: 3, index: 1, start: 4, end: 6, length: 2 },
      { sceneId: 4, index: 2, start: 6, end: 9.36, length: 3.36 },
    ]);
    expect(sceneStartTimes(doc)).toEqual([0, 4, 6]);
    expect(projectLength(doc)).toBe(9.36);
  });

  it('is empty when every slot is deleted', () => {
    const empty = { ...doc, currentScene: { sceneArr: [-1, -1], arr: [] } };
    expect(sceneSpans(empty)).toEqual([]);
    expect(projectLength(empty)).toBe(0);
    expect(sceneAt(empty, 1)).toBeNull();
  });
});

describe('sceneAt', () => {
  it('finds the scene and the time inside it', () => {
    expect(sceneAt(doc, 0)).toEqual({ sceneId: 1, index: 0, localTime: 0 });
    expect(sceneAt(doc, 3.96)).toEqual({ sceneId: 1, index: 0, localTime: 3.96 });
    expect(sceneAt(doc, 4)).toEqual({ sceneId: 3, index: 1, localTime: 0 });
    expect(sceneAt(doc, 6.36)).toEqual({ sceneId: 4, index: 2, localTime: 0.36 });
    expect(sceneAt(doc, 159 / 25)).toEqual({ sceneId: 4, index: 2, localTime: 0.36 });
  });

  it('gives the last scene its end and clamps outside the project', () => {
    expect(sceneAt(doc, 9.36)).toEqual({ sceneId: 4, index: 2, localTime: 3.36 });
    expect(sceneAt(doc, 50)).toEqual({ sceneId: 4, index: 2, localTime: 3.36 });
    expect(sceneAt(doc, -1)).toEqual({ sceneId: 1, index: 0, localTime: 0 });
  });
});

describe('projectLengthLimit', () => {
  it('measures the video against 240 s in avatar mode and 120 s otherwise', () => {
    const doc = testProject([{ duration: 100 }, { duration: 30 }]);
    expect(projectLengthLimit(doc)).toEqual({ length: 130, maximum: 240, isOver: false });
    expect(projectLengthLimit({ ...doc, mode: 1 })).toEqual({ length: 130, maximum: 120, isOver: true });
  });
});
