import { type Affine, applyAffineToPoint, type Point } from '../affine';
import type { CanvasObject } from '../schema/canvasObject';
import { roundTo } from '../time';

/** The placement fields of a canvas object (see the canvas object schema for their meaning). */
export type Placement = Pick<CanvasObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'angle' | 'flipX' | 'flipY'>;

const DEGREES = Math.PI / 180;

/** Decimals kept on composed placements: far below a pixel, enough to drop float noise (29.999999999999996°). */
const PLACEMENT_DECIMALS = 9;

/**
 * The map from an object's own unscaled box (0..width, 0..height) to its parent's space (the
 * canvas, or its group's space): scale, flip and rotate about the centre, then place so that the
 * unrotated box's top-left corner is at (left, top).
 */
export function placementMatrix(placement: Placement): Affine {
  const cos = Math.cos(placement.angle * DEGREES);
  const sin = Math.sin(placement.angle * DEGREES);
  const sx = placement.scaleX * (placement.flipX ? -1 : 1);
  const sy = placement.scaleY * (placement.flipY ? -1 : 1);
  const [a, b, c, d] = [cos * sx, sin * sx, -sin * sy, cos * sy];
  const centre = { x: placement.left + (placement.width * placement.scaleX) / 2, y: placement.top + (placement.height * placement.scaleY) / 2 };
  const half = { x: placement.width / 2, y: placement.height / 2 };
  return [a, b, c, d, centre.x - a * half.x - c * half.y, centre.y - b * half.x - d * half.y];
}

/** The four corners of an object as drawn, in its parent's space: top-left, top-right, bottom-right, bottom-left of its own box. */
export function placementCorners(placement: Placement): Point[] {
  const matrix = placementMatrix(placement);
  const { width: w, height: h } = placement;
  return [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ].map((point) => applyAffineToPoint(matrix, point));
}

/** The axis-aligned box around objects as drawn, in their parent's space; null for none. */
export function boundingBox(placements: readonly Placement[]): { left: number; top: number; width: number; height: number } | null {
  const points = placements.flatMap(placementCorners);
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/**
 * A group member's placement in the group's parent space, so that it looks the same outside the
 * group: the group's scale, flips and rotation are folded into the member's. Exact unless the group
 * is scaled unevenly and the member is turned by other than a multiple of 90°, which would need a
 * skew: then the skew is dropped (the member keeps its centre, area-faithful scales and the
 * direction of its width). Flips combine (group flip xor member flip); values are rounded to 9
 * decimals and the angle brought into [0, 360).
 * @param group - the group's placement
 * @param member - the member's placement in the group's space
 */
export function composePlacement(group: Placement, member: Placement): Placement {
  const [ga, gb, gc, gd] = placementMatrix(group);
  const [ma, mb, mc, md] = placementMatrix(member);
  const flipX = group.flipX !== member.flipX;
  const flipY = group.flipY !== member.flipY;
  // The composed linear part with the combined flips taken out: a rotation times a scale (plus any skew).
  const fx = flipX ? -1 : 1;
  const fy = flipY ? -1 : 1;
  const a = (ga * ma + gc * mb) * fx;
  const b = (gb * ma + gd * mb) * fx;
  const c = (ga * mc + gc * md) * fy;
  const d = (gb * mc + gd * md) * fy;
  const angle = Math.atan2(b, a);
  const scaleX = Math.hypot(a, b);
  const scaleY = Math.max(0, -c * Math.sin(angle) + d * Math.cos(angle));
  const centre = applyAffineToPoint(placementMatrix(group), {
    x: member.left + (member.width * member.scaleX) / 2,
    y: member.top + (member.height * member.scaleY) / 2,
  });
  const degrees = roundTo((((angle / DEGREES) % 360) + 360) % 360, PLACEMENT_DECIMALS);
  return {
    left: roundTo(centre.x - (member.width * scaleX) / 2, PLACEMENT_DECIMALS),
    top: roundTo(centre.y - (member.height * scaleY) / 2, PLACEMENT_DECIMALS),
    width: member.width,
    height: member.height,
    scaleX: roundTo(scaleX, PLACEMENT_DECIMALS),
    scaleY: roundTo(scaleY, PLACEMENT_DECIMALS),
    angle: degrees === 360 ? 0 : degrees,
    flipX,
    flipY,
  };
}
