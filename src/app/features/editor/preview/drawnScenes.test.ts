import { describe, expect, it } from 'vitest';
import { withDrawnScene } from './drawnScenes';

const frame = (view: { kind: 'scene'; sceneId: number } | { kind: 'timeline' }) => ({ type: 'frame' as const, frame: 0, drawnAt: 0, view });

describe('withDrawnScene', () => {
  it('adds a scene once a frame of it at rest is drawn', () => {
    const drawn = withDrawnScene(new Set(), frame({ kind: 'scene', sceneId: 2 }));
    expect([...drawn]).toEqual([2]);
    expect([...withDrawnScene(drawn, frame({ kind: 'scene', sceneId: 5 }))]).toEqual([2, 5]);
  });

  it('keeps the same set for a scene drawn before, a timeline frame or another event', () => {
    const drawn: ReadonlySet<number> = new Set([2]);
    expect(withDrawnScene(drawn, frame({ kind: 'scene', sceneId: 2 }))).toBe(drawn);
    expect(withDrawnScene(drawn, frame({ kind: 'timeline' }))).toBe(drawn);
    expect(withDrawnScene(drawn, { type: 'contextlost' })).toBe(drawn);
  });
});
