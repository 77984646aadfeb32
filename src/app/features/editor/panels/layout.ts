import { LAYOUT_EDGE_MARGIN_PX } from '../../../../scene/constants';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { roundTo } from '../../../../scene/time';

/** Canvas size in canvas px (`CANVAS_SIZES[doc.size]`). */
export interface CanvasSize {
  width: number;
  height: number;
}

/** An axis-aligned box in canvas px. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The geometry fields the layout tools read. */
export type Geometry = Pick<CanvasObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'angle'>;

/** Decimals kept on computed positions: drops float noise, keeps sub-pixel alignment. */
const POSITION_DECIMALS = 3;

/**
 * The axis-aligned box around an object as drawn: its scaled size rotated by `angle` about its
 * centre (flips do not change the box).
 */
export function boundingBox(object: Geometry): Box {
  const width = object.width * object.scaleX;
  const height = object.height * object.scaleY;
  const centreX = object.left + width / 2;
  const centreY = object.top + height / 2;
  const radians = (object.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const boxWidth = width * cos + height * sin;
  const boxHeight = width * sin + height * cos;
  return {
    left: roundTo(centreX - boxWidth / 2, POSITION_DECIMALS),
    top: roundTo(centreY - boxHeight / 2, POSITION_DECIMALS),
    width: roundTo(boxWidth, POSITION_DECIMALS),
    height: roundTo(boxHeight, POSITION_DECIMALS),
  };
}

/** Names of the 3x3 position grid's cells, row by row from the top left (the index is the cell). */
export const LAYOUT_CELL_NAMES = ['Top left', 'Top centre', 'Top right', 'Middle left', 'Centre', 'Middle right', 'Bottom left', 'Bottom centre', 'Bottom right'] as const;

/** Where a box edge goes along one axis: 0 start edge, 1 centre, 2 end edge, `margin` px from the canvas edges. */
function placeAlong(slot: number, boxSize: number, canvasSize: number, margin: number): number {
  if (slot === 0) return margin;
  if (slot === 2) return canvasSize - margin - boxSize;
  return (canvasSize - boxSize) / 2;
}

/**
 * The object's `left`/`top` that put its bounding box in a cell of the 3x3 grid: against the
 * canvas edges at 15 px (LAYOUT_EDGE_MARGIN_PX) for the outer rows and columns, centred for the
 * middle ones; rounded to whole px.
 * @param cell - 0..8, row by row from the top left
 */
export function positionForCell(object: Geometry, cell: number, canvas: CanvasSize, margin: number = LAYOUT_EDGE_MARGIN_PX.default): { left: number; top: number } {
  const box = boundingBox(object);
  const boxLeft = placeAlong(cell % 3, box.width, canvas.width, margin);
  const boxTop = placeAlong(Math.floor(cell / 3), box.height, canvas.height, margin);
  return { left: Math.round(object.left + boxLeft - box.left), top: Math.round(object.top + boxTop - box.top) };
}

/** The grid cell the object sits in exactly (as placed by {@link positionForCell}), or null. */
export function cellOf(object: Geometry, canvas: CanvasSize, margin: number = LAYOUT_EDGE_MARGIN_PX.default): number | null {
  const index = LAYOUT_CELL_NAMES.findIndex((_, cell) => {
    const position = positionForCell(object, cell, canvas, margin);
    return Math.round(object.left) === position.left && Math.round(object.top) === position.top;
  });
  return index === -1 ? null : index;
}

/** The W, H, X, Y fields: scaled size and top-left corner, whole px. */
export function layoutFields(object: Geometry): { w: number; h: number; x: number; y: number } {
  return {
    w: Math.round(object.width * object.scaleX),
    h: Math.round(object.height * object.scaleY),
    x: Math.round(object.left),
    y: Math.round(object.top),
  };
}

/**
 * The scale that gives the object a scaled width (`w`) or height (`h`) of `px` whole pixels; an
 * empty patch for an object of no size along that axis.
 */
export function sizePatch(object: Geometry, field: 'w' | 'h', px: number): Partial<Pick<CanvasObject, 'scaleX' | 'scaleY'>> {
  const size = field === 'w' ? object.width : object.height;
  if (size <= 0) return {};
  const scale = Math.round(px) / size;
  return field === 'w' ? { scaleX: scale } : { scaleY: scale };
}
