import { describe, expect, it } from 'vitest';
import { CANVAS_SIZES, DEFAULT_ANIMATION_IDS, PROJECT_LENGTH_BY_MODE, TIMELINE_DEFAULTS, UPLOAD_MAX_BYTES } from './constants';

describe('constants of spec 000 §9', () => {
  it('has the three canvas sizes by index', () => {
    expect(CANVAS_SIZES[0]).toEqual({ width: 1920, height: 1080, ratio: '16:9' });
    expect(CANVAS_SIZES[1]).toEqual({ width: 1920, height: 1920, ratio: '1:1' });
    expect(CANVAS_SIZES[2]).toEqual({ width: 1080, height: 1920, ratio: '9:16' });
  });

  it('caps uploads at 100 MB in binary megabytes', () => {
    expect(UPLOAD_MAX_BYTES).toBe(104_857_600);
  });

  it('keeps the timing and animation defaults', () => {
    expect(TIMELINE_DEFAULTS).toEqual({ adjustLength: 3, enter: 0, exit: 0, trimEnd: 10 });
    expect(DEFAULT_ANIMATION_IDS).toEqual({ enter: 5, exit: 5, place: 34 });
    expect(PROJECT_LENGTH_BY_MODE).toEqual({ 0: 240, 1: 120, 2: 120 });
  });
});
