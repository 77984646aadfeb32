import { audioMixPlan, type MixSound, soundTimeAt } from './audioMix';
import { MIX_SAMPLE_RATE } from './soundTrackFormat';
import { sceneSpans, type TimelineDocument } from './timing';

/**
 * A sound of a {@link SoundMix}, placed in whole samples (at `MIX_SAMPLE_RATE`) from the mix's
 * first sample: it sounds from sample `from` to sample `to` (excluded), starting `offset` seconds
 * into its file, with its loop range, rate and volume (see `MixSound`).
 */
export type PieceSound = Pick<MixSound, 'src' | 'offset' | 'loop' | 'playbackRate' | 'volume'> & { from: number; to: number };

/**
 * A stretch of the sound track mixed on its own: `samples` long (stereo at `MIX_SAMPLE_RATE`),
 * with the sounds heard in it, in the order they are mixed. It holds everything its samples
 * depend on and nothing else (not where in the track it lies), so it is its own content key.
 */
export type SoundMix = { samples: number; sounds: PieceSound[] };

/** A piece of the track: where it starts in the track (a sample) and what it mixes. */
export type PlacedSoundMix = { at: number; mix: SoundMix };

/**
 * A sound track cut for mixing: one piece per scene, back to back from sample 0 to `samples`,
 * each holding the sounds that start and end within it, placed from its first sample; and the
 * `bed`, the whole track's length, holding every sound that runs across a scene start (music
 * carried across scenes, adjustLength 4), placed from the track's start. Null when no sound does.
 * The track is the bed plus the pieces laid end to end, sample by sample.
 */
export type SoundPieces = { samples: number; bed: SoundMix | null; pieces: PlacedSoundMix[] };

/** Project seconds as the nearest whole sample (timeline times are whole milliseconds: 48 samples each). */
export const sampleAt = (seconds: number) => Math.round(seconds * MIX_SAMPLE_RATE);

/**
 * The project's sound track of `samples` samples (its frames at 1920 samples each) cut at its
 * scene starts (see {@link SoundPieces}). A sound is placed as the whole mix plays it
 * (`audioMixPlan`, `scheduleMix`): from its start to its end rounded to whole samples, at its file
 * position at its start. Sounds that start at or after the track's end are left out, and those
 * that run past it end there. A scene's piece depends only on its own sounds and length, so a
 * scene that moved (a contact's longer intro) or whose neighbours changed keeps its piece.
 * @param doc - the project document, as rendered (speech made, merge values filled)
 * @param samples - the track's length in samples
 */
export function soundPieces(doc: TimelineDocument, samples: number): SoundPieces {
  const starts = sceneSpans(doc)
    .map((span) => sampleAt(span.start))
    .filter((at) => at > 0 && at < samples);
  const bounds = [0, ...new Set(starts), samples].sort((a, b) => a - b);
  const pieces = bounds.slice(0, -1).map((at, index): PlacedSoundMix => ({ at, mix: { samples: bounds[index + 1]! - at, sounds: [] } }));
  const bed: PieceSound[] = [];
  for (const sound of audioMixPlan(doc)) {
    const from = sampleAt(sound.start);
    const to = Math.min(sampleAt(sound.end), samples);
    if (to <= from) continue;
    const placed = { src: sound.src, offset: soundTimeAt(sound, sound.start), loop: sound.loop, playbackRate: sound.playbackRate, volume: sound.volume };
    const piece = pieces.findLast((candidate) => candidate.at <= from);
    if (piece && to <= piece.at + piece.mix.samples) piece.mix.sounds.push({ ...placed, from: from - piece.at, to: to - piece.at });
    else bed.push({ ...placed, from, to });
  }
  return { samples, bed: bed.length > 0 ? { samples, sounds: bed } : null, pieces: pieces.filter((piece) => piece.mix.samples > 0) };
}
