import { TRIM_MIN_WIDTH } from './constants';
import type { ElementTiming } from './schema/elementTiming';
import { roundTo, TIME_DECIMALS } from './time';

/** The trim part of a timing: the kept range and the media length (0 while unknown), seconds into the source. */
export type TrimTiming = Pick<ElementTiming, 'trimStart' | 'trimEnd' | 'duration'>;

/** Allowed values of one trim edge, seconds; `max` is undefined when the media length is unknown. */
export interface TrimRange {
  min: number;
  max: number | undefined;
}

/** A trim edge: the start (`trimStart`) or the end (`trimEnd`) of the kept range. */
export type TrimEdge = 'start' | 'end';

/** The timing field each trim edge sets. */
export const TRIM_EDGE_FIELDS = { start: 'trimStart', end: 'trimEnd' } as const satisfies Record<TrimEdge, keyof TrimTiming>;

/** Decimals of a trim time set by hand (trim fields, timeline trim handles): 2, a hundredth of a second. */
export const TRIM_DECIMALS = 2;

/**
 * The ranges of the trim edges (spec 000 §5 "Trim: minimum width 1, bounded by the video
 * length"): the start from 0 to trimEnd − 1, the end from trimStart + 1 to the media `duration`
 * (unbounded while the duration is unknown, 0). A video shorter than 1 s can only be used whole.
 * @param timing - trimStart, trimEnd, duration, seconds
 */
export function trimBounds(timing: TrimTiming): Record<TrimEdge, TrimRange> {
  const duration = timing.duration > 0 ? timing.duration : undefined;
  const width = duration === undefined ? TRIM_MIN_WIDTH : Math.min(TRIM_MIN_WIDTH, duration);
  const round = (value: number) => roundTo(value, TIME_DECIMALS);
  const startMax = Math.max(0, round(timing.trimEnd - width));
  const endMin = round(timing.trimStart + width);
  return {
    start: { min: 0, max: duration === undefined ? startMax : Math.min(startMax, round(duration - width)) },
    end: { min: duration === undefined ? endMin : Math.min(endMin, duration), max: duration },
  };
}

/**
 * One trim edge set to `seconds`: rounded to {@link TRIM_DECIMALS} and kept within its
 * {@link trimBounds} range. The one trim rule of the editor, applied alike by the settings panel's
 * trim fields and the timeline's trim handles: a trim change sets only that edge; the stay time
 * stays, as the bar's length is the element's time on screen and `adjustLength` says how the kept
 * part fills it.
 * @returns the patch: `{ trimStart }` or `{ trimEnd }`
 */
export function trimmedEdge(timing: TrimTiming, edge: TrimEdge, seconds: number): Partial<Pick<ElementTiming, 'trimStart' | 'trimEnd'>> {
  const { min, max } = trimBounds(timing)[edge];
  const value = Math.max(min, Math.min(roundTo(seconds, TRIM_DECIMALS), max ?? Infinity));
  return { [TRIM_EDGE_FIELDS[edge]]: value };
}
