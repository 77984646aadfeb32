import { OPACITY_SLIDER, SHADOW_LIMITS, TEXT_EFFECT_IDS, TEXT_EFFECT_LIMITS } from '../constants';
import type { TextEffect } from '../schema/canvasObject';

/** A setting of a text effect: a slider field of `TextEffect`, or its colour. */
export type TextEffectControl = 'distance' | 'angle' | 'blur' | 'opacity' | 'intensity' | 'emboss' | 'borderWidth' | 'depth' | 'color';

/** A slider setting of a text effect. */
export type TextEffectSlider = Exclude<TextEffectControl, 'color'>;

/** One text effect: id (0..7), card name, the settings it uses in display order, and the values it starts with. */
export interface TextEffectDefinition {
  id: number;
  name: string;
  controls: readonly TextEffectControl[];
  defaults: Omit<TextEffect, 'id'>;
}

/**
 * The text effects 0..7 (spec 000 §3) and the settings each uses, defined once for the panel
 * (cards, sliders, defaults), the renderer (`textEffectPaint`, drawn when the text is rasterised)
 * and any catalogue. The spec names the settings
 * and their ranges, not which effect uses which; ours follow the usual meaning of the names:
 * - Shadow: a soft copy behind the text: distance, angle, blur, opacity, colour.
 * - Lift: a soft shadow right under the text: intensity, and emboss (how far it spreads).
 * - Hollow: only the letters' outline: border width.
 * - Splice: hollow letters with an offset solid copy: border width, distance, angle, colour.
 * - Outline: the letters with an outline: border width, colour.
 * - Echo: fading copies trailing the text: distance, angle, depth (number of copies), colour.
 * - Glitch: two colour-shifted copies: distance, angle, colour.
 */
export const TEXT_EFFECTS: readonly TextEffectDefinition[] = [
  { id: 0, name: 'None', controls: [], defaults: {} },
  {
    id: 1,
    name: 'Shadow',
    controls: ['distance', 'angle', 'blur', 'opacity', 'color'],
    defaults: { distance: 10, angle: 45, blur: 20, opacity: 40, color: '#000000' },
  },
  { id: 2, name: 'Lift', controls: ['intensity', 'emboss'], defaults: { intensity: 50, emboss: 20 } },
  { id: 3, name: 'Hollow', controls: ['borderWidth'], defaults: { borderWidth: 2 } },
  {
    id: 4,
    name: 'Splice',
    controls: ['borderWidth', 'distance', 'angle', 'color'],
    defaults: { borderWidth: 2, distance: 10, angle: 45, color: '#999999' },
  },
  { id: 5, name: 'Outline', controls: ['borderWidth', 'color'], defaults: { borderWidth: 2, color: '#000000' } },
  {
    id: 6,
    name: 'Echo',
    controls: ['distance', 'angle', 'depth', 'color'],
    defaults: { distance: 10, angle: 45, depth: 3, color: '#999999' },
  },
  { id: 7, name: 'Glitch', controls: ['distance', 'angle', 'color'], defaults: { distance: 5, angle: 90, color: '#00ffff' } },
];

/** Label, range and unit of each slider setting (spec 000 §5 ranges). */
export const TEXT_EFFECT_SLIDERS: Record<TextEffectSlider, { label: string; min: number; max: number; unit?: string }> = {
  distance: { label: 'Distance', ...TEXT_EFFECT_LIMITS.distance },
  angle: { label: 'Angle', ...SHADOW_LIMITS.angle, unit: '°' },
  blur: { label: 'Blur', ...SHADOW_LIMITS.blur },
  opacity: { label: 'Opacity', ...OPACITY_SLIDER, unit: '%' },
  intensity: { label: 'Intensity', ...TEXT_EFFECT_LIMITS.intensity, unit: '%' },
  emboss: { label: 'Emboss', ...TEXT_EFFECT_LIMITS.emboss, unit: '%' },
  borderWidth: { label: 'Border width', ...TEXT_EFFECT_LIMITS.borderWidth },
  depth: { label: 'Depth', ...TEXT_EFFECT_LIMITS.depth },
};

/** The definition of an effect id; ids outside 0..7 read as None. */
export function textEffectDefinition(id: number): TextEffectDefinition {
  const definition = TEXT_EFFECTS.find((effect) => effect.id === id);
  return definition ?? (TEXT_EFFECTS[TEXT_EFFECT_IDS.min] as TextEffectDefinition);
}

/** The effect id of a text; none (absent) is 0. */
export function textEffectId(effect: TextEffect | undefined): number {
  return effect?.id ?? TEXT_EFFECT_IDS.min;
}

/**
 * The `textEffect` after choosing an effect card: undefined (removed) for None; otherwise the
 * effect's defaults, keeping the current values of the settings the new effect shares with the
 * old one (switching Shadow to Echo keeps distance, angle and colour).
 */
export function chooseTextEffect(id: number, current: TextEffect | undefined): TextEffect | undefined {
  const definition = textEffectDefinition(id);
  if (definition.id === TEXT_EFFECT_IDS.min) return undefined;
  const next: TextEffect = { id: definition.id, ...definition.defaults };
  for (const control of definition.controls) {
    const value = current?.[control];
    if (value !== undefined) Object.assign(next, { [control]: value });
  }
  return next;
}

/** The value a slider shows: the stored setting, else the effect's default, else the range's minimum. */
export function effectSliderValue(effect: TextEffect, control: TextEffectSlider): number {
  return effect[control] ?? textEffectDefinition(effect.id).defaults[control] ?? TEXT_EFFECT_SLIDERS[control].min;
}

/** The text's own fill colour, in a {@link TextPaintLayer}. */
export const TEXT_FILL = 'text';

/**
 * One pass of a text effect over the glyphs, at the text's layout positions: drawn in list order,
 * each as a fill or a stroke of the glyphs, moved by (dx, dy) box px, in `color` (or the text's
 * fill, {@link TEXT_FILL}) at `alpha`, blurred by `blur` box px.
 */
export type TextPaintLayer = { dx: number; dy: number; color: string; alpha: number; blur: number; mode: 'fill' | 'stroke'; lineWidth: number };

/** The text itself, drawn plainly. */
const plainText: TextPaintLayer = { dx: 0, dy: 0, color: TEXT_FILL, alpha: 1, blur: 0, mode: 'fill', lineWidth: 0 };

/** (dx, dy) of a distance along an angle, degrees clockwise from the right (y down). */
function along(distance: number, angle: number): { dx: number; dy: number } {
  const radians = (angle * Math.PI) / 180;
  return { dx: distance * Math.cos(radians), dy: distance * Math.sin(radians) };
}

/** Stroke width in box px of a border width 0..10: a tenth of the font size at 10, at least 1 px. */
function borderPixels(borderWidth: number, fontSize: number): number {
  return Math.max(1, (borderWidth / 10) * fontSize * 0.1);
}

/**
 * How an effect is drawn, as passes over the glyphs (the text's own pass included) in drawing
 * order: the effect's parameters (stored values, else the effect's defaults) turned into offsets,
 * colours, blur and stroke widths. Distances are box px; blur 0..100 is up to half the font size.
 * - Shadow: a blurred copy at distance/angle in the colour at opacity %, then the text.
 * - Lift: a soft dark copy just below (emboss % moves and spreads it, intensity % is its strength).
 * - Hollow: only the glyph outline, in the text colour, border width thick.
 * - Splice: a solid copy at distance/angle in the colour, then the hollow text.
 * - Outline: a border-width stroke in the colour under the text.
 * - Echo: `depth` copies at 1..depth × distance along the angle, fading with distance, then the text.
 * - Glitch: a copy in the colour at +distance and one in its RGB complement at -distance, then the text.
 * @param effect - the text's effect; undefined or id 0 draws the text plainly
 * @param fontSize - box px
 */
export function textEffectPaint(effect: TextEffect | undefined, fontSize: number): TextPaintLayer[] {
  if (!effect || effect.id === 0) return [plainText];
  const defaults = textEffectDefinition(effect.id).defaults;
  const value = (key: Exclude<TextEffectControl, 'color'>, fallback: number) => effect[key] ?? defaults[key] ?? fallback;
  const color = effect.color ?? defaults.color ?? '#000000';
  const layer = (patch: Partial<TextPaintLayer>): TextPaintLayer => ({ ...plainText, ...patch });
  switch (effect.id) {
    case 1: {
      const offset = along(value('distance', 0), value('angle', 0));
      return [layer({ ...offset, color, alpha: value('opacity', 100) / 100, blur: (value('blur', 0) / 100) * fontSize * 0.5 }), plainText];
    }
    case 2: {
      const emboss = value('emboss', 0) / 50;
      return [layer({ dy: fontSize * (0.03 + 0.07 * emboss), color: '#000000', alpha: (value('intensity', 50) / 100) * 0.8, blur: fontSize * (0.08 + 0.17 * emboss) }), plainText];
    }
    case 3:
      return [layer({ mode: 'stroke', lineWidth: borderPixels(value('borderWidth', 1), fontSize) })];
    case 4:
      return [layer({ ...along(value('distance', 0), value('angle', 0)), color }), layer({ mode: 'stroke', lineWidth: borderPixels(value('borderWidth', 1), fontSize) })];
    case 5:
      return [layer({ color, mode: 'stroke', lineWidth: 2 * borderPixels(value('borderWidth', 1), fontSize) }), plainText];
    case 6: {
      const depth = Math.round(value('depth', 0));
      const step = along(value('distance', 0), value('angle', 0));
      const copies = Array.from({ length: depth }, (_, index) => depth - index).map((n) => layer({ dx: step.dx * n, dy: step.dy * n, color, alpha: 1 - n / (depth + 1) }));
      return [...copies, plainText];
    }
    case 7: {
      const shift = along(value('distance', 0), value('angle', 0));
      return [layer({ ...shift, color }), layer({ dx: -shift.dx, dy: -shift.dy, color: complementOf(color) }), plainText];
    }
    default:
      return [plainText];
  }
}

/** The RGB complement of a hex colour (`#00ffff` -> `#ff0000`); other colour forms give magenta. */
function complementOf(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#ff00ff';
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${(0xffffff - Number.parseInt(full, 16)).toString(16).padStart(6, '0')}`;
}

/** How far any pass of an effect reaches past the glyphs, box px (offset, blur and stroke). */
export function textEffectReach(layers: readonly TextPaintLayer[]): number {
  return Math.max(0, ...layers.map((layer) => Math.max(Math.abs(layer.dx), Math.abs(layer.dy)) + layer.blur * 2 + layer.lineWidth / 2));
}
