import { describe, expect, it } from 'vitest';
import type { GeometryPatch } from './transform';
import { boxCorners, orientedBox } from './geometry';
import { handlesFor, moveGeometry, normalizeAngle, nudgeDelta, resizeFromHandle, rotateGeometry } from './transform';

const box = { left: 100, top: 50, width: 200, height: 100, scaleX: 1, scaleY: 1, angle: 0, flipX: false, flipY: false };
const turned = { ...box, angle: 90 };

function expectPatch(actual: GeometryPatch, expected: GeometryPatch) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(actual[key as keyof GeometryPatch]).toBeCloseTo(value, 6);
}

describe('moveGeometry', () => {
  it('moves the top-left corner', () => {
    expect(moveGeometry(box, { x: 15, y: -7.5 })).toEqual({ left: 115, top: 42.5 });
  });
});

describe('resizeFromHandle', () => {
  it('scales from a corner keeping the aspect ratio, anchored on the opposite corner', () => {
    // Pointer (400, 200) projects onto the diagonal at 1.5 times the size.
    expect(resizeFromHandle(box, 'se', { x: 400, y: 200 }, { minSize: 1 })).toEqual({ left: 100, top: 50, scaleX: 1.5, scaleY: 1.5 });
    // Off the diagonal: (400, 100) projects to (300 * 200 + 50 * 100) / 50000 = 1.3.
    expect(resizeFromHandle(box, 'se', { x: 400, y: 100 }, { minSize: 1 })).toEqual({ left: 100, top: 50, scaleX: 1.3, scaleY: 1.3 });
    // The top-left corner: the bottom-right one (300, 150) stays.
    expect(resizeFromHandle(box, 'nw', { x: 200, y: 100 }, { minSize: 1 })).toEqual({ left: 200, top: 100, scaleX: 0.5, scaleY: 0.5 });
  });

  it('stretches one axis from a side handle', () => {
    expect(resizeFromHandle(box, 'e', { x: 350, y: 999 }, { minSize: 1 })).toEqual({ left: 100, top: 50, scaleX: 1.25, scaleY: 1 });
    expect(resizeFromHandle(box, 'w', { x: 50, y: 0 }, { minSize: 1 })).toEqual({ left: 50, top: 50, scaleX: 1.25, scaleY: 1 });
    expect(resizeFromHandle(box, 'n', { x: 0, y: 0 }, { minSize: 1 })).toEqual({ left: 100, top: 0, scaleX: 1, scaleY: 1.5 });
    expect(resizeFromHandle(box, 's', { x: 0, y: 100 }, { minSize: 1 })).toEqual({ left: 100, top: 50, scaleX: 1, scaleY: 0.5 });
  });

  it('works in the rotated frame: the west handle of a box turned 90° is at the top', () => {
    // Centre (200, 100); the west handle sits at (200, 0), the east one at (200, 200).
    const patch = resizeFromHandle(turned, 'w', { x: 260, y: -50 }, { minSize: 1 });
    expectPatch(patch, { left: 75, top: 25, scaleX: 1.25, scaleY: 1 });
    const east = boxCorners(orientedBox({ ...turned, ...patch }));
    // The east side (corners 1 and 2 of the turned box) stays put.
    expect(east[1].x).toBeCloseTo(250, 9);
    expect(east[1].y).toBeCloseTo(200, 9);
    expect(east[2].x).toBeCloseTo(150, 9);
    expect(east[2].y).toBeCloseTo(200, 9);
  });

  it('keeps the opposite corner of a rotated box', () => {
    // Box turned 90°: its own south-east corner is at (150, 200), the north-west one at (250, 0).
    const patch = resizeFromHandle(turned, 'se', { x: 100, y: 300 }, { minSize: 1 });
    // Local pointer (200, 100) - anchor (-100, -50) = (300, 150): factor 1.5; 300x150 about the new centre (175, 150).
    expectPatch(patch, { left: 25, top: 75, scaleX: 1.5, scaleY: 1.5 });
    const corners = boxCorners(orientedBox({ ...turned, ...patch }));
    expect(corners[0].x).toBeCloseTo(250, 9);
    expect(corners[0].y).toBeCloseTo(0, 9);
    expect(corners[2].x).toBeCloseTo(100, 9);
    expect(corners[2].y).toBeCloseTo(300, 9);
  });

  it('keeps flips and writes scale against the unscaled size', () => {
    const scaled = { ...box, width: 100, height: 50, scaleX: 2, scaleY: 2, flipX: true };
    expect(resizeFromHandle(scaled, 'se', { x: 400, y: 200 }, { minSize: 1 })).toEqual({ left: 100, top: 50, scaleX: 3, scaleY: 3 });
  });

  it('stops at the minimum size and never turns the box inside out', () => {
    expect(resizeFromHandle(box, 'e', { x: 0, y: 0 }, { minSize: 10 })).toEqual({ left: 100, top: 50, scaleX: 0.05, scaleY: 1 });
    // Corners: the shorter side (100) reaches 10 first: factor 0.1.
    expect(resizeFromHandle(box, 'se', { x: 0, y: 0 }, { minSize: 10 })).toEqual({ left: 100, top: 50, scaleX: 0.1, scaleY: 0.1 });
  });

  it('leaves boxes without a size alone', () => {
    expect(resizeFromHandle({ ...box, width: 0 }, 'se', { x: 400, y: 200 }, { minSize: 1 })).toEqual({});
  });
});

describe('rotateGeometry', () => {
  it('turns by the angle the pointer swept about the centre', () => {
    // Centre (200, 100): from straight above to straight right is +90°.
    expect(rotateGeometry(box, { x: 200, y: 0 }, { x: 300, y: 100 }, null)).toEqual({ angle: 90 });
    expect(rotateGeometry({ ...box, angle: 30 }, { x: 200, y: 0 }, { x: 100, y: 100 }, null)).toEqual({ angle: 300 });
  });

  it('snaps to 15° steps with Shift', () => {
    // 50° from straight above.
    const to = { x: 200 + 100 * Math.sin((50 * Math.PI) / 180), y: 100 - 100 * Math.cos((50 * Math.PI) / 180) };
    expect(rotateGeometry(box, { x: 200, y: 0 }, to, null).angle).toBeCloseTo(50, 6);
    expect(rotateGeometry(box, { x: 200, y: 0 }, to, 15)).toEqual({ angle: 45 });
    expect(rotateGeometry({ ...box, angle: 350 }, { x: 200, y: 0 }, { x: 205, y: 0 }, 15)).toEqual({ angle: 0 });
  });

  it('normalises angles into 0..360', () => {
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(360)).toBe(0);
    expect(normalizeAngle(725)).toBe(5);
  });
});

describe('nudgeDelta', () => {
  it('moves 2 px, 10 with Shift, 100 with Ctrl', () => {
    expect(nudgeDelta('ArrowLeft', { shift: false, ctrl: false })).toEqual({ x: -2, y: 0 });
    expect(nudgeDelta('ArrowDown', { shift: true, ctrl: false })).toEqual({ x: 0, y: 10 });
    expect(nudgeDelta('ArrowUp', { shift: false, ctrl: true })).toEqual({ x: 0, y: -100 });
    expect(nudgeDelta('ArrowRight', { shift: true, ctrl: true })).toEqual({ x: 100, y: 0 });
    expect(nudgeDelta('a', { shift: false, ctrl: false })).toBeNull();
  });
});

describe('handlesFor', () => {
  it('shows 8 handles, corners only for text, only the bottom-right one for small objects', () => {
    expect(handlesFor('image', { width: 200, height: 100 })).toEqual(['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w']);
    expect(handlesFor('text', { width: 200, height: 100 })).toEqual(['nw', 'ne', 'se', 'sw']);
    expect(handlesFor('image', { width: 200, height: 47 })).toEqual(['se']);
    expect(handlesFor('text', { width: 40, height: 100 })).toEqual(['se']);
    expect(handlesFor('image', { width: 48, height: 48 })).toHaveLength(8);
  });
});
