import { describe, expect, it } from 'vitest';
import { setSceneSpeechSound } from './ops/sceneSpeech';
import { updateTiming } from './ops/updateTiming';
import { testProject } from '../../tests/support/testDocument';
import { draggedAnimation, movedBar, onResizeGrid, pixelsPerSecond, resizedBarEnd, resizedBarStart, snapTargets, snapTime, timelineMaxLength } from './timelineBars';

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
    expect(movedBar(bar, 5.9, [0, 6, 12], 40)).toEqual({ ...bar, enterDelay: 6, drag: true, resize: true });
    expect(movedBar(bar, 8.9, [0, 12], 40)).toEqual({ ...bar, enterDelay: 9, drag: true, resize: true });
    expect(movedBar(bar, 7.5, [0, 12], 40)).toEqual({ ...bar, enterDelay: 7.5, drag: true, resize: true });
  });

  it('marks a moved bar as manually resized, so easy mode no longer fits it to the speech', () => {
    const doc = testProject([{ elements: { moved: { timing: { stayTime: 5 } }, kept: { timing: { stayTime: 5 } } } }]);
    const moved = movedBar(doc.scenes['1']!.elements.moved!, 1, [], 40);
    const edited = updateTiming(doc, 1, 'moved', moved);
    const spoken = setSceneSpeechSound(edited, 1, { type: 'upload', sound: { media_file: '/speech.mp3', duration: 3 } });
    expect(spoken.scenes['1']!.elements.moved).toMatchObject({ enterDelay: 1, stayTime: 5, drag: true, resize: true });
    expect(spoken.scenes['1']!.elements.kept).toMatchObject({ enterDelay: 0, stayTime: 3 });
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

describe('onResizeGrid', () => {
  it('moves a bar edge in whole timeline px', () => {
    expect(onResizeGrid(0.26, 40)).toBe(0.25);
    expect(onResizeGrid(0.2625, 40)).toBe(0.275);
    expect(onResizeGrid(-0.01, 40)).toBe(0);
    expect(onResizeGrid(1, 40 / 9)).toBeCloseTo(0.9, 12);
  });
});

describe('timelineMaxLength', () => {
  it('is what the visible width holds at the zoom, in whole seconds', () => {
    expect(timelineMaxLength(5, 90, 1000)).toBe(25);
    expect(timelineMaxLength(5, 45, 1000)).toBe(50);
    expect(timelineMaxLength(5, 10, 1000)).toBe(225);
    expect(timelineMaxLength(5, 149, 1000)).toBe(15);
  });

  it('never ends before the scene length plus 5 s', () => {
    expect(timelineMaxLength(30, 90, 1000)).toBe(35);
    expect(timelineMaxLength(4.2, 90, 0)).toBe(10);
  });
});

describe('draggedAnimation', () => {
  const timing = { stayTime: 4, enter: 1, exit: 1.5 };
  it('sets the dragged slot, rounded to hundredths', () => {
    expect(draggedAnimation(timing, 'enter', 1.234)).toEqual({ enter: 1.23 });
    expect(draggedAnimation(timing, 'exit', 0.5)).toEqual({ exit: 0.5 });
  });

  it('keeps it between 0 and the stay time less the opposite animation', () => {
    expect(draggedAnimation(timing, 'enter', -1)).toEqual({ enter: 0 });
    expect(draggedAnimation(timing, 'enter', 3)).toEqual({ enter: 2.5 });
    expect(draggedAnimation(timing, 'exit', 9)).toEqual({ exit: 3 });
  });
});
