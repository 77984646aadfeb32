import { describe, expect, it } from 'vitest';
import { trimBounds, trimmedEdge } from './trimBounds';

describe('trimBounds', () => {
  it('keeps at least 1 s between start and end, within the video length', () => {
    expect(trimBounds({ trimStart: 2, trimEnd: 8, duration: 12 })).toEqual({ start: { min: 0, max: 7 }, end: { min: 3, max: 12 } });
  });

  it('works with fractions without float noise', () => {
    expect(trimBounds({ trimStart: 0.3, trimEnd: 1.6, duration: 4.2 })).toEqual({ start: { min: 0, max: 0.6 }, end: { min: 1.3, max: 4.2 } });
  });

  it('leaves the end unbounded while the length is unknown', () => {
    expect(trimBounds({ trimStart: 0, trimEnd: 10, duration: 0 })).toEqual({ start: { min: 0, max: 9 }, end: { min: 1, max: undefined } });
  });

  it('lets a video shorter than 1 s be used only whole', () => {
    expect(trimBounds({ trimStart: 0, trimEnd: 0.6, duration: 0.6 })).toEqual({ start: { min: 0, max: 0 }, end: { min: 0.6, max: 0.6 } });
  });

  it('never gives a negative start limit', () => {
    expect(trimBounds({ trimStart: 0, trimEnd: 0.5, duration: 10 }).start).toEqual({ min: 0, max: 0 });
  });
});

describe('trimmedEdge', () => {
  const timing = { trimStart: 2, trimEnd: 8, duration: 12 };

  it('sets only the edge asked for, to a hundredth of a second', () => {
    expect(trimmedEdge(timing, 'start', 3.456)).toEqual({ trimStart: 3.46 });
    expect(trimmedEdge(timing, 'end', 6.5)).toEqual({ trimEnd: 6.5 });
  });

  it('keeps the kept range at least 1 s long', () => {
    expect(trimmedEdge(timing, 'start', 7.8)).toEqual({ trimStart: 7 });
    expect(trimmedEdge(timing, 'end', 2.2)).toEqual({ trimEnd: 3 });
  });

  it('keeps the range within the media, 0 to its length', () => {
    expect(trimmedEdge(timing, 'start', -1)).toEqual({ trimStart: 0 });
    expect(trimmedEdge(timing, 'end', 30)).toEqual({ trimEnd: 12 });
  });

  it('lets the end grow freely while the media length is unknown', () => {
    expect(trimmedEdge({ ...timing, duration: 0 }, 'end', 30)).toEqual({ trimEnd: 30 });
  });
});
