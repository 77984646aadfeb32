import type { SAVE_RING } from '../../../../scene/constants';

/** The save button's progress ring (spec 000 §4): 0 idle, 50 while saving, 100 when done. */
export type SaveRingValue = 0 | typeof SAVE_RING.saving | typeof SAVE_RING.done;

/** The stroke dash of a ring of radius `radius` showing `value` percent: [drawn, gap]. */
export function ringDash(value: number, radius: number): [number, number] {
  const circumference = 2 * Math.PI * radius;
  const drawn = (circumference * Math.min(Math.max(value, 0), 100)) / 100;
  return [drawn, circumference - drawn];
}
