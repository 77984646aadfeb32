import { type Affine, applyAffineToPoint, objectAffine, type Point } from '../../../../scene/affine';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';

/**
 * Object geometry in canvas px, computed exactly as the engine draws it
 * (`objectAffine` of src/scene/affine.ts, and the covering background of `evaluateFrame`).
 * The overlay's frames, hit tests and marquee all go through here, so what the user grabs is what
 * the engine shows.
 */

/** A point; canvas px unless a name says otherwise. */
export type { Point } from '../../../../scene/affine';

/** An axis-aligned rectangle by its edges. */
export type Rect = { left: number; top: number; right: number; bottom: number };

/** A width and a height. */
export type Size = { width: number; height: number };

/** The fields that place an object on the canvas (see src/scene/README.md "Units"). */
export type Geometry = Pick<CanvasObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'angle' | 'flipX' | 'flipY'>;

/**
 * An object's box as drawn: centre, scaled size (never negative) and clockwise angle in degrees.
 * Its own frame ("local" coordinates) has the origin at the centre, x along the rotated width and
 * y along the rotated height; flips do not change it, as they mirror about the centre.
 */
export type OrientedBox = { cx: number; cy: number; width: number; height: number; angle: number };

/** Corners of a box: top-left, top-right, bottom-right, bottom-left of its unflipped, rotated frame. */
export type Quad = readonly [Point, Point, Point, Point];

const radiansOf = (degrees: number) => (degrees * Math.PI) / 180;

/** The unit square -> canvas map of an object, the engine's own (`objectAffine`). */
export const objectMatrix: (box: Geometry) => Affine = objectAffine;

/**
 * The geometry the engine draws an object with: a background without a size covers the canvas
 * from (-1, -1) at canvas size + 1, as `evaluateFrame` does.
 */
export function drawnGeometry(object: CanvasObject, canvas: Size): Geometry {
  if (object._Type !== 'background' || (object.width > 0 && object.height > 0)) return object;
  return { ...object, left: -1, top: -1, width: canvas.width + 1, height: canvas.height + 1, scaleX: 1, scaleY: 1 };
}

/** The box of an object's geometry. */
export function orientedBox(box: Geometry): OrientedBox {
  const width = box.width * box.scaleX;
  const height = box.height * box.scaleY;
  return { cx: box.left + width / 2, cy: box.top + height / 2, width, height, angle: box.angle };
}

/** A point of a box's own frame (relative to its centre) in canvas px. */
export function localToCanvas(box: OrientedBox, local: Point): Point {
  const radians = radiansOf(box.angle);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: box.cx + cos * local.x - sin * local.y, y: box.cy + sin * local.x + cos * local.y };
}

/** A canvas point in a box's own frame (relative to its centre). */
export function canvasToLocal(box: OrientedBox, point: Point): Point {
  const radians = radiansOf(box.angle);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = point.x - box.cx;
  const dy = point.y - box.cy;
  return { x: cos * dx + sin * dy, y: -sin * dx + cos * dy };
}

/** The corners of a box in canvas px: top-left, top-right, bottom-right, bottom-left of its own frame. */
export function boxCorners(box: OrientedBox): Quad {
  const w = box.width / 2;
  const h = box.height / 2;
  return [localToCanvas(box, { x: -w, y: -h }), localToCanvas(box, { x: w, y: -h }), localToCanvas(box, { x: w, y: h }), localToCanvas(box, { x: -w, y: h })];
}

/** Corners multiplied by a factor (canvas px -> CSS px of the overlay). */
export function scaleQuad(quad: Quad, factor: number): Quad {
  const scalePoint = (point: Point) => ({ x: point.x * factor, y: point.y * factor });
  return [scalePoint(quad[0]), scalePoint(quad[1]), scalePoint(quad[2]), scalePoint(quad[3])];
}

/** The unit square's corners (0,0), (1,0), (1,1), (0,1) through the engine's matrix: flips included. */
export function matrixCorners(box: Geometry): Quad {
  const matrix = objectMatrix(box);
  return [
    applyAffineToPoint(matrix, { x: 0, y: 0 }),
    applyAffineToPoint(matrix, { x: 1, y: 0 }),
    applyAffineToPoint(matrix, { x: 1, y: 1 }),
    applyAffineToPoint(matrix, { x: 0, y: 1 }),
  ];
}

/** Whether a canvas point lies in a box, edges included, with `tolerance` canvas px around it. */
export function boxContains(box: OrientedBox, point: Point, tolerance = 0): boolean {
  const local = canvasToLocal(box, point);
  return Math.abs(local.x) <= box.width / 2 + tolerance && Math.abs(local.y) <= box.height / 2 + tolerance;
}

/** The smallest axis-aligned rectangle around points. */
export function boundsOfPoints(points: readonly Point[]): Rect {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** The axis-aligned bounds of an object's drawn box. */
export function geometryBounds(box: Geometry): Rect {
  return boundsOfPoints(boxCorners(orientedBox(box)));
}

/** The union of rectangles (null for none). */
export function unionRects(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    top: Math.min(...rects.map((rect) => rect.top)),
    right: Math.max(...rects.map((rect) => rect.right)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}

/** The rectangle spanned by two corner points, in any order. */
export function rectFromPoints(a: Point, b: Point): Rect {
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
}

/** Whether two convex polygons overlap or touch (separating axis test). */
export function convexPolygonsIntersect(a: readonly Point[], b: readonly Point[]): boolean {
  for (const polygon of [a, b]) {
    for (let index = 0; index < polygon.length; index++) {
      const p = polygon[index]!;
      const q = polygon[(index + 1) % polygon.length]!;
      const axis = { x: q.y - p.y, y: p.x - q.x };
      if (axis.x === 0 && axis.y === 0) continue;
      const project = (points: readonly Point[]) => points.map((point) => point.x * axis.x + point.y * axis.y);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) < Math.min(...pb) || Math.max(...pb) < Math.min(...pa)) return false;
    }
  }
  return true;
}

/** Whether the user can point at an object: drawn (not hidden, not music), and not the locked background. */
export function isPointable(object: CanvasObject, backgroundLocked: boolean): boolean {
  if (object._Hidden || object._Type === 'music') return false;
  return !(object._Type === 'background' && backgroundLocked);
}

/** Whether the user may move, resize or rotate an object (templates lock some; a locked background stays). */
export function isTransformable(object: CanvasObject, backgroundLocked: boolean): boolean {
  return object._Editable !== false && isPointable(object, backgroundLocked);
}

/** The top-most pointable object under a canvas point, or null for empty canvas. */
export function hitTest(objects: readonly CanvasObject[], point: Point, options: { canvas: Size; backgroundLocked: boolean; tolerance?: number }): CanvasObject | null {
  for (let index = objects.length - 1; index >= 0; index--) {
    const object = objects[index]!;
    if (!isPointable(object, options.backgroundLocked)) continue;
    const box = orientedBox(drawnGeometry(object, options.canvas));
    if (box.width <= 0 || box.height <= 0) continue;
    if (boxContains(box, point, options.tolerance ?? 0)) return object;
  }
  return null;
}

/**
 * Ids of the objects a marquee rectangle touches, bottom first. The background is never taken:
 * it covers the canvas, so every marquee would catch it.
 */
export function objectsInRect(objects: readonly CanvasObject[], rect: Rect, canvas: Size): string[] {
  const marquee: Quad = [
    { x: rect.left, y: rect.top },
    { x: rect.right, y: rect.top },
    { x: rect.right, y: rect.bottom },
    { x: rect.left, y: rect.bottom },
  ];
  return objects
    .filter((object) => object._Type !== 'background' && isPointable(object, true))
    .filter((object) => convexPolygonsIntersect(boxCorners(orientedBox(drawnGeometry(object, canvas))), marquee))
    .map((object) => object.id);
}

const typeTitles: Record<CanvasObject['_Type'], string> = {
  avatar: 'Avatar',
  background: 'Background',
  text: 'Text',
  image: 'Image',
  video: 'Video',
  shape: 'Shape',
  elements: 'Element',
  music: 'Music',
  group: 'Group',
};

const vectorTitles: Record<string, string> = { shapes: 'Shape', icons: 'Icon', emoji: 'Emoji', elements: 'Element' };

/** The hover title of an object: its `_Name`, else a label from its type ("Text", "Image", "Icon"…). */
export function objectTitle(object: CanvasObject): string {
  const name = object._Name.trim();
  if (name) return name;
  if (object._Type === 'shape' || object._Type === 'elements') return vectorTitles[object._Data.type] ?? typeTitles[object._Type];
  return typeTitles[object._Type];
}
