import { describe, expect, it } from 'vitest';
import { firstFrameAtOrAfter, renderFrameCount, renderSegments, thumbnailFrame } from './renderSegments';
import { testProject } from '../../tests/support/testDocument';
import { transitionAt } from './transitions';
import { sceneAt } from './timing';
import { FPS } from './time';

/** Scenes 1 (4 s, 1 s transition), 2 (2.37 s, no transition), 3 (6 s, 3 s transition, unused: last). */
const doc = testProject([
  { elements: { a: { timing: { stayTime: 4 } } }, transition: 1 },
  { elements: { a: { timing: { stayTime: 2.37 } } } },
  { elements: { a: { timing: { stayTime: 6 } } }, transition: 3 },
]);

describe('firstFrameAtOrAfter', () => {
  it('rounds up to a whole frame, ignoring float noise', () => {
    expect(firstFrameAtOrAfter(0)).toBe(0);
    expect(firstFrameAtOrAfter(1.16)).toBe(29);
    expect(firstFrameAtOrAfter(1.161)).toBe(30);
    expect(firstFrameAtOrAfter(6.37)).toBe(160);
  });
});

describe('renderSegments', () => {
  it('cuts after each transition: a transition is drawn by the segment of the scene it leaves', () => {
    expect(renderSegments(doc)).toEqual([
      { index: 0, sceneId: 1, nextSceneId: 2, fromFrame: 0, toFrame: 113, firstFrameTime: 0 },
      { index: 1, sceneId: 2, nextSceneId: null, fromFrame: 113, toFrame: 160, firstFrameTime: 0.52 },
      { index: 2, sceneId: 3, nextSceneId: null, fromFrame: 160, toFrame: 310, firstFrameTime: 0.03 },
    ]);
    expect(renderFrameCount(doc)).toBe(310);
  });

  it('covers every frame once, and no segment holds a frame of a transition it does not own', () => {
    const segments = renderSegments(doc);
    for (const [position, segment] of segments.entries()) {
      expect(segment.fromFrame).toBe(position === 0 ? 0 : segments[position - 1]!.toFrame);
      for (let frame = segment.fromFrame; frame < segment.toFrame; frame++) {
        const time = frame / FPS;
        const transition = transitionAt(doc, time);
        if (transition) expect([transition.fromSceneId, transition.toSceneId]).toEqual([segment.sceneId, segment.nextSceneId]);
        else expect(sceneAt(doc, time)?.sceneId).toBe(segment.sceneId);
      }
    }
  });

  it('gives a one-scene project one segment and follows the play order', () => {
    expect(renderSegments(testProject([{ duration: 3 }]))).toEqual([{ index: 0, sceneId: 1, nextSceneId: null, fromFrame: 0, toFrame: 75, firstFrameTime: 0 }]);
    const reordered = testProject([{ duration: 2 }, { duration: 3, transition: 1 }], [2, -1, 1]);
    expect(renderSegments(reordered).map(({ sceneId, nextSceneId, fromFrame, toFrame }) => [sceneId, nextSceneId, fromFrame, toFrame])).toEqual([
      [2, 1, 0, 88],
      [1, null, 88, 125],
    ]);
  });
});

describe('thumbnailFrame', () => {
  it('shows the middle of the first scene in play order', () => {
    expect(thumbnailFrame(doc)).toBe(50);
    expect(thumbnailFrame(testProject([{ duration: 2 }, { duration: 3.1 }], [2, 1]))).toBe(38);
  });
});
