import { describe, expect, it } from 'vitest';
import { snapMove, snapTargets } from './snapping';
import { testObject } from '../../../../../tests/support/canvasObjects';

const canvas = { width: 1000, height: 500 };
const background = testObject({ id: 'bg', _Type: 'background' });
const other = testObject({ id: 'other', _Type: 'image', left: 200, top: 300, width: 100, height: 50 });

describe('snapTargets', () => {
  it('takes the canvas edges and centre and the other visible objects, not the moving ones or the background', () => {
    const hidden = testObject({ id: 'hidden', _Type: 'image', left: 600, top: 0, width: 10, height: 10, _Hidden: true });
    const moving = testObject({ id: 'moving', _Type: 'image', left: 700, top: 0, width: 10, height: 10 });
    const targets = snapTargets([background, other, hidden, moving], new Set(['moving']), canvas);
    expect(targets.x).toEqual([
      { position: 0, start: 0, end: 500 },
      { position: 500, start: 0, end: 500 },
      { position: 1000, start: 0, end: 500 },
      { position: 200, start: 300, end: 350 },
      { position: 250, start: 300, end: 350 },
      { position: 300, start: 300, end: 350 },
    ]);
    expect(targets.y.map((line) => line.position)).toEqual([0, 250, 500, 300, 325, 350]);
  });

  it('uses the bounds of rotated objects', () => {
    const turned = testObject({ id: 't', _Type: 'image', left: 100, top: 50, width: 200, height: 100, angle: 90 });
    const targets = snapTargets([turned], new Set(), canvas);
    expect(targets.x.slice(3).map((line) => Math.round(line.position * 1e9) / 1e9)).toEqual([150, 200, 250]);
  });
});

describe('snapMove', () => {
  const targets = snapTargets([background, other], new Set(), canvas);

  it('snaps an edge to the canvas edge within the threshold and draws the guide', () => {
    const result = snapMove({ left: 4, top: 100, right: 104, bottom: 150 }, targets, 6);
    expect(result.dx).toBe(-4);
    expect(result.dy).toBe(0);
    expect(result.guides).toEqual([{ axis: 'x', position: 0, start: 0, end: 500 }]);
  });

  it('leaves a box alone outside the threshold', () => {
    expect(snapMove({ left: 7, top: 100, right: 107, bottom: 150 }, targets, 6)).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it('snaps centres and picks the nearest line on each axis', () => {
    // Centre x 502 -> 500 (canvas centre); bottom 296 -> 300 (the other object's top), top 246 is 4 from the middle 250 too.
    const result = snapMove({ left: 452, top: 246, right: 552, bottom: 296 }, targets, 6);
    expect(result.dx).toBe(-2);
    expect(result.dy).toBe(4);
    expect(result.guides).toContainEqual({ axis: 'x', position: 500, start: 0, end: 500 });
    expect(result.guides).toContainEqual({ axis: 'y', position: 250, start: 0, end: 1000 });
    expect(result.guides).toContainEqual({ axis: 'y', position: 300, start: 200, end: 550 });
  });

  it('spans the guide over both the target object and the moving box', () => {
    // Right edge 197 -> 200 (the other object's left edge); the box lies above it.
    const result = snapMove({ left: 147, top: 20, right: 197, bottom: 60 }, targets, 6);
    expect(result.dx).toBe(3);
    expect(result.guides).toEqual([{ axis: 'x', position: 200, start: 20, end: 350 }]);
  });
});
