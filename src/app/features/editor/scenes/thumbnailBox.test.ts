import { describe, expect, it } from 'vitest';
import { thumbnailBox } from './thumbnailBox';

describe('thumbnailBox', () => {
  it('fills the 86 x 46 tile for 16:9 canvases', () => {
    expect(thumbnailBox({ width: 1920, height: 1080 })).toEqual({ width: 86, height: 46 });
  });

  it('keeps the height and the ratio for square and portrait canvases', () => {
    expect(thumbnailBox({ width: 1920, height: 1920 })).toEqual({ width: 46, height: 46 });
    expect(thumbnailBox({ width: 1080, height: 1920 })).toEqual({ width: 26, height: 46 });
  });
});
