/**
 * Time math of the project document. The document keeps times in seconds (spec 000 §3 timing
 * fields); the engine works in integer frames at {@link FPS}. Convert only at that edge, with these.
 */

/** Playback rate of every preview and export, in frames per second (spec 000 §9). */
export const FPS = 25;

/** Decimals kept on timeline times (enterDelay, stayTime, scene starts): 3, i.e. milliseconds (spec 000 §9). */
export const TIME_DECIMALS = 3;

/**
 * Decimals kept on computed times that feed drawing and decoding (scene-local times, media times):
 * 6, i.e. microseconds, far below a frame, so float noise (`2.36 - 2`) goes and frame accuracy stays.
 */
export const PRECISE_DECIMALS = 6;

/**
 * Tolerance, in seconds, for comparing two times that went through float arithmetic
 * (`0.3 + 0.6` is `0.8999999999999999`). Far below one frame (0.04 s).
 */
export const TIME_EPSILON = 1e-6;

/** Snaps float noise away (`1.16 * 25` is `28.999999999999996`) by keeping 12 significant digits. */
function snap(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * Rounds to a number of decimals, halves away from float noise (`roundTo(1.005, 2)` is `1.01`).
 * @param value - any finite number
 * @param decimals - 0 or more; the spec rounds times to 2 (animation durations) or 3 ({@link TIME_DECIMALS})
 * @returns the rounded value; never `-0`
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(snap(value * factor)) / factor + 0;
}

/**
 * Rounds down to a number of decimals, ignoring float noise (`floorTo(0.29, 2)` is `0.29`).
 * Used for upper limits, which must never round up past the true limit.
 * @param value - any finite number
 * @param decimals - 0 or more
 */
export function floorTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(snap(value * factor)) / factor + 0;
}

/**
 * A duration or a time point in seconds as a whole number of frames, rounded to the nearest frame.
 * @param seconds - seconds, any finite number
 * @returns frames at {@link FPS}; `secondsToFrames(0.5)` is `13` (12.5 rounds up)
 */
export function secondsToFrames(seconds: number): number {
  return Math.round(snap(seconds * FPS));
}

/**
 * The time at which a frame starts.
 * @param frame - frame index at {@link FPS} (0 is the first frame)
 * @returns seconds; `framesToSeconds(7)` is `0.28`
 */
export function framesToSeconds(frame: number): number {
  return frame / FPS;
}

/**
 * The frame on screen at a clock time: floor(t × FPS), robust to float error
 * (`frameAtSeconds(1.16)` is `29`, although `1.16 * 25` is `28.999999999999996`).
 * @param seconds - clock time in seconds; negative times give negative frames
 */
export function frameAtSeconds(seconds: number): number {
  return Math.floor(snap(seconds * FPS));
}

/** A frame as the player shows it: `m:ss.ff` (minutes, seconds, frame within the second at 25 fps). */
export function frameClockText(frame: number): string {
  const whole = Math.max(0, Math.floor(frame));
  const seconds = Math.floor(whole / FPS);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.${String(whole % FPS).padStart(2, '0')}`;
}
