import { describe, expect, it } from 'vitest';
import { mediaTimeAt, playbackRate, videoFrameTime } from './mediaTime';

/** A video entering at 1 s for 4 s, using 2..5 s of its source, in a 6 s scene. */
const base = { enterDelay: 1, stayTime: 4, trimStart: 2, trimEnd: 5 };
const sceneLen = 6;

/** Media times at these scene times for one adjustLength. */
function timesFor(adjustLength: 0 | 1 | 2 | 3 | 4, localTimes: number[]): number[] {
  return localTimes.map((t) => mediaTimeAt({ ...base, adjustLength }, t, sceneLen));
}

describe('mediaTimeAt', () => {
  it('0 none: plays at rate 1 and holds trimEnd once reached', () => {
    expect(timesFor(0, [0, 1, 2.5, 4, 4.5, 5, 6])).toEqual([2, 2, 3.5, 5, 5, 5, 5]);
  });

  it('2 freeze: shows the same frames as 0 and freezes on the last one', () => {
    expect(timesFor(2, [0, 1, 2.5, 4, 4.5, 5, 6])).toEqual(timesFor(0, [0, 1, 2.5, 4, 4.5, 5, 6]));
  });

  it('1 loop: starts over at trimStart after each pass, holds after the stay time', () => {
    expect(timesFor(1, [1, 3.5, 4, 4.75, 5, 5.5])).toEqual([2, 4.5, 2, 2.75, 3, 3]);
  });

  it('3 adjust as scene: stretches the trim range over the stay time', () => {
    expect(playbackRate({ ...base, adjustLength: 3 })).toBe(0.75);
    expect(timesFor(3, [0.5, 1, 3, 5, 6])).toEqual([2, 2, 3.5, 5, 5]);
  });

  it('4 loops across scenes: loops past the stay time up to the scene end, or on with an endless scene', () => {
    expect(timesFor(4, [5.5, 7])).toEqual([3.5, 4]);
    expect(mediaTimeAt({ ...base, adjustLength: 4 }, 100, Infinity)).toBe(2);
    expect(mediaTimeAt({ ...base, adjustLength: 4 }, 100.5, Infinity)).toBe(2.5);
  });

  it('plays at rate 1 in every other mode', () => {
    for (const adjustLength of [0, 1, 2, 4] as const) expect(playbackRate({ ...base, adjustLength })).toBe(1);
  });

  it('loops exactly at multiples of the trim range despite float error', () => {
    const short = { enterDelay: 0, stayTime: 5, trimStart: 0, trimEnd: 0.28, adjustLength: 1 as const };
    expect(mediaTimeAt(short, 0.84, 5)).toBe(0);
    expect(mediaTimeAt(short, 0.96, 5)).toBe(0.12);
  });

  it('stands still on an empty trim range', () => {
    const still = { ...base, trimStart: 3, trimEnd: 3 };
    expect(playbackRate({ ...still, adjustLength: 3 })).toBe(0);
    for (const adjustLength of [0, 1, 2, 3, 4] as const) expect(mediaTimeAt({ ...still, adjustLength }, 3, sceneLen)).toBe(3);
  });
});

describe('videoFrameTime', () => {
  it('shows the last frame inside the trim range once a clip holds at its end', () => {
    const clip = { enterDelay: 0, stayTime: 3, trimStart: 0, trimEnd: 1 };
    expect([0, 0.96, 1, 2].map((t) => videoFrameTime({ ...clip, adjustLength: 2 }, t, 3))).toEqual([0, 0.96, 0.999, 0.999]);
    expect([0.5, 1.5].map((t) => videoFrameTime({ ...clip, adjustLength: 1 }, t, 3))).toEqual([0.5, 0.5]);
  });

  it('leaves an empty trim range where it is', () => {
    expect(videoFrameTime({ enterDelay: 0, stayTime: 3, trimStart: 2, trimEnd: 2, adjustLength: 0 }, 1, 3)).toBe(2);
  });
});
