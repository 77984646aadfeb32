import { FPS } from '../time';
import { buildVisemeTrack } from './buildVisemeTrack';
import type { Viseme, VisemeCue, VisemeTrack } from './visemeTrack';

/** One loudness reading per frame: 40 ms windows at 25 fps. */
const WINDOW_SECONDS = 1 / FPS;

/** Below this RMS (about -40 dBFS) a window is silence, however quiet the whole sound is. */
export const SILENCE_RMS = 0.01;

/** Windows at least this share of the loudest one open the mouth wide (`AI`); quieter speaking windows half (`etc`). */
const OPEN_SHARE = 0.5;

/** Windows below this share of the loudest one are quiet. */
const SPEAKING_SHARE = 0.15;

/** Root mean square of `samples[from..to)`. */
function rms(samples: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let index = from; index < to; index += 1) sum += samples[index]! ** 2;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/** The mouth shape of each window: open where loud, half open where speaking, closed where quiet. */
function windowShapes(levels: readonly number[]): Viseme[] {
  const peak = Math.max(0, ...levels);
  const shapes = levels.map((level): Viseme => {
    if (level < SILENCE_RMS || level < peak * SPEAKING_SHARE) return 'rest';
    return level >= peak * OPEN_SHARE ? 'AI' : 'etc';
  });
  // A single quiet window inside speech is a lip closure, not a pause.
  return shapes.map((shape, index) =>
    shape === 'rest' && index > 0 && shapes[index - 1] !== 'rest' && shapes[index + 1] !== undefined && shapes[index + 1] !== 'rest' ? 'MBP' : shape,
  );
}

/**
 * A mouth track for speech that has no text (an uploaded or recorded sound), from its loudness:
 * per 40 ms window (one frame), `AI` where it is at least half as loud as the loudest window,
 * `etc` where it is speaking more quietly (at least 15 %), `rest` where it is quiet or silent
 * (below {@link SILENCE_RMS}), and `MBP` for one quiet window between speaking ones. Built with
 * {@link buildVisemeTrack}, so it covers the whole sound, neighbours are joined and closures are
 * held at least 35 ms. Deterministic: the same samples give the same track.
 * @param samples - the sound as mono samples, -1..1
 * @param sampleRate - samples per second
 * @returns the track, seconds from the start of the sound; empty for a silent sound
 */
export function loudnessVisemes(samples: ArrayLike<number>, sampleRate: number): VisemeTrack {
  const size = Math.max(1, Math.round(sampleRate * WINDOW_SECONDS));
  const levels: number[] = [];
  for (let from = 0; from < samples.length; from += size) levels.push(rms(samples, from, Math.min(samples.length, from + size)));
  const shapes = windowShapes(levels);
  if (shapes.every((shape) => shape === 'rest')) return [];
  const cues: VisemeCue[] = shapes.flatMap((viseme, index) =>
    viseme === 'rest' ? [] : [{ start: (index * size) / sampleRate, end: Math.min(samples.length, (index + 1) * size) / sampleRate, viseme }],
  );
  return buildVisemeTrack(cues, samples.length / sampleRate);
}
