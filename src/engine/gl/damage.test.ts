import { describe, expect, it } from 'vitest';
import { boundsOfQuads, damagedArea, overlaps, type PaintedLayer, type PaintRecord, unionRect } from './damage';

const record = (layers: PaintedLayer[], size = { width: 200, height: 100, scale: 0.5 }): PaintRecord => ({ ...size, layers });
const rect = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const layer = (id: string, print: string, bounds = rect(10, 10, 20, 20)): PaintedLayer => ({ id, print, bounds });

describe('boundsOfQuads', () => {
  it('scales a box to output pixels, widened by 2 px and cut to the target', () => {
    expect(boundsOfQuads([[40, 0, 0, 20, 10, 30]], 0.5, 200, 100)).toEqual(rect(3, 13, 27, 27));
    expect(boundsOfQuads([[500, 0, 0, 300, -50, -50]], 0.5, 200, 100)).toEqual(rect(0, 0, 200, 100));
  });

  it('holds every corner of a turned box and of every quad given', () => {
    // A 10x10 square turned 45 degrees about its top-left corner at (100, 50), and a second quad further right.
    const half = Math.SQRT1_2 * 10;
    expect(boundsOfQuads([[half, half, -half, half, 100, 50]], 1, 200, 100)).toEqual(rect(90, 48, 110, 67));
    expect(
      boundsOfQuads(
        [
          [10, 0, 0, 10, 0, 0],
          [10, 0, 0, 10, 150, 80],
        ],
        1,
        200,
        100,
      ),
    ).toEqual(rect(0, 0, 162, 92));
  });

  it('is null for a box wholly outside or for no quads, and the whole target for a box with no finite edge', () => {
    expect(boundsOfQuads([[10, 0, 0, 10, 500, 500]], 1, 200, 100)).toBeNull();
    expect(boundsOfQuads([], 1, 200, 100)).toBeNull();
    expect(boundsOfQuads([[Infinity, 0, 0, 10, 0, 0]], 1, 200, 100)).toEqual(rect(0, 0, 200, 100));
  });
});

describe('rectangles', () => {
  it('unites and tests overlap, edges exclusive', () => {
    expect(unionRect(rect(0, 0, 10, 10), rect(5, 20, 30, 25))).toEqual(rect(0, 0, 30, 25));
    expect(unionRect(null, rect(1, 2, 3, 4))).toEqual(rect(1, 2, 3, 4));
    expect(unionRect(null, null)).toBeNull();
    expect(overlaps(rect(0, 0, 10, 10), rect(9, 9, 20, 20))).toBe(true);
    expect(overlaps(rect(0, 0, 10, 10), rect(10, 0, 20, 10))).toBe(false);
  });
});

describe('damagedArea', () => {
  const before = record([layer('bg', 'a', rect(0, 0, 200, 100)), layer('photo', 'p1', rect(10, 10, 40, 40)), layer('clip', 'f1', rect(100, 20, 140, 60))]);

  it('is null when every layer looks the same', () => {
    expect(damagedArea(before, record(before.layers.map((each) => ({ ...each }))))).toBeNull();
  });

  it('is the old and new bounds of each changed layer, apart where that costs less', () => {
    const moved = record([before.layers[0]!, layer('photo', 'p2', rect(30, 10, 60, 40)), layer('clip', 'f2', rect(100, 20, 140, 60))]);
    expect(damagedArea(before, moved)).toEqual([rect(10, 10, 60, 40), rect(100, 20, 140, 60)]);
    const onlyClip = record([before.layers[0]!, before.layers[1]!, layer('clip', 'f2', rect(100, 20, 140, 60))]);
    expect(damagedArea(before, onlyClip)).toEqual([rect(100, 20, 140, 60)]);
  });

  it('joins rectangles that overlap, or cost nothing more together, and the cheapest pairs beyond four', () => {
    const many = (boxes: ReturnType<typeof rect>[]) => {
      const previous = record(boxes.map((bounds, index) => layer(`l${index}`, 'a', bounds)));
      return damagedArea(previous, record(boxes.map((bounds, index) => layer(`l${index}`, 'b', bounds))));
    };
    expect(many([rect(0, 0, 10, 10), rect(5, 5, 15, 15)])).toEqual([rect(0, 0, 15, 15)]);
    expect(many([rect(0, 0, 10, 10), rect(10, 0, 20, 10)])).toEqual([rect(0, 0, 20, 10)]);
    expect(many([rect(0, 0, 4, 4), rect(50, 0, 54, 4), rect(100, 0, 104, 4), rect(150, 0, 154, 4), rect(0, 8, 4, 12)])).toEqual([
      rect(0, 0, 4, 12),
      rect(50, 0, 54, 4),
      rect(100, 0, 104, 4),
      rect(150, 0, 154, 4),
    ]);
  });

  it('is all of the target with nothing shown yet, another size or scale, other layers or most of it changed', () => {
    expect(damagedArea(undefined, before)).toBe('all');
    expect(damagedArea(before, record(before.layers, { width: 200, height: 100, scale: 1 }))).toBe('all');
    expect(damagedArea(before, record(before.layers.slice(1)))).toBe('all');
    expect(damagedArea(before, record([before.layers[0]!, before.layers[2]!, before.layers[1]!]))).toBe('all');
    expect(damagedArea(before, record([layer('bg', 'b', rect(0, 0, 200, 100)), before.layers[1]!, before.layers[2]!]))).toBe('all');
  });

  it('draws nothing for a layer changing while it paints nothing', () => {
    const hidden = record([before.layers[0]!, { id: 'photo', print: 'p0', bounds: null }, before.layers[2]!]);
    const shown = record([before.layers[0]!, { id: 'photo', print: 'p1', bounds: null }, before.layers[2]!]);
    expect(damagedArea(hidden, shown)).toBeNull();
  });
});
