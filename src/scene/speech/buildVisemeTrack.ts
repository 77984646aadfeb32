import type { Viseme, VisemeCue, VisemeTrack } from './visemeTrack';

/** Shortest lip closure (MBP) shown, ms: shorter ones would fall between two 25 fps frames and never show. */
export const MIN_LIP_CLOSURE_MS = 35;

type Cue = { start: number; end: number; viseme: Viseme };

/** Cues in ms covering 0..durationMs: the given cues, rest in gaps, overlaps cut. */
function partition(shapes: readonly VisemeCue[], durationMs: number): Cue[] {
  const cues: Cue[] = [];
  let cursor = 0;
  const push = (start: number, end: number, viseme: Viseme) => {
    if (end > start) cues.push({ start, end, viseme });
  };
  const ordered = [...shapes].sort((a, b) => a.start - b.start);
  for (const shape of ordered) {
    const start = Math.max(cursor, Math.min(durationMs, Math.round(shape.start * 1000)));
    const end = Math.min(durationMs, Math.round(shape.end * 1000));
    if (end <= start) continue;
    push(cursor, start, 'rest');
    push(start, end, shape.viseme);
    cursor = end;
  }
  push(cursor, durationMs, 'rest');
  return cues;
}

/** Joins neighbours that show the same viseme and drops empty cues. */
function merged(cues: readonly Cue[]): Cue[] {
  const out: Cue[] = [];
  for (const cue of cues) {
    if (cue.end <= cue.start) continue;
    const last = out.at(-1);
    if (last && last.viseme === cue.viseme && last.end === cue.start) last.end = cue.end;
    else out.push({ ...cue });
  }
  return out;
}

/** Lengthens each lip closure shorter than the minimum, taking time from its neighbours, half from each where they have it. */
function holdLipClosures(cues: Cue[]): Cue[] {
  cues.forEach((cue, index) => {
    const need = MIN_LIP_CLOSURE_MS - (cue.end - cue.start);
    if (cue.viseme !== 'MBP' || need <= 0) return;
    const previous = cues[index - 1];
    const next = cues[index + 1];
    const previousRoom = previous ? previous.end - previous.start : 0;
    const nextRoom = next ? next.end - next.start : 0;
    const fromNext = Math.min(nextRoom, need - Math.min(previousRoom, Math.ceil(need / 2)));
    const fromPrevious = Math.min(previousRoom, need - fromNext);
    if (previous) previous.end -= fromPrevious;
    if (next) next.start += fromNext;
    cue.start -= fromPrevious;
    cue.end += fromNext;
  });
  return merged(cues);
}

/**
 * The viseme track of a speech from the mouth shapes of its phonemes (see `phonemeCues`):
 * neighbours with the same shape joined, silence as `rest`, lip closures held at least
 * {@link MIN_LIP_CLOSURE_MS}. The cues cover the whole audio without gaps, so the track ends exactly
 * at `duration`; shapes past it are cut, overlapping ones start where the one before ends. Times
 * are rounded to the millisecond.
 * @param shapes - each phoneme's viseme and times, seconds
 * @param duration - length of the audio, seconds
 */
export function buildVisemeTrack(shapes: readonly VisemeCue[], duration: number): VisemeTrack {
  const durationMs = Math.max(0, Math.round(duration * 1000));
  return holdLipClosures(merged(partition(shapes, durationMs))).map((cue) => ({
    start: cue.start / 1000,
    end: cue.end / 1000,
    viseme: cue.viseme,
  }));
}
