import { describe, expect, it } from 'vitest';
import { checkFontSize, FONT_SIZE_PRESETS, isAcceptedFontSize } from './fontSize';

describe('font size', () => {
  it('accepts sizes strictly between 5 and 500', () => {
    expect(isAcceptedFontSize(5)).toBe(false);
    expect(isAcceptedFontSize(5.01)).toBe(true);
    expect(isAcceptedFontSize(6)).toBe(true);
    expect(isAcceptedFontSize(72)).toBe(true);
    expect(isAcceptedFontSize(499.99)).toBe(true);
    expect(isAcceptedFontSize(500)).toBe(false);
    expect(isAcceptedFontSize(4)).toBe(false);
    expect(isAcceptedFontSize(501)).toBe(false);
  });

  it('names the range when it refuses', () => {
    expect(checkFontSize(72)).toBeNull();
    expect(checkFontSize(4)).toBe('Font size must be more than 5 and less than 500.');
    expect(checkFontSize(501)).toBe('Font size must be more than 5 and less than 500.');
  });

  it("offers presets from 6 to 110, ascending, with the text presets' sizes", () => {
    expect(FONT_SIZE_PRESETS).toEqual([6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 34, 36, 40, 44, 48, 52, 56, 64, 72, 80, 90, 96, 110]);
  });
});
