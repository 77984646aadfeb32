import { describe, expect, it } from 'vitest';
import { boundingBox, cellOf, layoutFields, positionForCell, sizePatch } from './layout';

const canvas = { width: 1920, height: 1080 };
const object = { left: 100, top: 200, width: 400, height: 300, scaleX: 0.5, scaleY: 0.5, angle: 0 };

describe('boundingBox', () => {
  it('is the scaled box when not rotated', () => {
    expect(boundingBox(object)).toEqual({ left: 100, top: 200, width: 200, height: 150 });
  });

  it('grows about the centre when rotated', () => {
    expect(boundingBox({ ...object, angle: 90 })).toEqual({ left: 125, top: 175, width: 150, height: 200 });
    expect(boundingBox({ left: 0, top: 0, width: 100, height: 100, scaleX: 1, scaleY: 1, angle: 45 })).toEqual({
      left: -20.711,
      top: -20.711,
      width: 141.421,
      height: 141.421,
    });
  });
});

describe('positionForCell', () => {
  it('puts the box 15 px from the edges or centred', () => {
    expect(positionForCell(object, 0, canvas)).toEqual({ left: 15, top: 15 });
    expect(positionForCell(object, 1, canvas)).toEqual({ left: 860, top: 15 });
    expect(positionForCell(object, 2, canvas)).toEqual({ left: 1705, top: 15 });
    expect(positionForCell(object, 4, canvas)).toEqual({ left: 860, top: 465 });
    expect(positionForCell(object, 8, canvas)).toEqual({ left: 1705, top: 915 });
    expect(positionForCell(object, 6, canvas)).toEqual({ left: 15, top: 915 });
  });

  it('places the rotated bounding box, not the unrotated one', () => {
    // Rotated 90°: the box is 150 x 200 and sits 25 px right of and above `left`/`top`.
    expect(positionForCell({ ...object, angle: 90 }, 0, canvas)).toEqual({ left: -10, top: 40 });
  });

  it('rounds to whole px', () => {
    expect(positionForCell({ ...object, width: 401 }, 4, canvas)).toEqual({ left: 860, top: 465 });
    expect(positionForCell({ ...object, width: 403 }, 4, canvas)).toEqual({ left: 859, top: 465 });
  });

  it('uses the margin it is given (35 px for crop controls)', () => {
    expect(positionForCell(object, 0, canvas, 35)).toEqual({ left: 35, top: 35 });
  });
});

describe('cellOf', () => {
  it('finds the cell the object sits in, or null', () => {
    expect(cellOf({ ...object, left: 860, top: 465 }, canvas)).toBe(4);
    expect(cellOf({ ...object, left: 1705, top: 915 }, canvas)).toBe(8);
    expect(cellOf(object, canvas)).toBeNull();
  });
});

describe('W, H, X, Y', () => {
  it('shows the scaled size and position in whole px', () => {
    expect(layoutFields({ ...object, left: 10.6, top: -3.2, scaleX: 0.3333 })).toEqual({ w: 133, h: 150, x: 11, y: -3 });
  });

  it('turns a width or height into a scale', () => {
    expect(sizePatch(object, 'w', 300)).toEqual({ scaleX: 0.75 });
    expect(sizePatch(object, 'h', 600.4)).toEqual({ scaleY: 2 });
    expect(sizePatch({ ...object, width: 0 }, 'w', 100)).toEqual({});
  });
});
