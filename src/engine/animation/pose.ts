import type { LoopMotion, Motion, Side } from '../../scene/effects/animations';
import type { UnitClip } from '../timeline/drawList';

/**
 * What an animation does to a layer at one moment, relative to rest: a move in canvas px, a
 * scale about the box centre along the box's own axes, a turn about the centre (degrees
 * clockwise), an opacity factor and the part of the box that shows (null: all of it).
 */
export type AnimationPose = { translateX: number; translateY: number; scaleX: number; scaleY: number; rotation: number; opacity: number; clip: UnitClip | null };

/** The pose at rest: nothing moved. */
export const REST: AnimationPose = Object.freeze({ translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, clip: null });

/** Where a layer is: its axis-aligned bounds in canvas px and the canvas size. */
export type PoseFrame = { box: { x: number; y: number; width: number; height: number }; canvas: { width: number; height: number } };

const lerp = (from: number, to: number, q: number) => from + (to - from) * q;

/** Move (dx, dy) that puts the box `distance` away from rest on `side`: just off the canvas for 'out', else a fraction of the box. */
function offset(side: Side, distance: 'out' | number, { box, canvas }: PoseFrame): { dx: number; dy: number } {
  if (distance === 'out') {
    if (side === 'left') return { dx: -(box.x + box.width), dy: 0 };
    if (side === 'right') return { dx: canvas.width - box.x, dy: 0 };
    if (side === 'top') return { dx: 0, dy: -(box.y + box.height) };
    return { dx: 0, dy: canvas.height - box.y };
  }
  if (side === 'left') return { dx: -distance * box.width, dy: 0 };
  if (side === 'right') return { dx: distance * box.width, dy: 0 };
  if (side === 'top') return { dx: 0, dy: -distance * box.height };
  return { dx: 0, dy: distance * box.height };
}

/**
 * The pose of an enter/exit motion at shaped progress `q` (0 = the motion's start pose, 1 = rest;
 * easings such as `back` may pass 1 a little).
 */
export function motionPose(motion: Motion, q: number, frame: PoseFrame): AnimationPose {
  const gone = 1 - q;
  switch (motion.type) {
    case 'none':
      return REST;
    case 'fade':
      return { ...REST, opacity: clamp01(q) };
    case 'slide': {
      const { dx, dy } = offset(motion.from, motion.distance, frame);
      return { ...REST, translateX: dx * gone, translateY: dy * gone, opacity: motion.fade ? clamp01(q) : 1 };
    }
    case 'zoom': {
      const scale = Math.max(0, lerp(motion.scale, 1, q));
      return { ...REST, scaleX: scale, scaleY: scale, opacity: motion.fade ? clamp01(q) : 1 };
    }
    case 'wipe': {
      const shown = clamp01(q);
      const clip =
        motion.from === 'left'
          ? { x0: 0, y0: 0, x1: shown, y1: 1 }
          : motion.from === 'right'
            ? { x0: 1 - shown, y0: 0, x1: 1, y1: 1 }
            : motion.from === 'top'
              ? { x0: 0, y0: 0, x1: 1, y1: shown }
              : { x0: 0, y0: 1 - shown, x1: 1, y1: 1 };
      return { ...REST, clip: shown >= 1 ? null : clip };
    }
    case 'iris': {
      const half = clamp01(q) / 2;
      return { ...REST, clip: half >= 0.5 ? null : { x0: 0.5 - half, y0: 0.5 - half, x1: 0.5 + half, y1: 0.5 + half } };
    }
    case 'turn': {
      const scale = Math.max(0, lerp(motion.scale, 1, q));
      return { ...REST, rotation: motion.turns * 360 * gone, scaleX: scale, scaleY: scale, opacity: clamp01(q) };
    }
    case 'flip':
      return motion.axis === 'x' ? { ...REST, scaleX: Math.max(0, q) } : { ...REST, scaleY: Math.max(0, q) };
  }
}

/** The pose of an in-place motion at loop phase `phase` (0..1; rest at 0). */
export function loopPose(loop: LoopMotion, phase: number, { box }: PoseFrame): AnimationPose {
  const wave = Math.sin(2 * Math.PI * phase);
  const swell = (1 - Math.cos(2 * Math.PI * phase)) / 2;
  switch (loop.type) {
    case 'steady':
      return REST;
    case 'pulse': {
      const scale = 1 + loop.amount * Math.sin(Math.PI * phase * loop.beats) ** 2;
      return { ...REST, scaleX: scale, scaleY: scale };
    }
    case 'float':
      return { ...REST, translateY: -loop.amount * box.height * wave };
    case 'wiggle':
      return { ...REST, rotation: loop.amount * wave };
    case 'spin':
      return { ...REST, rotation: 360 * phase };
    case 'breathe':
      return { ...REST, scaleX: 1 + loop.amount * swell, scaleY: 1 + loop.amount * swell, opacity: 1 - loop.amount * 2 * swell };
    case 'blink':
      return { ...REST, opacity: 1 - loop.amount * swell };
    case 'shake':
      return { ...REST, translateX: loop.amount * box.width * Math.sin(2 * Math.PI * 3 * phase) };
  }
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
