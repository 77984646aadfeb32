import type { ElementTiming } from './schema/elementTiming';

/**
 * A trim range made consistent: `trimEnd` no later than the media length (when known) and
 * `trimStart` no later than `trimEnd`. Consistent ranges come back unchanged.
 * @param timing - trimStart, trimEnd and duration (media length, 0 when unknown), seconds
 * @returns the corrected `trimStart` and `trimEnd`, seconds
 */
export function normalizeTrim(timing: Pick<ElementTiming, 'trimStart' | 'trimEnd' | 'duration'>): Pick<ElementTiming, 'trimStart' | 'trimEnd'> {
  const trimEnd = timing.duration > 0 ? Math.min(timing.trimEnd, timing.duration) : timing.trimEnd;
  return { trimStart: Math.min(timing.trimStart, trimEnd), trimEnd };
}
