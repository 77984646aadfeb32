import { describe, expect, it } from 'vitest';
import { boldPatch, fontOptions, isBold, isItalic, italicPatch, outlineWidthPatch } from './textStyle';

describe('text style toggles', () => {
  it('reads bold from keywords and numeric weights', () => {
    expect(isBold('bold')).toBe(true);
    expect(isBold(700)).toBe(true);
    expect(isBold(600)).toBe(true);
    expect(isBold(500)).toBe(false);
    expect(isBold('normal')).toBe(false);
  });

  it('toggles bold and italic', () => {
    expect(boldPatch({ fontWeight: 'normal' })).toEqual({ fontWeight: 'bold' });
    expect(boldPatch({ fontWeight: 'bold' })).toEqual({ fontWeight: 'normal' });
    expect(boldPatch({ fontWeight: 800 })).toEqual({ fontWeight: 'normal' });
    expect(italicPatch({ fontStyle: 'normal' })).toEqual({ fontStyle: 'italic' });
    expect(italicPatch({ fontStyle: 'oblique' })).toEqual({ fontStyle: 'normal' });
    expect(isItalic('oblique')).toBe(true);
  });

  it('gives an outline width a black colour when there is none', () => {
    expect(outlineWidthPatch({ stroke: null }, 3)).toEqual({ strokeWidth: 3, stroke: '#000000' });
    expect(outlineWidthPatch({ stroke: '#ff0000' }, 3)).toEqual({ strokeWidth: 3 });
    expect(outlineWidthPatch({ stroke: null }, 0)).toEqual({ strokeWidth: 0 });
  });
});

describe('fontOptions', () => {
  const picker = ['Arial', 'Courier New', 'Georgia', 'Poppins', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana'];

  it('offers the picker fonts, then catalogue fonts once each', () => {
    expect(fontOptions('Arial')).toEqual(picker);
    expect(fontOptions('Arial', ['Lobster', 'Arial'])).toEqual([...picker, 'Lobster']);
  });

  it('puts a family of the text that is not offered first', () => {
    expect(fontOptions('Poppins Regular')).toEqual(['Poppins Regular', ...picker]);
  });
});
