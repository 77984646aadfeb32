import { FONT_NAMES } from '../../../scene/fonts.ts';
import { DEFAULT_MERGE_FALLBACKS } from '../../../scene/mergeTags.ts';
import type { Gradient } from '../../../scene/schema/canvasObject.ts';

/** A linear gradient from colour stops spread evenly from 0 to 1. */
function linear(angle: number, ...colors: string[]): Gradient {
  return { kind: 'linear', angle, stops: colors.map((color, index) => ({ offset: Number((index / (colors.length - 1)).toFixed(3)), color })) };
}

/**
 * The built-in gradients of the colour picker (spec 000 §7 `/api/colors/combine/` "gradients"; the
 * list is not shown): twelve soft linear gradients of two or three stops, in the document's
 * gradient shape, so a choice goes into `gradient` of a background or shape as it is.
 */
export const BUILT_IN_GRADIENTS: readonly Gradient[] = [
  linear(90, '#e7416a', '#f59e0b'),
  linear(135, '#667eea', '#764ba2'),
  linear(90, '#43cea2', '#185a9d'),
  linear(45, '#ff9a9e', '#fecfef'),
  linear(180, '#a1c4fd', '#c2e9fb'),
  linear(135, '#f6d365', '#fda085'),
  linear(90, '#11998e', '#38ef7d'),
  linear(45, '#fc466b', '#3f5efb'),
  linear(180, '#0f2027', '#203a43', '#2c5364'),
  linear(90, '#ee9ca7', '#ffdde1'),
  linear(135, '#fdfbfb', '#ebedee'),
  linear(90, '#ff512f', '#f09819', '#ffd452'),
];

/**
 * The fonts the editor offers: the picker fonts of spec 000 §9 first, then the other built-in
 * families and popular free ones; every one ships with the product (src/scene/fonts.ts) and the
 * engine loads it by name.
 */
export const EDITOR_FONTS: readonly string[] = FONT_NAMES;

/**
 * The merge tags the editor offers (spec 000 §3 "mergeTag"; names not shown): the contact fields a
 * personalisation list usually carries, written `{{name}}` in text and speech. Any other name is
 * still allowed in text; these are the suggestions, each with a default fallback.
 */
export const MERGE_TAGS: readonly string[] = Object.keys(DEFAULT_MERGE_FALLBACKS);
