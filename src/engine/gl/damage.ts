/**
 * Damage: which parts of a render target have to be drawn again. A target keeps a record of what
 * it shows (each layer's look and the output pixels it can paint); the next frame's record,
 * compared with it, gives the few rectangles where the two differ. Only those are drawn
 * (scissored), each with every layer that reaches into it, in order: each of their pixels comes
 * out exactly as a whole redraw would make it, and on a software rasteriser the frame costs the
 * changed area instead of the whole screen.
 */

import type { Affine } from '../../scene/affine';

/** Output pixels, top-left origin, integer edges: x0 <= x < x1, y0 <= y < y1. */
export type PixelRect = { x0: number; y0: number; x1: number; y1: number };

/** One layer as a target shows it: `print` differs whenever its pixels would; `bounds`: what it can paint. */
export type PaintedLayer = { id: string; print: string; bounds: PixelRect | null };

/** What a target shows: its size in pixels, output pixels per canvas pixel, and its layers, bottom first. */
export type PaintRecord = { width: number; height: number; scale: number; layers: PaintedLayer[] };

/** Pixels added around each layer's box: the layer shaders smooth edges up to about a pixel outside the exact edge. */
const EDGE_MARGIN = 2;

/** Above this share of the target, the whole target is drawn (a scissor saves nothing there). */
const WHOLE_TARGET_SHARE = 0.75;

/** At most this many rectangles are drawn apart (each one re-walks the layers that reach into it). */
const MAX_RECTS = 4;

/** The output pixels a set of unit squares (canvas-px affines, times `scale`) can touch, cut to the target; null when none. */
export function boundsOfQuads(quads: readonly Affine[], scale: number, width: number, height: number): PixelRect | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [a, b, c, d, e, f] of quads) {
    for (const [u, v] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const x = (a * u + c * v + e) * scale;
      const y = (b * u + d * v + f) * scale;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  if (!Number.isFinite(x0 + y0 + x1 + y1)) return x0 === Infinity ? null : { x0: 0, y0: 0, x1: width, y1: height };
  const rect = {
    x0: Math.max(0, Math.floor(x0) - EDGE_MARGIN),
    y0: Math.max(0, Math.floor(y0) - EDGE_MARGIN),
    x1: Math.min(width, Math.ceil(x1) + EDGE_MARGIN),
    y1: Math.min(height, Math.ceil(y1) + EDGE_MARGIN),
  };
  return rect.x1 > rect.x0 && rect.y1 > rect.y0 ? rect : null;
}

/** The smallest rectangle holding both (either may be null: nothing). */
export function unionRect(first: PixelRect | null, second: PixelRect | null): PixelRect | null {
  if (!first || !second) return first ?? second;
  return { x0: Math.min(first.x0, second.x0), y0: Math.min(first.y0, second.y0), x1: Math.max(first.x1, second.x1), y1: Math.max(first.y1, second.y1) };
}

export function rectArea({ x0, y0, x1, y1 }: PixelRect): number {
  return (x1 - x0) * (y1 - y0);
}

/** Whether two rectangles share a pixel. */
export function overlaps(first: PixelRect, second: PixelRect): boolean {
  return first.x0 < second.x1 && second.x0 < first.x1 && first.y0 < second.y1 && second.y0 < first.y1;
}

/**
 * Joins rectangles that overlap or cost no more drawn together than apart, then the cheapest
 * pairs until at most {@link MAX_RECTS} are left.
 */
function mergeRects(rects: PixelRect[]): PixelRect[] {
  const merged = [...rects];
  while (merged.length > 1) {
    let best = { first: 0, second: 1, extra: Infinity };
    for (let first = 0; first < merged.length; first++) {
      for (let second = first + 1; second < merged.length; second++) {
        const a = merged[first]!;
        const b = merged[second]!;
        const extra = overlaps(a, b) ? -Infinity : rectArea(unionRect(a, b)!) - rectArea(a) - rectArea(b);
        if (extra < best.extra) best = { first, second, extra };
      }
    }
    if (best.extra > 0 && merged.length <= MAX_RECTS) break;
    merged[best.first] = unionRect(merged[best.first]!, merged[best.second]!)!;
    merged.splice(best.second, 1);
  }
  return merged;
}

/**
 * Where `next` differs from what the target shows (`previous`): null when nothing does, 'all'
 * when the whole target must be drawn (nothing shown yet, another size or scale, layers added,
 * removed or re-ordered, or most of it changed), else rectangles (apart from each other) holding
 * the old and new bounds of every layer whose look changed.
 */
export function damagedArea(previous: PaintRecord | undefined, next: PaintRecord): PixelRect[] | 'all' | null {
  const isSameShape =
    previous && previous.width === next.width && previous.height === next.height && previous.scale === next.scale && previous.layers.length === next.layers.length;
  if (!previous || !isSameShape) return 'all';
  const changed: PixelRect[] = [];
  for (let index = 0; index < next.layers.length; index++) {
    const before = previous.layers[index]!;
    const after = next.layers[index]!;
    if (before.id !== after.id) return 'all';
    const bounds = before.print === after.print ? null : unionRect(before.bounds, after.bounds);
    if (bounds) changed.push(bounds);
  }
  if (changed.length === 0) return null;
  const rects = mergeRects(changed);
  const share = rects.reduce((sum, rect) => sum + rectArea(rect), 0) / (next.width * next.height);
  return share > WHOLE_TARGET_SHARE ? 'all' : rects;
}
