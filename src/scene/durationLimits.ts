import { ANIMATION_DURATION, MIN_TIMELINE_LENGTH, SCENE_DURATION_DELAY, ZERO_DURATION_ANIMATION_ID } from './constants';
import type { ElementTiming } from './schema/elementTiming';
import type { Scene } from './schema/scene';
import { lengthElements } from './sceneTiming';
import { clampStayTime, minStayTime } from './stayTime';
import { floorTo, roundTo, TIME_DECIMALS } from './time';

/** Alert for a negative duration or delay (spec 000 §5), shown for 2 s. */
export const ALERT_BELOW_ZERO = "Can't be less than 0 !";

/** Alert for a value past its limit `n` (spec 000 §5), shown for 2 s: `Can't be more than 4.5 !`. */
export function alertAbove(limit: number): string {
  return `Can't be more than ${limit} !`;
}

/**
 * What an entered duration becomes: `value` is what to store (null: keep the previous value)
 * and `alert` the message to show for 2 s, if any.
 */
export type DurationCheck = { value: number | null; alert: string | null };

/**
 * The longest enter or exit animation an element allows: its stay time minus the opposite
 * animation's time (spec 000 §5), rounded down to 2 decimals, never below 0.
 * @param timing - stayTime, enter and exit, seconds
 * @param slot - the animation being set: `'enter'` or `'exit'`
 */
export function maxAnimationDuration(timing: Pick<ElementTiming, 'stayTime' | 'enter' | 'exit'>, slot: 'enter' | 'exit'): number {
  const opposite = slot === 'enter' ? timing.exit : timing.enter;
  return Math.max(0, floorTo(timing.stayTime - opposite, ANIMATION_DURATION.decimals));
}

/**
 * Checks an entered animation duration (spec 000 §5): negative or above `max` keeps the previous
 * value and shows an alert; otherwise the value is stored, rounded to 2 decimals.
 * @param entered - seconds
 * @param max - from {@link maxAnimationDuration}, seconds
 */
export function checkAnimationDuration(entered: number, max: number): DurationCheck {
  if (entered < 0) return { value: null, alert: ALERT_BELOW_ZERO };
  if (entered > max) return { value: null, alert: alertAbove(max) };
  return { value: roundTo(entered, ANIMATION_DURATION.decimals), alert: null };
}

/**
 * The duration an animation gets when it is chosen: 0 for the "none" animation (id 5), the
 * current duration otherwise.
 * @param animationId - the chosen animation's id
 * @param duration - the slot's current duration, seconds
 */
export function durationForAnimation(animationId: number, duration: number): number {
  return animationId === ZERO_DURATION_ANIMATION_ID ? 0 : duration;
}

/**
 * The allowed element delays (spec 000 §5): from 0 to the scene length minus the element's
 * minimum stay time (max(enter + exit, 0.5)), in seconds; the field steps by 0.25.
 * @param timing - enter and exit, seconds
 * @param sceneLen - the scene length, seconds
 */
export function elementDelayRange(timing: Pick<ElementTiming, 'enter' | 'exit'>, sceneLen: number): { min: number; max: number } {
  return { min: 0, max: Math.max(0, roundTo(sceneLen - minStayTime(timing), TIME_DECIMALS)) };
}

/**
 * An element's timing after the user sets its delay (spec 000 §4): the delay is clamped to
 * {@link elementDelayRange} and the stay time changes by the opposite amount, so the element
 * still ends at the same time (never below its minimum stay time).
 * @param timing - the element's timing, seconds
 * @param enterDelay - the entered delay, seconds
 * @param sceneLen - the scene length, seconds
 */
export function withEnterDelay<T extends Pick<ElementTiming, 'enterDelay' | 'stayTime' | 'enter' | 'exit'>>(timing: T, enterDelay: number, sceneLen: number): T {
  const range = elementDelayRange(timing, sceneLen);
  const delay = roundTo(Math.min(Math.max(enterDelay, range.min), range.max), TIME_DECIMALS);
  const stayTime = clampStayTime(timing, roundTo(timing.stayTime - (delay - timing.enterDelay), TIME_DECIMALS));
  return { ...timing, enterDelay: delay, stayTime };
}

/**
 * The smallest Scene Duration a scene accepts (spec 000 §5), seconds: the largest of the latest
 * element's enterDelay + enter + exit, its enterDelay plus the delay constant (0.5), and the
 * minimum timeline length (2). The latest element is the one with the largest enterDelay among
 * those that make the scene length (`lengthElements`).
 */
export function sceneDurationMinimum(scene: Pick<Scene, 'jsonData' | 'elements'>): number {
  const latest = lengthElements(scene).reduce<ElementTiming | null>((found, { timing }) => (found && found.enterDelay >= timing.enterDelay ? found : timing), null);
  if (!latest) return MIN_TIMELINE_LENGTH;
  const byAnimations = latest.enterDelay + latest.enter + latest.exit;
  return roundTo(Math.max(byAnimations, latest.enterDelay + SCENE_DURATION_DELAY, MIN_TIMELINE_LENGTH), TIME_DECIMALS);
}

/**
 * Checks an entered Scene Duration (spec 000 §5): a negative value alerts "Can't be less than 0 !",
 * a value below the minimum alerts "Can't be more than {minimum} !" (the spec's wording); both
 * store the minimum. Otherwise the value is stored as entered.
 * @param entered - seconds
 * @param minimum - from {@link sceneDurationMinimum}, seconds
 */
export function checkSceneDuration(entered: number, minimum: number): DurationCheck {
  if (entered < 0) return { value: minimum, alert: ALERT_BELOW_ZERO };
  if (entered < minimum) return { value: minimum, alert: alertAbove(minimum) };
  return { value: entered, alert: null };
}
