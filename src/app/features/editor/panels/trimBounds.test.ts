import { describe, expect, it } from 'vitest';
import { trimBounds } from './trimBounds';

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
