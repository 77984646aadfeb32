/**
 * A 2D affine map `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f (canvas convention:
 * y points down, so positive angles turn clockwise).
 */
export type Affine = readonly [a: number, b: number, c: number, d: number, e: number, f: number];

/** `outer` after `inner`: maps a point through `inner`, then `outer`. */
export function multiplyAffine(outer: Affine, inner: Affine): Affine {
  const [a1, b1, c1, d1, e1, f1] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/** Scales by (sx, sy). */
export function scaleAffine(sx: number, sy: number): Affine {
  return [sx, 0, 0, sy, 0, 0];
}

/** A point, in the space of an affine map. */
export type Point = { x: number; y: number };

/** Where a point lands, as a point. */
export function applyAffineToPoint(matrix: Affine, point: Point): Point {
  const [a, b, c, d, e, f] = matrix;
  return { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f };
}

/** The inverse map, or null when the map squashes the plane (a zero-size box). */
export function invertAffine(matrix: Affine): Affine | null {
  const [a, b, c, d, e, f] = matrix;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** Where a point lands. */
export function applyAffine(matrix: Affine, x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

/**
 * The unit square -> canvas map of an object box, the one transform by which the engine draws an
 * object and the editor's overlay frames, hit-tests and moves it: `left`/`top` is the top-left corner before
 * rotation, the box is `width * scaleX` by `height * scaleY`, rotated clockwise by `angle` degrees
 * about its centre and mirrored about its centre by the flips.
 */
export function objectAffine(box: {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
}): Affine {
  const width = box.width * box.scaleX;
  const height = box.height * box.scaleY;
  const radians = (box.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const signedWidth = box.flipX ? -width : width;
  const signedHeight = box.flipY ? -height : height;
  const a = cos * signedWidth;
  const b = sin * signedWidth;
  const c = -sin * signedHeight;
  const d = cos * signedHeight;
  const centreX = box.left + width / 2;
  const centreY = box.top + height / 2;
  return [a, b, c, d, centreX - (a + c) / 2, centreY - (b + d) / 2];
}
