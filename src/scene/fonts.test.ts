import { describe, expect, it } from 'vitest';
import { BUILT_IN_FONTS, PICKER_FONTS } from './constants';
import { FONT_FAMILIES, FONT_NAMES, shippedFamily } from './fonts';

describe('FONT_FAMILIES', () => {
  it('ships every picker and built-in family of spec 000 §9, picker fonts first', () => {
    for (const family of [...PICKER_FONTS, ...BUILT_IN_FONTS]) expect(FONT_NAMES).toContain(family);
    expect(FONT_NAMES.slice(0, PICKER_FONTS.length)).toEqual([...PICKER_FONTS]);
    expect(new Set(FONT_NAMES).size).toBe(FONT_NAMES.length);
    expect(FONT_FAMILIES.length).toBeGreaterThanOrEqual(PICKER_FONTS.length + 3 + 12);
  });

  it('draws the proprietary families with their metric-compatible substitutes', () => {
    expect(shippedFamily('Arial')?.fontsource).toBe('arimo');
    expect(shippedFamily('Times New Roman')?.fontsource).toBe('tinos');
    expect(shippedFamily('Courier New')?.fontsource).toBe('cousine');
    expect(shippedFamily('Calibri')?.fontsource).toBe('carlito');
    expect(shippedFamily('Cambria')?.fontsource).toBe('caladea');
  });
});

describe('shippedFamily', () => {
  it('reads a family followed by a style word, and nothing else', () => {
    expect(shippedFamily('Poppins Regular')?.family).toBe('Poppins');
    expect(shippedFamily('Open Sans')?.family).toBe('Open Sans');
    expect(shippedFamily('Open Sans Bold')?.family).toBe('Open Sans');
    expect(shippedFamily('Arialish')).toBeUndefined();
    expect(shippedFamily('Comic Sans MS')).toBeUndefined();
  });
});
