import { describe, expect, it } from 'vitest';
import { applyAffine } from '../../scene/affine';
import { ANIMATIONS } from '../../scene/effects/animations';
import { TEXT_ANIMATIONS } from '../../scene/effects/textAnimations';
import { elementTimingSchema } from '../../scene/schema/elementTiming';
import { animateLayers, clipThrough, poseAffine } from './animateLayers';
import { ease } from './easing';
import { loopPose, motionPose, REST, type AnimationPose, type PoseFrame } from './pose';
import { animationMomentAt } from './windows';
import type { DrawLayer } from '../timeline/drawList';

const frame: PoseFrame = { box: { x: 800, y: 400, width: 300, height: 200 }, canvas: { width: 1920, height: 1080 } };

function expectRest(pose: AnimationPose, label: string) {
  expect(pose.translateX, label).toBeCloseTo(0, 9);
  expect(pose.translateY, label).toBeCloseTo(0, 9);
  expect(pose.scaleX, label).toBeCloseTo(1, 9);
  expect(pose.scaleY, label).toBeCloseTo(1, 9);
  expect(pose.rotation % 360, label).toBeCloseTo(0, 9);
  expect(pose.opacity, label).toBeCloseTo(1, 9);
  expect(pose.clip, label).toBeNull();
}

/** The pose of an enter/exit definition at slot progress p, as the engine takes it. */
function poseAt(definition: (typeof ANIMATIONS)[number] | (typeof TEXT_ANIMATIONS)[number], p: number, isExit: boolean) {
  if (!('motion' in definition)) throw new Error('not an enter or exit animation');
  return motionPose(definition.motion, ease(definition.easing, isExit ? 1 - p : p), frame);
}

describe('easing', () => {
  it('keeps 0 and 1 for every easing', () => {
    for (const easing of ['linear', 'out', 'back', 'bounce', 'steps'] as const) {
      expect(ease(easing, 0)).toBeCloseTo(0, 9);
      expect(ease(easing, 1)).toBeCloseTo(1, 9);
    }
  });
});

describe('every animation at p = 0, 0.5 and 1', () => {
  for (const definition of [...ANIMATIONS, ...TEXT_ANIMATIONS]) {
    const kind = 'kind' in definition ? definition.kind : 'enter';
    if (kind === 'place' && 'loop' in definition) {
      it(`${definition.id} ${definition.name} (in place) loops from rest to rest`, () => {
        expectRest(loopPose(definition.loop, 0, frame), 'phase 0');
        expectRest(loopPose(definition.loop, 1, frame), 'phase 1');
        const middle = loopPose(definition.loop, 0.5, frame);
        expect(Number.isFinite(middle.translateX + middle.translateY + middle.scaleX + middle.rotation + middle.opacity)).toBe(true);
        expect(middle.opacity).toBeGreaterThanOrEqual(0);
      });
      continue;
    }
    const isExit = kind === 'exit';
    it(`${definition.id} ${definition.name} (${kind}) ${isExit ? 'starts' : 'ends'} at rest`, () => {
      expectRest(poseAt(definition, isExit ? 0 : 1, isExit), isExit ? 'exit at 0' : 'enter at 1');
      const start = poseAt(definition, isExit ? 1 : 0, isExit);
      const middle = poseAt(definition, 0.5, isExit);
      expect(middle.opacity).toBeGreaterThanOrEqual(0);
      expect(middle.opacity).toBeLessThanOrEqual(1);
      if (definition.name === 'None') expectRest(start, 'none');
      else expect(start, 'the far end differs from rest').not.toEqual(REST);
    });
  }

  it('gives exact values for the plain ones', () => {
    const byName = (name: string) => ANIMATIONS.find((definition) => definition.name === name)!;
    expect(poseAt(byName('Fade In'), 0, false).opacity).toBe(0);
    expect(poseAt(byName('Fade In'), 0.5, false).opacity).toBeCloseTo(0.875);
    expect(poseAt(byName('Slide In Left'), 0, false).translateX).toBe(-1100);
    expect(poseAt(byName('Slide In Right'), 0, false).translateX).toBe(1120);
    expect(poseAt(byName('Slide In Top'), 0, false).translateY).toBe(-600);
    expect(poseAt(byName('Slide In Bottom'), 0, false).translateY).toBe(680);
    expect(poseAt(byName('Wipe Left'), 0.5, false).clip).toEqual({ x0: 0, y0: 0, x1: 0.875, y1: 1 });
    expect(poseAt(byName('Wipe Bottom'), 0, false).clip).toEqual({ x0: 0, y0: 1, x1: 1, y1: 1 });
    expect(poseAt(byName('Zoom In'), 0, false)).toMatchObject({ scaleX: 0.3, scaleY: 0.3, opacity: 0 });
    expect(poseAt(byName('Fade Out'), 0.5, true).opacity).toBeCloseTo(0.875);
    expect(poseAt(byName('Slide Out Left'), 1, true).translateX).toBe(-1100);
    expect(loopPose({ type: 'float', amount: 0.06 }, 0.25, frame).translateY).toBeCloseTo(-12);
    expect(loopPose({ type: 'spin' }, 0.5, frame).rotation).toBe(180);
  });
});

describe('animation windows', () => {
  const timing = elementTimingSchema.parse({
    enterDelay: 1,
    stayTime: 4,
    enter: 1,
    exit: 0.5,
    animation: { enter: { id: 2 }, exit: { id: 22 }, place: { id: 39 } },
  });

  it('run enter in the first `enter` seconds, exit in the last `exit` seconds, place between', () => {
    expect(animationMomentAt(timing, 1)).toEqual({ slot: 'enter', id: 2, progress: 0 });
    expect(animationMomentAt(timing, 1.5)).toEqual({ slot: 'enter', id: 2, progress: 0.5 });
    expect(animationMomentAt(timing, 2)).toEqual({ slot: 'place', id: 39, phase: 0 });
    expect(animationMomentAt(timing, 2.6)).toEqual({ slot: 'place', id: 39, phase: 0.5 });
    expect(animationMomentAt(timing, 3.2)).toEqual({ slot: 'place', id: 39, phase: 0 });
    expect(animationMomentAt(timing, 4.5)).toEqual({ slot: 'exit', id: 22, progress: 0 });
    expect(animationMomentAt(timing, 4.75)).toEqual({ slot: 'exit', id: 22, progress: 0.5 });
    expect(animationMomentAt(timing, 5)).toEqual({ slot: 'exit', id: 22, progress: 1 });
  });

  it('skip enter and exit of zero length and read missing slots as the defaults', () => {
    const plain = elementTimingSchema.parse({ enterDelay: 0, stayTime: 3 });
    expect(animationMomentAt(plain, 0)).toEqual({ slot: 'place', id: 34, phase: 0 });
    expect(animationMomentAt(plain, 3)).toMatchObject({ slot: 'place', id: 34 });
  });
});

describe('poses on layers', () => {
  const matrix = [300, 0, 0, 200, 800, 400] as const;
  const layer: DrawLayer = { id: 'a', kind: 'solid', color: '#fff', matrix, opacity: 0.8, pixelScale: 1 };

  it('scale about the centre, turn about the centre and move', () => {
    const delta = poseAffine({ ...REST, scaleX: 2, scaleY: 2, rotation: 90, translateX: 10 }, matrix);
    const centre = applyAffine(delta, 950, 500);
    expect(centre[0]).toBeCloseTo(960);
    expect(centre[1]).toBeCloseTo(500);
    const corner = applyAffine(delta, 800, 400);
    expect(corner[0]).toBeCloseTo(950 + 200 + 10);
    expect(corner[1]).toBeCloseTo(500 - 300);
  });

  it('carry a clip into members placed inside the object', () => {
    expect(clipThrough({ x0: 0, y0: 0, x1: 0.5, y1: 1 }, [0.5, 0, 0, 1, 0.25, 0])).toEqual({ x0: 0, y0: 0, x1: 0.5, y1: 1 });
    expect(clipThrough({ x0: 0, y0: 0, x1: 0.2, y1: 1 }, [0.5, 0, 0, 1, 0.25, 0])).toBeNull();
    expect(clipThrough({ x0: 0, y0: 0, x1: 0.9, y1: 1 }, [0.5, 0, 0, 1, 0.25, 0])).toBeUndefined();
  });

  it('animate a layer by its timing: off rest while entering, at rest after, clipped while wiping', () => {
    const timing = elementTimingSchema.parse({ stayTime: 4, enter: 1, exit: 1, animation: { enter: { id: 2 }, exit: { id: 30 }, place: { id: 34 } } });
    const canvas = { width: 1920, height: 1080 };
    const [entering] = animateLayers([layer], matrix, timing, 0, canvas);
    expect(entering!.matrix[4]).toBe(800 - 1100);
    expect(entering!.restMatrix).toEqual(matrix);
    expect(animateLayers([layer], matrix, timing, 2, canvas)).toEqual([layer]);
    const [wiping] = animateLayers([layer], matrix, timing, 3.5, canvas);
    expect(wiping!.clip!.x1).toBeCloseTo(0.875);
    expect(animateLayers([layer], matrix, timing, 4, canvas)).toEqual([]);
  });

  it('mark a text with a text animation to be drawn by unit', () => {
    const text: DrawLayer = { ...layer, kind: 'text', spec: {} as never };
    const timing = elementTimingSchema.parse({ stayTime: 4, enter: 2, animation: { enter: { id: 17 }, exit: { id: 5 }, place: { id: 34 } } });
    const [marked] = animateLayers([text], matrix, timing, 1, { width: 1920, height: 1080 });
    expect(marked).toMatchObject({ kind: 'text', units: { kind: 'char', progress: 0.5, isExit: false } });
  });
});
