import { createReadStream } from 'node:fs';
import path from 'node:path';
import { type SoundMix, sampleAt, soundPieces } from '../../scene/soundPieces.ts';
import type { TimelineDocument } from '../../scene/timing.ts';
import { FPS } from '../../scene/time.ts';
import { soundPieceKey, soundTrackKey } from '../services/generation/renderFiles.ts';
import type { FileStorage } from '../services/storage/fileStorage.ts';
import { copyCached } from './cachedFile.ts';
import { soundPieceContentKey, soundTrackContentKey } from './contentKeys.ts';
import { encodeSoundTrack } from './encodeSoundTrack.ts';
import { joinSoundPieces, type PieceFile } from './joinSoundPieces.ts';
import { pageCallToFile } from './pageOutput.ts';
import type { RenderSession } from './renderSession.ts';

/** A mix of a track (a piece or the bed) and its storage key (`soundPieceKey` of its content key). */
export type KeyedMix = { mix: SoundMix; key: string };

/**
 * A video's sound track as its pieces make it (`soundPieces`): its length in samples, its bed and
 * its pieces, each with the storage key of its content, and the storage key of the encoded track.
 */
export type SoundTrackPlan = { key: string; samples: number; bed: KeyedMix | null; pieces: (KeyedMix & { at: number })[] };

/** The sound track of `doc`'s first `frames` frames, cut into pieces and keyed (nothing is mixed yet). */
export function planSoundTrack(doc: TimelineDocument, frames: number, engineVersion: string): SoundTrackPlan {
  const { samples, bed, pieces } = soundPieces(doc, sampleAt(frames / FPS));
  const keyed = (mix: SoundMix): KeyedMix => ({ mix, key: soundPieceKey(soundPieceContentKey(mix, engineVersion)) });
  const keyedPieces = pieces.map(({ at, mix }) => ({ at, ...keyed(mix) }));
  const keyedBed = bed && keyed(bed);
  const content = { samples, bed: keyedBed?.key ?? null, pieces: keyedPieces.map(({ at, key }) => ({ at, key })) };
  return { key: soundTrackKey(soundTrackContentKey(content)), samples, bed: keyedBed, pieces: keyedPieces };
}

/** What making a sound track did: pieces (the bed counts as one) mixed on the page, and found in the render cache. */
export type SoundTrackWork = { mixed: number; reused: number };

/** The files of a track's pieces and bed, ready to join (`mixSoundPieces`), and what making them did. */
export type MixedSoundPieces = { pieces: PieceFile[]; bed: string | null; work: SoundTrackWork };

/**
 * Gets every piece of `plan` (and its bed) into `folder`: each found in the render cache is copied,
 * each other one is mixed on the render page (`mixSound`) and stored for later renders; a piece
 * without sounds is silence, neither mixed nor stored. This is the part of a sound track that needs
 * the page; `encodeSoundPieces` makes the track of what it answers.
 */
export async function mixSoundPieces(
  { session, storage, folder }: { session: RenderSession; storage: FileStorage; folder: string },
  plan: SoundTrackPlan,
): Promise<MixedSoundPieces> {
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
  const bed = plan.bed && (await samplesOf(plan.bed));
  const pieces: PieceFile[] = [];
  for (const piece of plan.pieces) pieces.push({ at: piece.at, samples: piece.mix.samples, file: await samplesOf(piece) });
  return { pieces, bed, work };
}

/**
 * Makes the sound track of `plan` from its mixed pieces as an MP4 of AAC at `file` and stores it
 * under `plan.key`: the pieces are joined sample by sample (`joinSoundPieces`) and the whole track
 * is encoded once (`encodeSoundTrack`), so no join ever clicks and carried music stays one sound.
 * It needs no render page: a render runs it while the page draws.
 */
export async function encodeSoundPieces(storage: FileStorage, folder: string, plan: SoundTrackPlan, { pieces, bed }: MixedSoundPieces, file: string): Promise<void> {
  const pcm = path.join(folder, 'sound.f32');
  await joinSoundPieces(pieces, bed, plan.samples, pcm);
  await encodeSoundTrack(pcm, file);
  await storage.put(plan.key, createReadStream(file));
}
