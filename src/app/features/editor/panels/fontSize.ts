import { FONT_SIZE, TEXT_PRESETS } from '../../../../scene/constants';

/** Sizes of the common type scale offered in the preset list, canvas px; the text presets' sizes are added. */
const TYPE_SCALE = [6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 44, 48, 56, 64, 72, 80, 96, 110];

/**
 * The font size preset list (spec 000 §5 "presets 6 to 110"): a common type scale plus the
 * heading, subheading and body sizes, ascending, within 6..110.
 */
export const FONT_SIZE_PRESETS: readonly number[] = [...new Set([...TYPE_SCALE, ...Object.values(TEXT_PRESETS).map((preset) => preset.fontSize)])]
  .filter((size) => size >= FONT_SIZE.presetMin && size <= FONT_SIZE.presetMax)
  .sort((a, b) => a - b);

/** Whether a typed font size is accepted: strictly between 5 and 500 (spec 000 §5). */
export function isAcceptedFontSize(size: number): boolean {
  return size > FONT_SIZE.acceptedAbove && size < FONT_SIZE.acceptedBelow;
}

/** The message shown for a refused font size. */
export const FONT_SIZE_MESSAGE = `Font size must be more than ${FONT_SIZE.acceptedAbove} and less than ${FONT_SIZE.acceptedBelow}.`;

/** The font size field's check: null when accepted, else {@link FONT_SIZE_MESSAGE}. */
export function checkFontSize(size: number): string | null {
  return isAcceptedFontSize(size) ? null : FONT_SIZE_MESSAGE;
}
