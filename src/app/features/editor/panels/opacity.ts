import { OPACITY_SLIDER } from '../../../../scene/constants';
import { roundTo } from '../../../../scene/time';

/**
 * The opacity slider's percent (0..100, whole numbers) for a stored opacity (0..1).
 * @param opacity - stored opacity, 0..1; values outside are clamped
 */
export function toOpacityPercent(opacity: number): number {
  // roundTo, not Math.round: 0.575 * 100 is 57.49999999999999.
  const percent = roundTo(opacity * 100, 0);
  return Math.min(OPACITY_SLIDER.max, Math.max(OPACITY_SLIDER.min, percent));
}

/**
 * The stored opacity (0..1, two decimals) for a slider percent.
 * @param percent - 0..100; values outside are clamped, fractions rounded to whole percent
 */
export function fromOpacityPercent(percent: number): number {
  const clamped = Math.min(OPACITY_SLIDER.max, Math.max(OPACITY_SLIDER.min, Math.round(percent)));
  return clamped / 100;
}
