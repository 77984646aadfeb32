import { describe, expect, it } from 'vitest';
import { applyAffineToPoint, invertAffine } from '../../../../scene/affine';
import type { Point } from './geometry';
import {
  boxContains,
  boxCorners,
  canvasToLocal,
  convexPolygonsIntersect,
  drawnGeometry,
  geometryBounds,
  hitTest,
  localToCanvas,
  matrixCorners,
  objectMatrix,
  objectTitle,
  objectsInRect,
  orientedBox,
} from './geometry';
import { testObject } from '../../../../../tests/support/canvasObjects';

const canvas = { width: 1920, height: 1080 };
const box = { left: 100, top: 50, width: 200, height: 100, scaleX: 1, scaleY: 1, angle: 0, flipX: false, flipY: false };
const sqrt3 = Math.sqrt(3);
/** -0 as 0, so exact matrices compare equal. */
const unsigned = (values: readonly number[]) => values.map((value) => value + 0);

function expectPoint(actual: Point, expected: Point) {
  expect(actual.x).toBeCloseTo(expected.x, 9);
  expect(actual.y).toBeCloseTo(expected.y, 9);
}

function expectQuad(actual: readonly Point[], expected: readonly Point[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((point, index) => expectPoint(point, expected[index]!));
}

describe('objectMatrix (the engine objectAffine)', () => {
  it('maps the unit square onto the scaled box', () => {
    expect(unsigned(objectMatrix(box))).toEqual([200, 0, 0, 100, 100, 50]);
    expect(unsigned(objectMatrix({ ...box, scaleX: 0.5, scaleY: 2 }))).toEqual([100, 0, 0, 200, 100, 50]);
  });

  it('rotates clockwise about the centre', () => {
    const [a, b, c, d, e, f] = objectMatrix({ ...box, angle: 90 });
    expect(a).toBeCloseTo(0, 12);
    expect(b).toBeCloseTo(200, 12);
    expect(c).toBeCloseTo(-100, 12);
    expect(d).toBeCloseTo(0, 12);
    expect(e).toBeCloseTo(250, 12);
    expect(f).toBeCloseTo(0, 12);
  });

  it('mirrors about the centre: flipX puts the unit origin on the right edge', () => {
    expect(unsigned(objectMatrix({ ...box, flipX: true }))).toEqual([-200, 0, 0, 100, 300, 50]);
    expect(matrixCorners({ ...box, flipX: true, flipY: true })[0]).toEqual({ x: 300, y: 150 });
  });

  it('inverts', () => {
    const matrix = objectMatrix({ ...box, angle: 30, scaleX: 2 });
    const inverse = invertAffine(matrix)!;
    const point = applyAffineToPoint(matrix, { x: 0.25, y: 0.75 });
    expectPoint(applyAffineToPoint(inverse, { x: point.x, y: point.y }), { x: 0.25, y: 0.75 });
    expect(invertAffine(objectMatrix({ ...box, width: 0 }))).toBeNull();
  });
});

describe('boxes and corners', () => {
  it('gives the corners of an unrotated box', () => {
    expect(boxCorners(orientedBox(box))).toEqual([
      { x: 100, y: 50 },
      { x: 300, y: 50 },
      { x: 300, y: 150 },
      { x: 100, y: 150 },
    ]);
  });

  it('gives the corners of a box turned 90° and matches the engine matrix', () => {
    const turned = { ...box, angle: 90 };
    const expected = [
      { x: 250, y: 0 },
      { x: 250, y: 200 },
      { x: 150, y: 200 },
      { x: 150, y: 0 },
    ];
    expectQuad(boxCorners(orientedBox(turned)), expected);
    expectQuad(matrixCorners(turned), expected);
    const bounds = geometryBounds(turned);
    expect(bounds.left).toBeCloseTo(150, 9);
    expect(bounds.top).toBeCloseTo(0, 9);
    expect(bounds.right).toBeCloseTo(250, 9);
    expect(bounds.bottom).toBeCloseTo(200, 9);
  });

  it('gives the corners of a scaled box turned 30°', () => {
    // 100x50 at scale 2 = 200x100, centre (100, 50).
    const turned = { ...box, left: 0, top: 0, width: 100, height: 50, scaleX: 2, scaleY: 2, angle: 30 };
    const corners = boxCorners(orientedBox(turned));
    expectQuad(corners, [
      { x: 125 - 50 * sqrt3, y: -25 * sqrt3 },
      { x: 125 + 50 * sqrt3, y: 100 - 25 * sqrt3 },
      { x: 75 + 50 * sqrt3, y: 100 + 25 * sqrt3 },
      { x: 75 - 50 * sqrt3, y: 25 * sqrt3 },
    ]);
    expectQuad(matrixCorners(turned), corners);
  });

  it('converts between the canvas and the box frame', () => {
    const turned = orientedBox({ ...box, angle: 90 });
    expectPoint(canvasToLocal(turned, { x: 200, y: 0 }), { x: -100, y: 0 });
    expectPoint(localToCanvas(turned, { x: 100, y: 50 }), { x: 150, y: 200 });
  });

  it('covers the canvas with a background that has no size, as the engine draws it', () => {
    const background = testObject({ id: 'bg', _Type: 'background' });
    expect(drawnGeometry(background, canvas)).toMatchObject({ left: -1, top: -1, width: 1921, height: 1081, scaleX: 1, scaleY: 1 });
    const sized = testObject({ id: 'bg', _Type: 'background', width: 10, height: 10 });
    expect(drawnGeometry(sized, canvas)).toBe(sized);
  });
});

describe('hit testing', () => {
  const background = testObject({ id: 'bg', _Type: 'background' });
  const bar = testObject({ id: 'bar', _Type: 'shape', left: 0, top: 0, width: 200, height: 20, angle: 90 });
  const text = testObject({ id: 'text', _Type: 'text', left: 80, top: 80, width: 100, height: 40, text: 'Hi' });

  it('tests a point in the rotated frame', () => {
    // The bar turns about (100, 10): it spans x 90..110, y -90..110.
    const box90 = orientedBox(bar);
    expect(boxContains(box90, { x: 100, y: -80 })).toBe(true);
    expect(boxContains(box90, { x: 150, y: 10 })).toBe(false);
    expect(boxContains(box90, { x: 111, y: 10 })).toBe(false);
    expect(boxContains(box90, { x: 111, y: 10 }, 2)).toBe(true);
  });

  it('takes the top-most object first', () => {
    const objects = [background, bar, text];
    expect(hitTest(objects, { x: 100, y: 100 }, { canvas, backgroundLocked: false })?.id).toBe('text');
    expect(hitTest(objects, { x: 100, y: -50 }, { canvas, backgroundLocked: false })?.id).toBe('bar');
    expect(hitTest(objects, { x: 150, y: 10 }, { canvas, backgroundLocked: false })?.id).toBe('bg');
  });

  it('skips hidden objects, music and the locked background', () => {
    const hidden = { ...text, _Hidden: true };
    const music = testObject({ id: 'music', _Type: 'music', left: 0, top: 0, width: 500, height: 500 });
    const objects = [background, hidden, music];
    expect(hitTest(objects, { x: 100, y: 100 }, { canvas, backgroundLocked: true })).toBeNull();
    expect(hitTest(objects, { x: 100, y: 100 }, { canvas, backgroundLocked: false })?.id).toBe('bg');
  });

  it('selects what a marquee touches, never the background', () => {
    const objects = [background, bar, text];
    // Inside the bar's unrotated box but right of its drawn (rotated) one: no touch.
    expect(objectsInRect(objects, { left: 120, top: 0, right: 130, bottom: 15 }, canvas)).toEqual([]);
    expect(objectsInRect(objects, { left: 105, top: -100, right: 112, bottom: -80 }, canvas)).toEqual(['bar']);
    expect(objectsInRect(objects, { left: 170, top: 110, right: 200, bottom: 130 }, canvas)).toEqual(['text']);
    expect(objectsInRect(objects, { left: 0, top: 0, right: 2000, bottom: 2000 }, canvas)).toEqual(['bar', 'text']);
  });

  it('intersects convex polygons, touching included', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    const diamond = (cx: number) => [
      { x: cx, y: 0 },
      { x: cx + 5, y: 5 },
      { x: cx, y: 10 },
      { x: cx - 5, y: 5 },
    ];
    expect(convexPolygonsIntersect(square, diamond(14))).toBe(true);
    expect(convexPolygonsIntersect(square, diamond(15))).toBe(true);
    expect(convexPolygonsIntersect(square, diamond(16))).toBe(false);
  });
});

describe('objectTitle', () => {
  it('uses the name, else a label from the type', () => {
    expect(objectTitle(testObject({ id: 'a', _Type: 'text', _Name: ' Headline ' }))).toBe('Headline');
    expect(objectTitle(testObject({ id: 'a', _Type: 'text' }))).toBe('Text');
    expect(objectTitle(testObject({ id: 'a', _Type: 'image' }))).toBe('Image');
    expect(objectTitle(testObject({ id: 'a', _Type: 'elements', _Data: { type: 'icons' } }))).toBe('Icon');
    expect(objectTitle(testObject({ id: 'a', _Type: 'shape' }))).toBe('Shape');
    expect(objectTitle(testObject({ id: 'a', _Type: 'background' }))).toBe('Background');
  });
});
