import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { Rect, Size } from './geometry';
import { drawnGeometry, geometryBounds, isPointable } from './geometry';

/**
 * Snapping while moving: the moving selection's left edge, centre and right edge snap to vertical
 * lines, its top, middle and bottom to horizontal lines. Lines come from the canvas (edges and
 * centre) and from the other visible objects' bounds (edges and centres).
 */

/**
 * Snap distance, CSS px on screen (divide by the view scale for canvas px). The spec says only
 * "snap and guide settings: values not shown" (000 §9); 6 px is ours.
 */
export const SNAP_THRESHOLD_SCREEN_PX = 6;

/** A line something can snap to: `position` on its axis, drawn from `start` to `end` along the other axis. */
export type SnapLine = { position: number; start: number; end: number };

/** Vertical lines (`x`, positions are x) and horizontal lines (`y`, positions are y). */
export type SnapTargets = { x: SnapLine[]; y: SnapLine[] };

/** A guide to draw: a vertical line (`axis: 'x'`) at x = position or a horizontal one, from start to end. */
export type Guide = { axis: 'x' | 'y'; position: number; start: number; end: number };

/** The snap lines of the canvas and of every visible object not in `movingIds` (the background is the canvas). */
export function snapTargets(objects: readonly CanvasObject[], movingIds: ReadonlySet<string>, canvas: Size): SnapTargets {
  const targets: SnapTargets = {
    x: [0, canvas.width / 2, canvas.width].map((position) => ({ position, start: 0, end: canvas.height })),
    y: [0, canvas.height / 2, canvas.height].map((position) => ({ position, start: 0, end: canvas.width })),
  };
  for (const object of objects) {
    if (movingIds.has(object.id) || object._Type === 'background' || !isPointable(object, true)) continue;
    const bounds = geometryBounds(drawnGeometry(object, canvas));
    for (const position of [bounds.left, (bounds.left + bounds.right) / 2, bounds.right]) {
      targets.x.push({ position, start: bounds.top, end: bounds.bottom });
    }
    for (const position of [bounds.top, (bounds.top + bounds.bottom) / 2, bounds.bottom]) {
      targets.y.push({ position, start: bounds.left, end: bounds.right });
    }
  }
  return targets;
}

/** The nearest line within `threshold` of any of `edges`: the offset that lands on it, or 0. */
function nearestOffset(edges: readonly number[], lines: readonly SnapLine[], threshold: number): number | null {
  let best: number | null = null;
  for (const line of lines) {
    for (const edge of edges) {
      const offset = line.position - edge;
      if (Math.abs(offset) <= threshold && (best === null || Math.abs(offset) < Math.abs(best))) best = offset;
    }
  }
  return best;
}

/** Guides for every line that one of `edges` lies on, spanning the line and the moving box. */
function guidesOn(axis: 'x' | 'y', edges: readonly number[], lines: readonly SnapLine[], span: { start: number; end: number }): Guide[] {
  const guides = new Map<number, Guide>();
  for (const line of lines) {
    if (!edges.some((edge) => Math.abs(edge - line.position) < 1e-6)) continue;
    const guide = guides.get(line.position) ?? { axis, position: line.position, start: span.start, end: span.end };
    guide.start = Math.min(guide.start, line.start);
    guide.end = Math.max(guide.end, line.end);
    guides.set(line.position, guide);
  }
  return [...guides.values()];
}

/**
 * Snaps a moving box (its bounds after the raw move, canvas px): the extra offset to apply on each
 * axis (0 where nothing is within `threshold` canvas px) and the guides to draw after it.
 */
export function snapMove(bounds: Rect, targets: SnapTargets, threshold: number): { dx: number; dy: number; guides: Guide[] } {
  const xs = [bounds.left, (bounds.left + bounds.right) / 2, bounds.right];
  const ys = [bounds.top, (bounds.top + bounds.bottom) / 2, bounds.bottom];
  const dx = nearestOffset(xs, targets.x, threshold) ?? 0;
  const dy = nearestOffset(ys, targets.y, threshold) ?? 0;
  const snappedXs = xs.map((x) => x + dx);
  const snappedYs = ys.map((y) => y + dy);
  const guides = [
    ...guidesOn('x', snappedXs, targets.x, { start: bounds.top + dy, end: bounds.bottom + dy }),
    ...guidesOn('y', snappedYs, targets.y, { start: bounds.left + dx, end: bounds.right + dx }),
  ];
  return { dx, dy, guides };
}
