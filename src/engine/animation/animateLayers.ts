import { type Affine, applyAffine, invertAffine, multiplyAffine } from '../../scene/affine';
import { animationDefinition } from '../../scene/effects/animations';
import { textAnimationDefinition } from '../../scene/effects/textAnimations';
import type { ElementTiming } from '../../scene/schema/elementTiming';
import type { DrawLayer, UnitClip } from '../timeline/drawList';
import { ease } from './easing';
import { type AnimationPose, loopPose, motionPose, type PoseFrame, REST } from './pose';
import { animationMomentAt } from './windows';

/** The object animation "Typewriter": on a text it is the text animation of the same name. */
const TYPEWRITER_ID = 17;
const TEXT_TYPEWRITER_ID = 101;

/** The axis-aligned bounds in canvas px of a unit square placed by `matrix`. */
export function boundsOf(matrix: Affine): PoseFrame['box'] {
  const corners = [applyAffine(matrix, 0, 0), applyAffine(matrix, 1, 0), applyAffine(matrix, 0, 1), applyAffine(matrix, 1, 1)];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * The canvas-space map that moves a box placed by `rest` into `pose`: scale along the box's own
 * axes about its centre, then a turn about the centre, then the move.
 */
export function poseAffine(pose: AnimationPose, rest: Affine): Affine {
  const [cx, cy] = applyAffine(rest, 0.5, 0.5);
  const radians = (pose.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const turn: Affine = [cos, sin, -sin, cos, cx - cos * cx + sin * cy + pose.translateX, cy - sin * cx - cos * cy + pose.translateY];
  if (pose.scaleX === 1 && pose.scaleY === 1) return turn;
  const inverse = invertAffine(rest);
  const localScale: Affine = [pose.scaleX, 0, 0, pose.scaleY, 0.5 - 0.5 * pose.scaleX, 0.5 - 0.5 * pose.scaleY];
  const scale: Affine = inverse ? multiplyAffine(rest, multiplyAffine(localScale, inverse)) : [pose.scaleX, 0, 0, pose.scaleY, cx - pose.scaleX * cx, cy - pose.scaleY * cy];
  return multiplyAffine(turn, scale);
}

/** The overlap of two clips (either may be absent); null when it is empty. */
export function intersectClip(a: UnitClip | undefined, b: UnitClip | undefined): UnitClip | undefined | null {
  if (!a) return b;
  if (!b) return a;
  const clip = { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
  return clip.x1 <= clip.x0 || clip.y1 <= clip.y0 ? null : clip;
}

/**
 * A clip given in an outer unit square, in the unit square of a layer placed in it by `inner`
 * (layer unit square -> outer unit square): undefined when it covers the whole layer or `inner`
 * is turned (then the layer is not clipped), null when nothing of the layer shows.
 */
export function clipThrough(clip: UnitClip, inner: Affine): UnitClip | undefined | null {
  const [a, b, c, d, e, f] = inner;
  if (Math.abs(b) > 1e-9 || Math.abs(c) > 1e-9 || Math.abs(a) < 1e-12 || Math.abs(d) < 1e-12) return undefined;
  const xs = [(clip.x0 - e) / a, (clip.x1 - e) / a].sort((p, q) => p - q) as [number, number];
  const ys = [(clip.y0 - f) / d, (clip.y1 - f) / d].sort((p, q) => p - q) as [number, number];
  const local = { x0: Math.max(0, xs[0]), y0: Math.max(0, ys[0]), x1: Math.min(1, xs[1]), y1: Math.min(1, ys[1]) };
  if (local.x1 <= local.x0 || local.y1 <= local.y0) return null;
  const isWhole = local.x0 <= 1e-9 && local.y0 <= 1e-9 && local.x1 >= 1 - 1e-9 && local.y1 >= 1 - 1e-9;
  return isWhole ? undefined : local;
}

/**
 * A layer moved into a pose: its matrix through {@link poseAffine} about the box `rest` (the
 * animated object's rest matrix), opacity multiplied, the pose's clip (in the object's unit square)
 * carried into the layer's; null when the clip hides it all.
 */
export function posedLayer<L extends DrawLayer>(layer: L, pose: AnimationPose, rest: Affine, delta = poseAffine(pose, rest)): L | null {
  let clip = layer.clip;
  if (pose.clip) {
    const inverse = invertAffine(rest);
    const through = inverse ? clipThrough(pose.clip, multiplyAffine(inverse, layer.matrix)) : undefined;
    if (through === null) return null;
    const both = intersectClip(clip, through);
    if (both === null) return null;
    clip = both;
  }
  const moved: L = { ...layer, matrix: multiplyAffine(delta, layer.matrix), opacity: layer.opacity * pose.opacity, restMatrix: layer.restMatrix ?? layer.matrix };
  if (clip) moved.clip = clip;
  return moved;
}

/**
 * The layers of one top-level object as its animations show them at scene-local time
 * `localTime` (see `animationMomentAt` for the windows): `objectMatrix` is the object's rest
 * unit square -> canvas map. A text animation (or Typewriter on a text) marks the text layer
 * to be drawn unit by unit; unknown ids and "None"/"Steady" leave the layers at rest.
 */
export function animateLayers(layers: DrawLayer[], objectMatrix: Affine, timing: ElementTiming, localTime: number, canvas: { width: number; height: number }): DrawLayer[] {
  const moment = animationMomentAt(timing, localTime);
  const frame: PoseFrame = { box: boundsOf(objectMatrix), canvas };
  let pose: AnimationPose = REST;
  if (moment.slot === 'place') {
    const definition = animationDefinition(moment.id);
    if (definition?.kind === 'place') pose = loopPose(definition.loop, moment.phase, frame);
  } else {
    const isExit = moment.slot === 'exit';
    const only = layers.length === 1 ? layers[0] : undefined;
    const textAnimation = textAnimationDefinition(only?.kind === 'text' && moment.id === TYPEWRITER_ID ? TEXT_TYPEWRITER_ID : moment.id);
    if (textAnimation && only?.kind === 'text') {
      const { kind, motion, easing, overlap } = textAnimation;
      return [{ ...only, units: { kind, motion, easing, overlap, progress: moment.progress, isExit } }];
    }
    const definition = textAnimation ?? animationDefinition(moment.id);
    if (definition && definition.kind !== 'place') {
      pose = motionPose(definition.motion, ease(definition.easing, isExit ? 1 - moment.progress : moment.progress), frame);
    }
  }
  if (pose === REST) return layers;
  const delta = poseAffine(pose, objectMatrix);
  return layers.flatMap((layer) => posedLayer(layer, pose, objectMatrix, delta) ?? []);
}
