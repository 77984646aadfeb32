import { type Affine, applyAffineToPoint, invertAffine } from '../../../../scene/affine';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { roundTo } from '../../../../scene/time';
import type { Geometry, Point, Quad, Size } from './geometry';
import { objectMatrix } from './geometry';

/**
 * Crop mode of images and videos. The object shows the source rectangle `cropX`, `cropY`, `width`,
 * `height` (source px) at `scaleX`/`scaleY` canvas px per source px. Every edit here keeps each source
 * pixel where it is on the canvas: the source stays put and the crop window moves or resizes over
 * it, so the shown content never jumps. The window never leaves the source (spec 000 §5).
 */

/** The fields crop mode reads. */
export type CropGeometry = Geometry & Pick<CanvasObject, 'cropX' | 'cropY'>;

/** What a crop edit writes back. */
export type CropPatch = Partial<Pick<CanvasObject, 'left' | 'top' | 'width' | 'height' | 'cropX' | 'cropY'>>;

/** A corner of the crop window, as a corner of the engine's unit square (0 = left/top, 1 = right/bottom of the source). */
export type CropCorner = { u: 0 | 1; v: 0 | 1 };

/** The four window corners, in the order of `matrixCorners`. */
export const CROP_CORNERS: readonly CropCorner[] = [
  { u: 0, v: 0 },
  { u: 1, v: 0 },
  { u: 1, v: 1 },
  { u: 0, v: 1 },
];

const clean = (value: number) => roundTo(value, 6);

/** Whether crop mode can edit this geometry (a shown region with a size). */
export function canCrop(object: CropGeometry, source: Size | undefined): source is Size {
  return !!source && source.width > 0 && source.height > 0 && object.width > 0 && object.height > 0;
}

/** The unit square -> canvas map of the whole source, as the object places it (flips and rotation included). */
export function sourceMatrix(object: CropGeometry, source: Size): Affine {
  const [a, b, c, d] = objectMatrix(object);
  const origin = applyAffineToPoint(objectMatrix(object), { x: -object.cropX / object.width, y: -object.cropY / object.height });
  const sx = source.width / object.width;
  const sy = source.height / object.height;
  return [a * sx, b * sx, c * sy, d * sy, origin.x, origin.y];
}

/** The corners of the whole source on the canvas, in the order of `matrixCorners`. */
export function sourceCorners(object: CropGeometry, source: Size): Quad {
  const matrix = sourceMatrix(object, source);
  return [
    applyAffineToPoint(matrix, { x: 0, y: 0 }),
    applyAffineToPoint(matrix, { x: 1, y: 0 }),
    applyAffineToPoint(matrix, { x: 1, y: 1 }),
    applyAffineToPoint(matrix, { x: 0, y: 1 }),
  ];
}

/** A canvas point in source px of the object's source. */
export function canvasToSource(object: CropGeometry, point: Point): Point | null {
  const inverse = invertAffine(objectMatrix(object));
  if (!inverse) return null;
  const unit = applyAffineToPoint(inverse, { x: point.x, y: point.y });
  return { x: object.cropX + unit.x * object.width, y: object.cropY + unit.y * object.height };
}

/** The geometry of a window at source rectangle `crop`, keeping the source where `object` had it. */
function windowAt(object: CropGeometry, crop: { x: number; y: number; width: number; height: number }): CropPatch {
  const matrix = objectMatrix(object);
  const centre = applyAffineToPoint(matrix, { x: (crop.x + crop.width / 2 - object.cropX) / object.width, y: (crop.y + crop.height / 2 - object.cropY) / object.height });
  const width = crop.width * object.scaleX;
  const height = crop.height * object.scaleY;
  return {
    left: clean(centre.x - width / 2),
    top: clean(centre.y - height / 2),
    width: clean(crop.width),
    height: clean(crop.height),
    cropX: clean(crop.x),
    cropY: clean(crop.y),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Moves the crop window by `delta` canvas px over the fixed source (drag inside the window, arrow
 * keys). `bounds: 'clamp'` stops the window at the source edge (drags); `'block'` refuses a move
 * that would leave the source and returns null (arrow keys: "Moves are blocked if the crop window
 * would leave the image bounds"). Also null when nothing would change.
 */
export function panCrop(object: CropGeometry, source: Size, delta: Point, bounds: 'clamp' | 'block'): CropPatch | null {
  const inverse = invertAffine(objectMatrix(object));
  if (!inverse) return null;
  const [a, b, c, d] = inverse;
  const wantedX = object.cropX + (a * delta.x + c * delta.y) * object.width;
  const wantedY = object.cropY + (b * delta.x + d * delta.y) * object.height;
  const maxX = Math.max(0, source.width - object.width);
  const maxY = Math.max(0, source.height - object.height);
  const x = clamp(wantedX, 0, maxX);
  const y = clamp(wantedY, 0, maxY);
  if (bounds === 'block' && (Math.abs(x - wantedX) > 1e-6 || Math.abs(y - wantedY) > 1e-6)) return null;
  if (Math.abs(x - object.cropX) < 1e-9 && Math.abs(y - object.cropY) < 1e-9) return null;
  return windowAt(object, { x, y, width: object.width, height: object.height });
}

/**
 * Drags one corner of the crop window to `pointer` (canvas px); the opposite corner stays. The
 * window stays inside the source and at least `minSize` source px per side (or its start size, if
 * that is smaller already).
 */
export function resizeCropCorner(object: CropGeometry, source: Size, corner: CropCorner, pointer: Point, minSize: Size): CropPatch | null {
  const at = canvasToSource(object, pointer);
  if (!at) return null;
  const minWidth = Math.min(minSize.width, object.width);
  const minHeight = Math.min(minSize.height, object.height);
  let left = object.cropX;
  let right = object.cropX + object.width;
  let top = object.cropY;
  let bottom = object.cropY + object.height;
  if (corner.u === 1) right = clamp(at.x, left + minWidth, Math.max(source.width, left + minWidth));
  else left = clamp(at.x, Math.min(0, right - minWidth), right - minWidth);
  if (corner.v === 1) bottom = clamp(at.y, top + minHeight, Math.max(source.height, top + minHeight));
  else top = clamp(at.y, Math.min(0, bottom - minHeight), bottom - minHeight);
  return windowAt(object, { x: left, y: top, width: right - left, height: bottom - top });
}
