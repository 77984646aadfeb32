import { ADJUST_LENGTH } from './constants';
import type { ElementTiming } from './schema/elementTiming';
import { floorTo, PRECISE_DECIMALS, roundTo } from './time';

/** The timing fields that decide where a video or music is in its source. */
export type MediaTiming = Pick<ElementTiming, 'enterDelay' | 'stayTime' | 'trimStart' | 'trimEnd' | 'adjustLength'>;

/**
 * The playback rate of a video or music: for adjustLength 3 (adjust as scene) the trimmed range
 * is stretched over the stay time, rate = (trimEnd - trimStart) / stayTime (0 for an empty trim
 * range); 1 otherwise.
 */
export function playbackRate(timing: Pick<ElementTiming, 'stayTime' | 'trimStart' | 'trimEnd' | 'adjustLength'>): number {
  if (timing.adjustLength !== ADJUST_LENGTH.adjustAsScene) return 1;
  return Math.max(0, timing.trimEnd - timing.trimStart) / timing.stayTime;
}

/**
 * Where a video or music is in its source file at scene time `localTime`, seconds into the source,
 * always within trimStart..trimEnd. Playback starts at trimStart when the element enters
 * (enterDelay) and the time holds still before that and after the element ends:
 * - 0 none and 2 freeze: plays at rate 1 and holds at trimEnd once it is reached (a video then shows
 *   the last frame before trimEnd: {@link videoFrameTime}). The two differ in the editor only (with 0 the bar is not meant to outlast the
 *   trimmed media; with 2 it may, showing the frozen frame).
 * - 1 loop: plays the trim range over and over; back at trimStart when a pass ends.
 * - 3 adjust as scene: plays the trim range once over the whole stay time ({@link playbackRate}).
 * - 4 music loops in all scenes: loops like 1 but ignores the stay time, up to the scene end. For
 *   the time across scene changes, pass the time since the scene where it started (see
 *   `musicTracks`) and `Infinity` as the scene length.
 * @param timing - the element's timing (seconds)
 * @param localTime - scene-local time, seconds
 * @param sceneLen - the scene length, seconds; nothing plays past it
 * @returns seconds into the source file, rounded to 6 decimals
 */
export function mediaTimeAt(timing: MediaTiming, localTime: number, sceneLen: number): number {
  const span = Math.max(0, timing.trimEnd - timing.trimStart);
  const loopsAcrossScenes = timing.adjustLength === ADJUST_LENGTH.loopAllScenes;
  const playEnd = loopsAcrossScenes ? sceneLen : Math.min(timing.enterDelay + timing.stayTime, sceneLen);
  const elapsed = Math.max(0, Math.min(localTime, playEnd) - timing.enterDelay);
  let offset: number;
  if (timing.adjustLength === ADJUST_LENGTH.loop || loopsAcrossScenes) {
    offset = span > 0 ? Math.max(0, elapsed - floorTo(elapsed / span, 0) * span) : 0;
  } else if (timing.adjustLength === ADJUST_LENGTH.adjustAsScene) {
    offset = Math.min(span, elapsed * playbackRate(timing));
  } else {
    offset = Math.min(span, elapsed);
  }
  return roundTo(timing.trimStart + offset, PRECISE_DECIMALS);
}

/** How far before trimEnd a held video takes its picture, seconds: the frame that starts at trimEnd lies past the trim range. */
const LAST_FRAME_MARGIN = 0.001;

/**
 * The source time whose frame a video shows at scene time `localTime`: {@link mediaTimeAt}, except
 * that a video holding at its end (0 none, 2 freeze) shows the last frame inside its trim range,
 * not the frame that starts at trimEnd.
 * @returns seconds into the source file, rounded to 6 decimals
 */
export function videoFrameTime(timing: MediaTiming, localTime: number, sceneLen: number): number {
  const time = mediaTimeAt(timing, localTime, sceneLen);
  if (timing.trimEnd - timing.trimStart <= LAST_FRAME_MARGIN) return time;
  return Math.min(time, roundTo(timing.trimEnd - LAST_FRAME_MARGIN, PRECISE_DECIMALS));
}
