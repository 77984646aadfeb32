import { describe, expect, it } from 'vitest';
import type { TextSpec } from '../timeline/drawList';
import { fontShorthand, layoutText, lineBoxHeight } from './layoutText';

const spec = (text: string, width: number): TextSpec => ({
  text,
  width,
  height: 100,
  fontFamily: 'Poppins',
  fontSize: 10,
  fontWeight: 'bold',
  fontStyle: 'normal',
  textAlign: 'left',
  lineHeight: 1.16,
  charSpacing: 0,
  fill: '#000',
  stroke: null,
  strokeWidth: 0,
  underline: false,
  linethrough: false,
  textBackgroundColor: null,
});
/** Every character is 10 px wide. */
const measure = (text: string) => text.length * 10;

describe('layoutText', () => {
  it('keeps a line that fits', () => {
    expect(layoutText(spec('hello world', 200), measure)).toEqual([{ text: 'hello world', width: 110 }]);
  });

  it('moves whole words to the next line', () => {
    expect(layoutText(spec('hello big world', 100), measure).map((line) => line.text)).toEqual(['hello big', 'world']);
  });

  it('breaks on newlines and keeps empty lines', () => {
    expect(layoutText(spec('a\n\nb', 100), measure).map((line) => line.text)).toEqual(['a', '', 'b']);
  });

  it('breaks a word longer than the width between characters', () => {
    expect(layoutText(spec('abcdefghij', 40), measure).map((line) => line.text)).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('fonts', () => {
  it('builds the shorthand and the line box', () => {
    expect(fontShorthand(spec('x', 1), 2)).toBe('normal bold 20px "Poppins", sans-serif');
    expect(lineBoxHeight(spec('x', 1))).toBeCloseTo(11.6, 10);
  });
});
