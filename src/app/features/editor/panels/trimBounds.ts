import { TRIM_MIN_WIDTH } from '../../../../scene/constants';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { roundTo, TIME_DECIMALS } from '../../../../scene/time';

/** Allowed values of one trim field, seconds; `max` is undefined when the media length is unknown. */
export interface TrimRange {
  min: number;
  max: number | undefined;
}

/**
 * The ranges of the trim fields (spec 000 §5 "Trim: minimum width 1, bounded by the video
 * length"): the start from 0 to trimEnd − 1, the end from trimStart + 1 to the media `duration`
 * (unbounded while the duration is unknown, 0). A video shorter than 1 s can only be used whole.
 * @param timing - trimStart, trimEnd, duration, seconds
 */
export function trimBounds(timing: Pick<ElementTiming, 'trimStart' | 'trimEnd' | 'duration'>): { start: TrimRange; end: TrimRange } {
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
