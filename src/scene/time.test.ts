import { describe, expect, it } from 'vitest';
import { floorTo, FPS, frameAtSeconds, frameClockText, framesToSeconds, roundTo, secondsToFrames } from './time';

describe('frames and seconds', () => {
  it('plays at 25 frames per second', () => {
    expect(FPS).toBe(25);
  });

  it('converts frames to the second they start at', () => {
    expect(framesToSeconds(0)).toBe(0);
    expect(framesToSeconds(7)).toBe(0.28);
    expect(framesToSeconds(25)).toBe(1);
    expect(framesToSeconds(6000)).toBe(240);
  });

  it('rounds seconds to the nearest whole frame', () => {
    expect(secondsToFrames(0)).toBe(0);
    expect(secondsToFrames(0.28)).toBe(7);
    expect(secondsToFrames(0.5)).toBe(13);
    expect(secondsToFrames(0.49)).toBe(12);
    expect(secondsToFrames(1.16)).toBe(29);
    expect(secondsToFrames(240)).toBe(6000);
  });

  it('gives the frame on screen at a time, ignoring float error', () => {
    expect(0.28 * 25).toBe(7.000000000000001);
    expect(1.16 * 25).toBe(28.999999999999996);
    expect(frameAtSeconds(0.28)).toBe(7);
    expect(frameAtSeconds(1.16)).toBe(29);
    expect(frameAtSeconds(0.03999)).toBe(0);
    expect(frameAtSeconds(0.04)).toBe(1);
    expect(frameAtSeconds(4.999)).toBe(124);
    expect(frameAtSeconds(-0.01)).toBe(-1);
  });

  it('round-trips every frame of a 240 s project', () => {
    for (let frame = 0; frame <= 6000; frame++) {
      expect(frameAtSeconds(framesToSeconds(frame))).toBe(frame);
      expect(secondsToFrames(framesToSeconds(frame))).toBe(frame);
    }
  });
});

describe('rounding', () => {
  it('rounds to 2 or 3 decimals without float surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.1 + 0.2, 3)).toBe(0.3);
    expect(roundTo(2.3456, 3)).toBe(2.346);
    expect(roundTo(2.3454, 3)).toBe(2.345);
    expect(roundTo(7, 2)).toBe(7);
    expect(Object.is(roundTo(-0.0001, 2), 0)).toBe(true);
  });

  it('rounds down for limits', () => {
    expect(floorTo(4.005, 2)).toBe(4);
    expect(floorTo(0.29, 2)).toBe(0.29);
    expect(floorTo(0.3 + 0.6, 2)).toBe(0.9);
    expect(floorTo(-1.234, 2)).toBe(-1.24);
  });
});

describe('frameClockText', () => {
  it('shows minutes, seconds and the frame within the second', () => {
    expect(frameClockText(0)).toBe('0:00.00');
    expect(frameClockText(62)).toBe('0:02.12');
    expect(frameClockText(25 * 75 + 3)).toBe('1:15.03');
  });
});
