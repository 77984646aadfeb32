import { MIN_ELEMENT_TIME } from './constants';
import type { ElementTiming } from './schema/elementTiming';
import { roundTo, TIME_DECIMALS } from './time';

/**
 * The shortest stay time an element may have: max(enter + exit, 0.5) seconds (spec 000 §5),
 * rounded to 3 decimals.
 * @param timing - enter and exit animation durations, seconds
 */
export function minStayTime(timing: Pick<ElementTiming, 'enter' | 'exit'>): number {
  return roundTo(Math.max(timing.enter + timing.exit, MIN_ELEMENT_TIME), TIME_DECIMALS);
}

/**
 * A stay time raised to {@link minStayTime} when it is shorter; longer ones are returned as given.
 * @param timing - enter and exit animation durations, seconds
 * @param stayTime - the wanted stay time, seconds
 */
export function clampStayTime(timing: Pick<ElementTiming, 'enter' | 'exit'>, stayTime: number): number {
  return Math.max(stayTime, minStayTime(timing));
}
