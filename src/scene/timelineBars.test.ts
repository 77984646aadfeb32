import { describe, expect, it } from 'vitest';
import { testProject } from './testDocument';
import { movedBar, pixelsPerSecond, resizedBarEnd, resizedBarStart, snapTargets, snapTime } from './timelineBars';

const bar = { enterDelay: 2, stayTime: 3, enter: 0, exit: 0 };

describe('pixelsPerSecond', () => {
  it('is 40 at the default zoom and scales with the slider, within 10..149', () => {
    expect(pixelsPerSecond(90)).toBe(40);
    expect(pixelsPerSecond(45)).toBe(20);
    expect(pixelsPerSecond(5)).toBeCloseTo(40 / 9, 10);
    expect(pixelsPerSecond(400)).toBeCloseTo((40 * 149) / 90, 10);
  });
});

describe('snapping', () => {
  const scene = testProject([{ elements: { a: { timing: { enterDelay: 1, stayTime: 2 } }, b: { timing: { enterDelay: 4, stayTime: 1.5 } } } }]).scenes['1']!;

  it('offers the scene ends and the other bars edges', () => {
    expect(snapTargets(scene, 6, 'b').sort((x, y) => x - y)).toEqual([0, 1, 3, 6]);
  });

  it('snaps to the nearest target within 10 px', () => {
    expect(snapTime(3.2, [0, 3, 6], 40)).toBe(3);
    expect(snapTime(3.3, [0, 3, 6], 40)).toBeNull();
    expect(snapTime(3.3, [0, 3, 6], 20)).toBe(3);
  });
});

describe('movedBar', () => {
  it('keeps the length, snaps the closer edge and marks the drag', () => {
    expect(movedBar(bar, 5.9, [0, 6, 12], 40)).toEqual({ ...bar, enterDelay: 6, drag: true });
    expect(movedBar(bar, 8.9, [0, 12], 40)).toEqual({ ...bar, enterDelay: 9, drag: true });
    expect(movedBar(bar, 7.5, [0, 12], 40)).toEqual({ ...bar, enterDelay: 7.5, drag: true });
  });

  it('never starts before 0', () => {
    expect(movedBar(bar, -3, [], 40).enterDelay).toBe(0);
  });
});

describe('resizing', () => {
  it('moves the end, snapping, never below the stay-time floor', () => {
    expect(resizedBarEnd(bar, 7.1, [7], 40)).toEqual({ ...bar, stayTime: 5, resize: true });
    expect(resizedBarEnd(bar, 2.1, [], 40).stayTime).toBe(0.5);
    expect(resizedBarEnd({ ...bar, enter: 1, exit: 1 }, 2.5, [], 40).stayTime).toBe(2);
  });

  it('moves the start and keeps the end', () => {
    expect(resizedBarStart(bar, 1, [], 40)).toEqual({ ...bar, enterDelay: 1, stayTime: 4, resize: true });
    expect(resizedBarStart(bar, 4.9, [], 40)).toEqual({ ...bar, enterDelay: 4.5, stayTime: 0.5, resize: true });
    expect(resizedBarStart(bar, -1, [], 40)).toEqual({ ...bar, enterDelay: 0, stayTime: 5, resize: true });
  });
});
