import { describe, expect, it } from 'vitest';
import { fitScale, previewPixelRatio } from './canvasFit';

describe('fitScale', () => {
  it('fits the canvas in the area with the zoom factor of the screen', () => {
    expect(fitScale({ width: 1000, height: 1000 }, { width: 1920, height: 1080 }, 1920)).toBeCloseTo((1000 / 1920) * 0.9, 10);
    expect(fitScale({ width: 1000, height: 400 }, { width: 1920, height: 1080 }, 1440)).toBeCloseTo((400 / 1080) * 0.8, 10);
  });

  it('fills the area when the preview is expanded', () => {
    expect(fitScale({ width: 1920, height: 1200 }, { width: 1920, height: 1080 }, 1920, true)).toBe(1);
    expect(fitScale({ width: 1000, height: 1000 }, { width: 1080, height: 1920 }, 1000, true)).toBe(1000 / 1920);
  });

  it('is 0 for an area with no room', () => {
    expect(fitScale({ width: 0, height: 300 }, { width: 1920, height: 1080 }, 1920)).toBe(0);
  });
});

describe('previewPixelRatio', () => {
  it('follows the screen up to 2', () => {
    expect(previewPixelRatio(1)).toBe(1);
    expect(previewPixelRatio(1.5)).toBe(1.5);
    expect(previewPixelRatio(3)).toBe(2);
    expect(previewPixelRatio(0)).toBe(1);
  });
});
