import { describe, expect, it } from 'vitest';
import { EXPAND_BUTTON_CLEARANCE_PX, fitScale, previewPixelRatio, STAGE_MARGIN_PX } from './canvasFit';

const wide = { width: 1920, height: 1080 };
const square = { width: 1080, height: 1080 };
const tall = { width: 1080, height: 1920 };

/** The gaps around the canvas box that a scale gives in an area, centred as the stage centres it. */
function gaps(area: { width: number; height: number }, canvas: { width: number; height: number }, scale: number) {
  return { side: (area.width - canvas.width * scale) / 2, top: (area.height - canvas.height * scale) / 2 };
}

describe('fitScale', () => {
  it('uses the space the area has, less the margin', () => {
    // The stage of the 1280 x 720 editor: the canvas keeps 24 px above and below, and clears the button sideways.
    expect(fitScale({ width: 562, height: 321 }, wide)).toBeCloseTo((562 - 2 * EXPAND_BUTTON_CLEARANCE_PX) / 1920, 10);
    // A roomy area: 24 px at the sides, the button cleared above.
    expect(fitScale({ width: 1600, height: 1000 }, wide)).toBeCloseTo((1600 - 2 * STAGE_MARGIN_PX) / 1920, 10);
    // A tall canvas in a wide area: limited by the height.
    expect(fitScale({ width: 1600, height: 1000 }, tall)).toBeCloseTo((1000 - 2 * STAGE_MARGIN_PX) / 1920, 10);
  });

  it('keeps the margin all round and the canvas out of the expand button’s corner on one axis', () => {
    for (const area of [
      { width: 522, height: 321 },
      { width: 300, height: 300 },
      { width: 1000, height: 1000 },
      { width: 1400, height: 500 },
    ]) {
      for (const canvas of [wide, square, tall]) {
        const { side, top } = gaps(area, canvas, fitScale(area, canvas));
        expect(Math.min(side, top)).toBeGreaterThanOrEqual(STAGE_MARGIN_PX - 1e-6);
        expect(Math.max(side, top)).toBeGreaterThanOrEqual(EXPAND_BUTTON_CLEARANCE_PX - 1e-6);
      }
    }
  });

  it('fills the area when the preview is expanded', () => {
    expect(fitScale({ width: 1920, height: 1200 }, wide, true)).toBe(1);
    expect(fitScale({ width: 1000, height: 1000 }, tall, true)).toBe(1000 / 1920);
  });

  it('is 0 for an area with no room', () => {
    expect(fitScale({ width: 0, height: 300 }, wide)).toBe(0);
    expect(fitScale({ width: 40, height: 40 }, wide)).toBe(0);
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
