import { describe, expect, it } from 'vitest';
import type { CropPatch } from './crop';
import { canCrop, canvasToSource, panCrop, resizeCropCorner, sourceCorners } from './crop';
import { matrixCorners } from './geometry';

// Shows source px 50..250 x 20..120 of a 400x300 source at scale 2: a 400x200 box at (100, 100).
const image = { left: 100, top: 100, width: 200, height: 100, scaleX: 2, scaleY: 2, angle: 0, flipX: false, flipY: false, cropX: 50, cropY: 20 };
const source = { width: 400, height: 300 };
const min = { width: 4, height: 4 };

function expectPatch(actual: CropPatch | null, expected: CropPatch) {
  expect(actual).not.toBeNull();
  expect(Object.keys(actual!).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(actual![key as keyof CropPatch]).toBeCloseTo(value, 6);
}

describe('the source frame', () => {
  it('places the whole source where the object shows its crop', () => {
    expect(sourceCorners(image, source)).toEqual([
      { x: 0, y: 60 },
      { x: 800, y: 60 },
      { x: 800, y: 660 },
      { x: 0, y: 660 },
    ]);
    expect(canvasToSource(image, { x: 100, y: 100 })).toEqual({ x: 50, y: 20 });
  });

  it('needs a source size and a shown region', () => {
    expect(canCrop(image, source)).toBe(true);
    expect(canCrop(image, undefined)).toBe(false);
    expect(canCrop({ ...image, width: 0 }, source)).toBe(false);
  });
});

describe('panCrop', () => {
  it('moves the window over the fixed source: crop and position change together', () => {
    // 20 canvas px = 10 source px at scale 2; source px (60, 25) stays at canvas (120, 110).
    expect(panCrop(image, source, { x: 20, y: 10 }, 'clamp')).toEqual({ left: 120, top: 110, width: 200, height: 100, cropX: 60, cropY: 25 });
  });

  it('stops at the source edge when dragging', () => {
    expect(panCrop(image, source, { x: 1000, y: -1000 }, 'clamp')).toEqual({ left: 400, top: 60, width: 200, height: 100, cropX: 200, cropY: 0 });
  });

  it('blocks arrow moves that would leave the source', () => {
    expect(panCrop(image, source, { x: 0, y: -100 }, 'block')).toBeNull();
    expect(panCrop(image, source, { x: -100, y: 0 }, 'block')).toEqual({ left: 0, top: 100, width: 200, height: 100, cropX: 0, cropY: 20 });
    expect(panCrop({ ...image, cropX: 0 }, source, { x: -2, y: 0 }, 'block')).toBeNull();
  });

  it('gives null when nothing would change', () => {
    expect(panCrop({ ...image, cropX: 0 }, source, { x: -50, y: 0 }, 'clamp')).toBeNull();
  });

  it('follows rotation: on a box turned 90° a downward drag moves right in the source', () => {
    expectPatch(panCrop({ ...image, angle: 90 }, source, { x: 0, y: 20 }, 'clamp'), { left: 100, top: 120, width: 200, height: 100, cropX: 60, cropY: 20 });
  });

  it('follows flips: on a mirrored box a drag to the right moves left in the source', () => {
    expectPatch(panCrop({ ...image, flipX: true }, source, { x: 20, y: 0 }, 'clamp'), { left: 120, top: 100, width: 200, height: 100, cropX: 40, cropY: 20 });
  });
});

describe('resizeCropCorner', () => {
  it('drags the bottom-right corner; the top-left corner stays', () => {
    // Canvas (400, 250) is source (200, 95).
    expect(resizeCropCorner(image, source, { u: 1, v: 1 }, { x: 400, y: 250 }, min)).toEqual({
      left: 100,
      top: 100,
      width: 150,
      height: 75,
      cropX: 50,
      cropY: 20,
    });
  });

  it('keeps the window inside the source', () => {
    expect(resizeCropCorner(image, source, { u: 0, v: 0 }, { x: -500, y: -500 }, min)).toEqual({
      left: 0,
      top: 60,
      width: 250,
      height: 120,
      cropX: 0,
      cropY: 0,
    });
    expect(resizeCropCorner(image, source, { u: 1, v: 1 }, { x: 5000, y: 5000 }, min)).toMatchObject({ width: 350, height: 280 });
  });

  it('keeps the minimum size', () => {
    expect(resizeCropCorner(image, source, { u: 1, v: 1 }, { x: 0, y: 0 }, min)).toEqual({ left: 100, top: 100, width: 4, height: 4, cropX: 50, cropY: 20 });
  });

  it('keeps every source pixel in place on a rotated, flipped object', () => {
    const object = { ...image, angle: 30, flipY: true };
    const before = sourceCorners(object, source);
    const patch = resizeCropCorner(object, source, { u: 0, v: 1 }, matrixCorners(object)[2], min)!;
    const after = sourceCorners({ ...object, ...patch }, source);
    after.forEach((corner, index) => {
      expect(corner.x).toBeCloseTo(before[index]!.x, 6);
      expect(corner.y).toBeCloseTo(before[index]!.y, 6);
    });
    // Dragging the corner (u 0, v 1) onto (u 1, v 1) squeezes the window to the minimum width.
    expect(patch.width).toBeCloseTo(4, 6);
    expect(patch.cropX).toBeCloseTo(246, 6);
  });
});
