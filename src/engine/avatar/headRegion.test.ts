import { describe, expect, it } from 'vitest';
import { opaqueBounds, turningRegion, unionRect } from './headRegion';

describe('opaqueBounds', () => {
  it('finds the rectangle of pixels with any opacity', () => {
    const pixels = new Uint8ClampedArray(4 * 4 * 3);
    pixels[(1 * 4 + 2) * 4 + 3] = 10;
    pixels[(2 * 4 + 1) * 4 + 3] = 255;
    expect(opaqueBounds(pixels, 4)).toEqual({ x: 1, y: 1, width: 2, height: 2 });
    expect(opaqueBounds(new Uint8ClampedArray(16), 2)).toBeNull();
  });
});

describe('unionRect', () => {
  it('holds both rectangles', () => {
    expect(unionRect({ x: 0, y: 5, width: 2, height: 2 }, { x: 4, y: 1, width: 1, height: 1 })).toEqual({ x: 0, y: 1, width: 5, height: 6 });
    expect(unionRect(null, { x: 1, y: 1, width: 1, height: 1 })).toEqual({ x: 1, y: 1, width: 1, height: 1 });
  });
});

describe('turningRegion', () => {
  it('grows the head by how far its farthest corner moves when turned, within the canvas', () => {
    const region = turningRegion({ x: 100, y: 50, width: 200, height: 200 }, { x: 200, y: 300 }, 1.2, { width: 400, height: 400 });
    // The farthest corner is sqrt(100² + 250²) = 269 px from the pivot: it moves 2 · 269 · sin(0.6°) = 5.6 px.
    expect(region).toEqual({ x: 93, y: 43, width: 214, height: 214 });
    expect(turningRegion({ x: 0, y: 0, width: 400, height: 400 }, { x: 200, y: 300 }, 1.2, { width: 400, height: 400 })).toEqual({ x: 0, y: 0, width: 400, height: 400 });
  });
});
