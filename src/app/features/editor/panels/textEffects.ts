import { OPACITY_SLIDER, SHADOW_LIMITS, TEXT_EFFECT_IDS, TEXT_EFFECT_LIMITS } from '../../../../scene/constants';
import type { TextEffect } from '../../../../scene/schema/canvasObject';

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
 * The text effects 0..7 (spec 000 §3) and the settings each uses. The spec names the settings
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
