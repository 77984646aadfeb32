import { PICKER_FONTS } from '../../../../scene/constants';
import type { TextObject } from '../../../../scene/schema/canvasObject';

/** Alignment buttons in display order, with their names. */
export const TEXT_ALIGNMENTS: readonly { value: TextObject['textAlign']; name: string }[] = [
  { value: 'left', name: 'Align left' },
  { value: 'center', name: 'Align centre' },
  { value: 'right', name: 'Align right' },
  { value: 'justify', name: 'Justify' },
];

/** Letter spacing (`charSpacing`) control, thousandths of an em; the spec gives no range. */
export const LETTER_SPACING = { min: -200, max: 800, step: 10 } as const;

/** Line height control, multiple of the font size; the spec gives no range (the document allows 0.1..10). */
export const LINE_HEIGHT = { min: 0.5, max: 3, step: 0.05, decimals: 2 } as const;

/** Outline (`strokeWidth`) control, canvas px; the spec gives no range. */
export const OUTLINE_WIDTH = { min: 0, max: 20, step: 1 } as const;

/** Outline colour given when a width is set on text without an outline colour. */
export const OUTLINE_DEFAULT_COLOR = '#000000';

/** Whether a weight reads as bold: `bold` or a number of 600 or more. */
export function isBold(fontWeight: TextObject['fontWeight']): boolean {
  return fontWeight === 'bold' || (typeof fontWeight === 'number' && fontWeight >= 600);
}

/** Whether the style reads as italic (`italic` or `oblique`). */
export function isItalic(fontStyle: TextObject['fontStyle']): boolean {
  return fontStyle !== 'normal';
}

/** The change of the Bold toggle: `bold`, or back to `normal`. */
export function boldPatch(text: Pick<TextObject, 'fontWeight'>): Pick<TextObject, 'fontWeight'> {
  return { fontWeight: isBold(text.fontWeight) ? 'normal' : 'bold' };
}

/** The change of the Italic toggle. */
export function italicPatch(text: Pick<TextObject, 'fontStyle'>): Pick<TextObject, 'fontStyle'> {
  return { fontStyle: isItalic(text.fontStyle) ? 'normal' : 'italic' };
}

/** The change of the outline width: a width on text without an outline colour also sets black. */
export function outlineWidthPatch(text: Pick<TextObject, 'stroke'>, strokeWidth: number): Partial<Pick<TextObject, 'stroke' | 'strokeWidth'>> {
  return strokeWidth > 0 && text.stroke === null ? { strokeWidth, stroke: OUTLINE_DEFAULT_COLOR } : { strokeWidth };
}

/**
 * Families offered in the font select: the picker fonts, then further catalogue fonts, each once;
 * the text's own family first when it is none of them (the default `Poppins Regular`, a template font).
 */
export function fontOptions(current: string, extra: readonly string[] = []): string[] {
  const fonts = [...new Set<string>([...PICKER_FONTS, ...extra])];
  return fonts.includes(current) ? fonts : [current, ...fonts];
}
