import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type SoundMix, sampleAt, soundPieces } from '../../scene/soundPieces.ts';
import type { TimelineDocument } from '../../scene/timing.ts';
import { FPS } from '../../scene/time.ts';
import { soundChunkKey, soundPieceKey, soundTrackKey } from '../services/generation/renderFiles.ts';
import type { FileStorage } from '../services/storage/fileStorage.ts';
import { copyCached, readCached } from './cachedFile.ts';
import { soundChunkContentKey, soundPieceContentKey, soundTrackContentKey } from './contentKeys.ts';
import { encodeSoundChunks } from './encodeSoundChunks.ts';
import { joinSoundPieces, type PieceFile, type SampleRange } from './joinSoundPieces.ts';
import { pageCallToFile } from './pageOutput.ts';
import type { RenderSession } from './renderSession.ts';
import { type SoundChunk, type SoundRun, soundChunks, soundRuns } from './soundChunks.ts';

/** A mix of a track (a piece or the bed) and its storage key (`soundPieceKey` of its content key). */
export type KeyedMix = { mix: SoundMix; key: string };

/** A chunk of a track (`soundChunks`) and the storage key of its content (`soundChunkContentKey`). */
export type KeyedChunk = SoundChunk & { key: string };

/**
 * A video's sound track as its pieces make it (`soundPieces`): its length in samples, its bed and
 * its pieces, each with the storage key of its content, the chunks it is encoded in, keyed by the
 * pieces they are made of, and the storage key of the encoded track.
 */
export type SoundTrackPlan = { key: string; samples: number; bed: KeyedMix | null; pieces: (KeyedMix & { at: number })[]; chunks: KeyedChunk[] };

/** Whether a piece reaches into samples `range`. */
const overlaps = (piece: { at: number; mix: SoundMix }, { from, to }: SampleRange) => piece.at < to && piece.at + piece.mix.samples > from;

/** The chunks of a track of `samples` samples made of `pieces` and `bed`, each keyed by the pieces that reach into its samples, placed from its first sample, and the bed there. */
export function keySoundChunks(samples: number, pieces: readonly (KeyedMix & { at: number })[], bed: KeyedMix | null): KeyedChunk[] {
  return soundChunks(samples).map((chunk) => {
    const content = {
      bed: bed && { key: bed.key, at: -chunk.from },
      pieces: pieces.filter((piece) => overlaps(piece, chunk)).map(({ at, key }) => ({ at: at - chunk.from, key })),
    };
    return { ...chunk, key: soundChunkKey(soundChunkContentKey(chunk, content)) };
  });
}

/** The sound track of `doc`'s first `frames` frames, cut into pieces and chunks and keyed (nothing is mixed yet). */
export function planSoundTrack(doc: TimelineDocument, frames: number, engineVersion: string): SoundTrackPlan {
  const { samples, bed, pieces } = soundPieces(doc, sampleAt(frames / FPS));
  const keyed = (mix: SoundMix): KeyedMix => ({ mix, key: soundPieceKey(soundPieceContentKey(mix, engineVersion)) });
  const keyedPieces = pieces.map(({ at, mix }) => ({ at, ...keyed(mix) }));
  const keyedBed = bed && keyed(bed);
  const content = { samples, bed: keyedBed?.key ?? null, pieces: keyedPieces.map(({ at, key }) => ({ at, key })) };
  return { key: soundTrackKey(soundTrackContentKey(content)), samples, bed: keyedBed, pieces: keyedPieces, chunks: keySoundChunks(samples, keyedPieces, keyedBed) };
}

/** What making a sound track did: pieces (the bed counts as one) mixed on the page, and found in the render cache. */
export type SoundTrackWork = { mixed: number; reused: number };

/**
 * What encoding a track needs (`mixSoundPieces`): the runs of its chunks not in the render cache,
 * and the files of the pieces (and bed) that reach into them, ready to join; what making them did.
 */
export type MixedSoundPieces = { runs: SoundRun<KeyedChunk>[]; pieces: PieceFile[]; bed: string | null; work: SoundTrackWork };

/**
 * Finds which chunks of `plan` must be encoded (those not in the render cache, in runs of
 * neighbours: `soundRuns`) and gets the pieces that reach into those runs (and the bed) into
 * `folder`: each found in the render cache is copied, each other one is mixed on the render page
 * (`mixSound`) and stored for later renders; a piece without sounds is silence, neither mixed nor
 * stored. Pieces only under reused chunks are not needed at all. This is the part of a sound track
 * that needs the page; `encodeSoundPieces` makes the track of what it answers.
 */
export async function mixSoundPieces(
  { session, storage, folder }: { session: RenderSession; storage: FileStorage; folder: string },
  plan: SoundTrackPlan,
): Promise<MixedSoundPieces> {
  const isStored = await Promise.all(plan.chunks.map(({ key }) => storage.exists(key)));
  const runs = soundRuns(plan.chunks.filter((_, index) => !isStored[index]));
  const needed = { from: runs[0]?.from ?? 0, to: runs.at(-1)?.to ?? 0 };
  const work: SoundTrackWork = { mixed: 0, reused: 0 };
  const files = new Map<string, string>();
  const samplesOf = async ({ mix, key }: KeyedMix): Promise<string | null> => {
    if (mix.sounds.length === 0) return null;
    const known = files.get(key);
    if (known) return known;
    const pieceFile = path.join(folder, path.basename(key));
    files.set(key, pieceFile);
    if (await storage.exists(key)) {
      await copyCached(storage, key, pieceFile);
      work.reused++;
    } else {
      await pageCallToFile(session, pieceFile, 'mixSound', (stream) => [stream, mix]);
      await storage.put(key, createReadStream(pieceFile));
      work.mixed++;
    }
    return pieceFile;
  };
  if (runs.length === 0) return { runs, pieces: [], bed: null, work };
  const bed = plan.bed && (await samplesOf(plan.bed));
  const pieces: PieceFile[] = [];
  for (const piece of plan.pieces.filter((each) => overlaps(each, needed))) pieces.push({ at: piece.at, samples: piece.mix.samples, file: await samplesOf(piece) });
  return { runs, pieces, bed, work };
}

/** What encoding a sound track did: its chunks (`soundChunks`) encoded, and found in the render cache. */
export type SoundChunkWork = { encoded: number; reused: number };

/**
 * Makes the sound track of `plan` as AAC (ADTS) at `file` and stores it under `plan.key`: the
 * pieces under the chunks to encode are joined sample by sample (`joinSoundPieces`), so no join of
 * pieces ever clicks and carried music stays one sound; those chunks are encoded, run by run
 * (`encodeSoundChunks`: a first render's whole track is one run, the very encode of the whole
 * track), and stored; and all the chunks, these and those found in the render cache, laid end to
 * end are the track. A contact's intro re-encodes only the chunks its sound reaches into.
 * It needs no render page: a render runs it while the page draws.
 */
export async function encodeSoundPieces(
  storage: FileStorage,
  folder: string,
  plan: SoundTrackPlan,
  { runs, pieces, bed }: MixedSoundPieces,
  file: string,
): Promise<SoundChunkWork> {
  const encoded = new Map<string, Buffer>();
  if (runs.length > 0) {
    const pcm = path.join(folder, 'sound.f32');
    await joinSoundPieces(pieces, bed, plan.samples, pcm, { from: runs[0]!.from, to: runs.at(-1)!.to });
    for (const [index, packets] of (await encodeSoundChunks(pcm, runs, folder)).entries()) {
      for (const [at, { key }] of runs[index]!.chunks.entries()) {
        encoded.set(key, packets[at]!);
        await storage.put(key, packets[at]!);
      }
    }
  }
  const track = await fs.open(file, 'w');
  try {
    for (const { key } of plan.chunks) await track.write(encoded.get(key) ?? (await readCached(storage, key)));
  } finally {
    await track.close();
  }
  await storage.put(plan.key, createReadStream(file));
  const encodedCount = runs.reduce((sum, run) => sum + run.chunks.length, 0);
  return { encoded: encodedCount, reused: plan.chunks.length - encodedCount };
}
