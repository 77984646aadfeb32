import { visemeOf } from '../../../scene/speech/phonemeVisemes.ts';
import type { PhonemeAlphabet, PhonemeTiming } from '../../../scene/speech/speechTimings.ts';

/** Where the speech is in an audio: from `onset` to `offset`, within `duration`, seconds. */
export type SpeechSpan = { onset: number; offset: number; duration: number };

/** Analysis frame, seconds. */
const FRAME_SECONDS = 0.01;
/** Frames this far below the loudest one count as silence, dB. */
const SILENCE_BELOW_PEAK_DB = 35;
/** Frames quieter than this are silence whatever the peak, dBFS. */
const SILENCE_FLOOR_DB = -60;

/**
 * Finds the speech in mono samples: the first and last 10 ms frame whose loudness (RMS) is within
 * 35 dB of the loudest frame and above -60 dBFS. Silence gives an empty span at 0.
 */
export function speechSpan(samples: Float32Array, sampleRate: number): SpeechSpan {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    let sum = 0;
    const end = Math.min(samples.length, start + frame);
    for (let index = start; index < end; index++) sum += samples[index]! ** 2;
    levels.push(10 * Math.log10(sum / (end - start) + 1e-12));
  }
  const threshold = Math.max(SILENCE_FLOOR_DB, Math.max(...levels, -Infinity) - SILENCE_BELOW_PEAK_DB);
  const first = levels.findIndex((level) => level >= threshold);
  const last = levels.findLastIndex((level) => level >= threshold);
  const duration = samples.length / sampleRate;
  if (first < 0) return { onset: 0, offset: 0, duration };
  return { onset: (first * frame) / sampleRate, offset: Math.min(duration, ((last + 1) * frame) / sampleRate), duration };
}

/** Where the speech is by a synthesiser's own timings: from the first to the last phoneme that is not a pause. */
export function phonemeSpan(phonemes: readonly PhonemeTiming[], alphabet: PhonemeAlphabet, duration: number): SpeechSpan {
  const spoken = phonemes.filter((phoneme) => visemeOf(phoneme.phoneme, alphabet) !== 'rest');
  if (spoken.length === 0) return { onset: 0, offset: 0, duration };
  return { onset: spoken[0]!.start, offset: Math.min(duration, spoken.at(-1)!.end), duration };
}

/**
 * Maps a time of one rendition of a text onto another, piecewise linearly: the leading silence onto
 * the leading silence, the speech onto the speech, the trailing silence onto the trailing silence.
 */
export function mapTime(time: number, from: SpeechSpan, to: SpeechSpan): number {
  const piece = (start: number, end: number, targetStart: number, targetEnd: number) =>
    end > start ? targetStart + ((time - start) / (end - start)) * (targetEnd - targetStart) : targetStart;
  const mapped =
    from.offset <= from.onset
      ? piece(0, from.duration, 0, to.duration)
      : time < from.onset
        ? piece(0, from.onset, 0, to.onset)
        : time <= from.offset
          ? piece(from.onset, from.offset, to.onset, to.offset)
          : piece(from.offset, from.duration, to.offset, to.duration);
  return Math.min(to.duration, Math.max(0, mapped));
}

/**
 * Timings of a reference synthesis moved onto another audio of the same text (a cloud voice's):
 * each start and end mapped with {@link mapTime}.
 */
export function alignTimings<T extends { start: number; end: number }>(timings: readonly T[], from: SpeechSpan, to: SpeechSpan): T[] {
  return timings.map((timing) => ({ ...timing, start: mapTime(timing.start, from, to), end: mapTime(timing.end, from, to) }));
}
