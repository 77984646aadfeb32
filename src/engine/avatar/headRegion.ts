/** A rectangle of whole pixels. */
export type PixelRect = { x: number; y: number; width: number; height: number };

/** The smallest rectangle holding both (either may be null: nothing). */
export function unionRect(a: PixelRect | null, b: PixelRect | null): PixelRect | null {
  if (!a || !b) return a ?? b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** The rectangle of pixels with any opacity in RGBA pixels `width` pixels wide; null when all are clear. */
export function opaqueBounds(pixels: Uint8ClampedArray, width: number): PixelRect | null {
  const height = pixels.length / 4 / width;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/**
 * Where a turning head can paint: `bounds` (the head's parts at rest) grown by as far as any of
 * its corners moves when turned up to `maxDegrees` about `pivot`, plus a pixel for smoothing,
 * clipped to the canvas.
 */
export function turningRegion(bounds: PixelRect, pivot: { x: number; y: number }, maxDegrees: number, canvas: { width: number; height: number }): PixelRect {
  const corners = [
    [bounds.x, bounds.y],
    [bounds.x + bounds.width, bounds.y],
    [bounds.x, bounds.y + bounds.height],
    [bounds.x + bounds.width, bounds.y + bounds.height],
  ];
  const reach = Math.max(...corners.map(([x, y]) => Math.hypot(x! - pivot.x, y! - pivot.y)));
  const margin = Math.ceil(reach * 2 * Math.sin((maxDegrees * Math.PI) / 360)) + 1;
  const x = Math.max(0, bounds.x - margin);
  const y = Math.max(0, bounds.y - margin);
  return { x, y, width: Math.min(canvas.width, bounds.x + bounds.width + margin) - x, height: Math.min(canvas.height, bounds.y + bounds.height + margin) - y };
}
