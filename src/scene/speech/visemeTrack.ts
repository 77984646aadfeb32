/**
 * The mouth shapes a talking avatar shows, and the track that says which one is shown when.
 * The speech service produces a track per scene from the phoneme timings of its synthesis; the
 * engine shows, at frame time t, the viseme of the track at t, so preview and export agree.
 */

/** The 12 mouth shapes every avatar draws, in this order (their index is the viseme id). */
export const VISEMES = ['rest', 'MBP', 'FV', 'TH', 'L', 'WQ', 'CH', 'etc', 'AI', 'E', 'O', 'U'] as const;

export type Viseme = (typeof VISEMES)[number];

/** One mouth shape held from `start` to `end`, seconds from the start of the scene's speech. */
export type VisemeCue = { start: number; end: number; viseme: Viseme };

/** Cues in time order, not overlapping; gaps between cues are silence (the rest mouth). */
export type VisemeTrack = readonly VisemeCue[];

/** The viseme shown at time `t` (seconds): the cue that contains t, else `rest`. Binary search: tracks of long speeches stay cheap per frame. */
export function visemeAt(track: VisemeTrack, t: number): Viseme {
  let low = 0;
  let high = track.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = track[middle]!;
    if (t < cue.start) high = middle - 1;
    else if (t >= cue.end) low = middle + 1;
    else return cue.viseme;
  }
  return 'rest';
}
