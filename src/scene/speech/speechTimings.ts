/**
 * Timings of synthesised speech and how a scene's speech boxes are laid end to end. Times are
 * seconds from the start of the audio they describe unless a function says otherwise.
 */

/** How phoneme names are written: IPA (espeak-ng) or ARPAbet (Festival and Flite, lower case). */
export type PhonemeAlphabet = 'ipa' | 'arpabet';

/** One phoneme spoken from `start` to `end`, seconds. */
export type PhonemeTiming = { phoneme: string; start: number; end: number };

/** One word spoken from `start` to `end`, seconds, as the synthesiser read it ("3" may be "three"). */
export type WordTiming = { word: string; start: number; end: number };

/**
 * Where each speech box starts when a scene's boxes are joined: one after the other, each but the
 * first preceded by its delay (spec 000 §4: the first box has no delay). Any unit works as long
 * as durations and delays share it (seconds in the editor, samples on the server).
 * @param boxes - each box's audio length and the pause before it, in speaking order
 * @returns the start of each box and the total length
 */
export function layoutSpeechBoxes(boxes: readonly { duration: number; delay: number }[]): { starts: number[]; total: number } {
  const starts: number[] = [];
  let position = 0;
  boxes.forEach((box, index) => {
    if (index > 0) position += box.delay;
    starts.push(position);
    position += box.duration;
  });
  return { starts, total: position };
}

/** The same timings moved later by `offset` seconds (a box's start within its scene). */
export function offsetTimings<T extends { start: number; end: number }>(timings: readonly T[], offset: number): T[] {
  return timings.map((timing) => ({ ...timing, start: timing.start + offset, end: timing.end + offset }));
}

/** The timings that start before `duration` (seconds), their ends cut at it. */
export function clipTimings<T extends { start: number; end: number }>(timings: readonly T[], duration: number): T[] {
  return timings.filter((timing) => timing.start < duration).map((timing) => (timing.end > duration ? { ...timing, end: duration } : timing));
}
