import { ARROW_MOVE_PX } from '../../../../scene/constants';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { roundTo } from '../../../../scene/time';
import type { Geometry, Point } from './geometry';
import { canvasToLocal, localToCanvas, orientedBox } from './geometry';

/** Transforms of the selection: move, resize from a handle, rotate, arrow-key nudge. All in canvas px. */

/** Resize handles: corners and side middles of the object's own (rotated) frame, named by compass point. */
export type HandleId = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';

/** Every resize handle, clockwise from the top-left corner. */
export const ALL_HANDLES: readonly HandleId[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** Corner handles only (text objects: spec 000 §5 "Text controls hide side handles"). */
export const CORNER_HANDLES: readonly HandleId[] = ['nw', 'ne', 'se', 'sw'];

/** Where a handle sits in its box: -1 left/top edge, 0 middle, 1 right/bottom edge. */
export const HANDLE_DIRECTIONS: Readonly<Record<HandleId, { x: -1 | 0 | 1; y: -1 | 0 | 1 }>> = {
  nw: { x: -1, y: -1 },
  n: { x: 0, y: -1 },
  ne: { x: 1, y: -1 },
  e: { x: 1, y: 0 },
  se: { x: 1, y: 1 },
  s: { x: 0, y: 1 },
  sw: { x: -1, y: 1 },
  w: { x: -1, y: 0 },
};

/**
 * Below this on-screen size (CSS px, either side) an object shows only its bottom-right handle
 * (spec 000 §5 "small images show only a bottom-right handle"; the spec shows no value).
 */
export const SMALL_OBJECT_SCREEN_PX = 48;

/** Resizing stops at this on-screen size (CSS px) per side. */
export const MIN_OBJECT_SCREEN_PX = 8;

/** Shift+rotate snaps the angle to multiples of this, degrees. */
export const ROTATION_SNAP_DEG = 15;

/** The geometry a transform writes back. */
export type GeometryPatch = Partial<Pick<CanvasObject, 'left' | 'top' | 'scaleX' | 'scaleY' | 'angle'>>;

/** Drops float noise (1e-6 canvas px is far below a device pixel). */
const clean = (value: number) => roundTo(value, 6);

/** The resize handles an object shows, given its size on screen (CSS px). */
export function handlesFor(type: CanvasObject['_Type'], screenSize: { width: number; height: number }): readonly HandleId[] {
  if (screenSize.width < SMALL_OBJECT_SCREEN_PX || screenSize.height < SMALL_OBJECT_SCREEN_PX) return ['se'];
  return type === 'text' ? CORNER_HANDLES : ALL_HANDLES;
}

/** Whether a handle is a corner (corners keep the aspect ratio). */
export function isCornerHandle(handle: HandleId): boolean {
  const direction = HANDLE_DIRECTIONS[handle];
  return direction.x !== 0 && direction.y !== 0;
}

/** A move by (dx, dy) canvas px. */
export function moveGeometry(start: Pick<Geometry, 'left' | 'top'>, delta: Point): GeometryPatch {
  return { left: clean(start.left + delta.x), top: clean(start.top + delta.y) };
}

/**
 * Resizes from a handle dragged to `pointer` (canvas px). The opposite handle stays where it is on
 * the canvas; sizes are measured in the object's rotated frame, so this works at any angle. Corner
 * handles keep the aspect ratio (the pointer is projected onto the box diagonal), side handles
 * stretch one axis. A side never gets shorter than `minSize` canvas px (or its start size, if that
 * is smaller already), and the box never turns inside out. Flips are kept: they mirror about the
 * centre, so they do not move the frame.
 */
export function resizeFromHandle(start: Geometry, handle: HandleId, pointer: Point, options: { minSize: number }): GeometryPatch {
  const box = orientedBox(start);
  if (box.width <= 0 || box.height <= 0 || start.width <= 0 || start.height <= 0) return {};
  const direction = HANDLE_DIRECTIONS[handle];
  const anchor = { x: (-direction.x * box.width) / 2, y: (-direction.y * box.height) / 2 };
  const local = canvasToLocal(box, pointer);
  const minWidth = Math.min(options.minSize, box.width);
  const minHeight = Math.min(options.minSize, box.height);
  let width = box.width;
  let height = box.height;
  if (isCornerHandle(handle)) {
    const diagonal = { x: direction.x * box.width, y: direction.y * box.height };
    const along = ((local.x - anchor.x) * diagonal.x + (local.y - anchor.y) * diagonal.y) / (diagonal.x ** 2 + diagonal.y ** 2);
    const factor = Math.max(along, minWidth / box.width, minHeight / box.height);
    width = box.width * factor;
    height = box.height * factor;
  } else if (direction.x !== 0) {
    width = Math.max(direction.x * (local.x - anchor.x), minWidth);
  } else {
    height = Math.max(direction.y * (local.y - anchor.y), minHeight);
  }
  const centre = localToCanvas(box, {
    x: direction.x === 0 ? 0 : anchor.x + (direction.x * width) / 2,
    y: direction.y === 0 ? 0 : anchor.y + (direction.y * height) / 2,
  });
  return {
    left: clean(centre.x - width / 2),
    top: clean(centre.y - height / 2),
    scaleX: clean(width / start.width),
    scaleY: clean(height / start.height),
  };
}

/** An angle in degrees brought into 0 <= angle < 360. */
export function normalizeAngle(degrees: number): number {
  const angle = ((degrees % 360) + 360) % 360;
  return angle >= 360 - 1e-9 ? 0 : angle;
}

/**
 * Rotates about the object's centre by the angle the pointer turned through since `from` (canvas px);
 * `snapStep` (degrees) rounds the resulting angle, as Shift does. The centre stays, so only `angle`
 * changes.
 */
export function rotateGeometry(start: Geometry, from: Point, to: Point, snapStep: number | null): GeometryPatch {
  const box = orientedBox(start);
  const turn = Math.atan2(to.y - box.cy, to.x - box.cx) - Math.atan2(from.y - box.cy, from.x - box.cx);
  let angle = start.angle + (turn * 180) / Math.PI;
  if (snapStep) angle = Math.round(angle / snapStep) * snapStep;
  return { angle: clean(normalizeAngle(angle)) };
}

/** Arrow keys and their direction. */
const arrowDirections: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The move of one arrow-key press, canvas px (spec 000 §5: 2, 10 with Shift, 100 with Ctrl; Cmd
 * counts as Ctrl, and Ctrl wins over Shift); null for other keys.
 */
export function nudgeDelta(key: string, modifiers: { shift: boolean; ctrl: boolean }): Point | null {
  const direction = arrowDirections[key];
  if (!direction) return null;
  const step = modifiers.ctrl ? ARROW_MOVE_PX.ctrl : modifiers.shift ? ARROW_MOVE_PX.shift : ARROW_MOVE_PX.plain;
  return { x: direction.x * step, y: direction.y * step };
}
