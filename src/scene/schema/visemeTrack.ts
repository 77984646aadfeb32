import { z } from 'zod';
import { VISEMES, type VisemeCue } from '../speech/visemeTrack';
import { TIME_EPSILON } from '../time';
import { addDocumentIssue } from './issues';
import { secondsSchema } from './primitives';

/** One mouth shape held from `start` to `end` (seconds). */
export const visemeCueSchema = z.object({
  start: secondsSchema,
  end: secondsSchema,
  viseme: z.enum(VISEMES),
});

/**
 * The cues as the track must hold them: in time order, not overlapping (float noise of up to 1 µs
 * aside), each ending after it starts. Empty cues go, an overlapping cue starts where the one
 * before it ends (and goes when nothing is left of it). Answers the same array when nothing needs
 * mending.
 */
export function mendedVisemeTrack(track: readonly VisemeCue[]): readonly VisemeCue[] {
  const ordered = track.filter((cue) => cue.end > cue.start).sort((a, b) => a.start - b.start);
  const mended: VisemeCue[] = [];
  for (const cue of ordered) {
    const previousEnd = mended.at(-1)?.end ?? 0;
    const start = previousEnd - cue.start > TIME_EPSILON ? previousEnd : cue.start;
    if (cue.end > start) mended.push(start === cue.start ? cue : { ...cue, start });
  }
  const isUnchanged = mended.length === track.length && mended.every((cue, index) => cue === track[index]);
  return isUnchanged ? track : mended;
}

/** A viseme track (src/scene/speech/visemeTrack.ts); the loader puts cues out of order or overlapping right. */
export const visemeTrackSchema = z.array(visemeCueSchema).superRefine((track, ctx) => {
  const mended = mendedVisemeTrack(track);
  if (mended !== track) {
    addDocumentIssue(ctx, [], 'viseme cues must be in time order, not overlapping, each ending after it starts', {
      value: mended,
      warning: `put the viseme cues in order (${track.length} cues, ${mended.length} kept)`,
    });
  }
});
