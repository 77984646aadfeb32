import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PieceSound, SoundMix } from '../../scene/soundPieces.ts';
import { soundPieceKey, soundTrackKey } from '../services/generation/renderFiles.ts';
import type { FileStorage } from '../services/storage/fileStorage.ts';
import { createLocalFileStorage } from '../services/storage/localFileStorage.ts';
import { adtsFrames } from './adtsFrames.ts';
import { AAC_PRIMING_SAMPLES } from './joinSegments.ts';
import { encodeSoundPieces, keySoundChunks, mixSoundPieces, type SoundTrackPlan } from './renderSoundTrack.ts';
import type { RenderSession } from './renderSession.ts';

/** Two tracks mixed and encoded: seconds on a loaded 2-core machine. */
const ENCODE_MS = 60_000;

const run = promisify(execFile);
let folder: string;
let storage: FileStorage;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sound-track-'));
  storage = createLocalFileStorage(path.join(folder, 'storage'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

const RATE = 48_000;
const INTRO = 6 * RATE;
const SAMPLES = 20 * RATE;

/** A render page that is never asked to mix: every piece of these tracks is in the render cache. */
const noPage: RenderSession = {
  call: () => Promise.reject(new Error('no piece should be mixed on the page')),
  close: async () => {},
  isReusable: () => true,
};

/** Stores a piece (raw f32 stereo of ffmpeg's `input`, `samples` long) as the render cache would hold it once mixed, and answers it keyed. */
async function storedPiece(name: string, input: string[], samples: number) {
  const file = path.join(folder, `${name}.f32`);
  await run('ffmpeg', ['-v', 'error', '-y', ...input, '-t', String(samples / RATE), '-ar', String(RATE), '-ac', '2', '-f', 'f32le', file]);
  const key = soundPieceKey(name);
  await storage.put(key, createReadStream(file));
  // What the piece mixes only counts for its key: one stand-in sound.
  const mix: SoundMix = { samples, sounds: [{ src: name } as unknown as PieceSound] };
  return { mix, key };
}

/** The track of an intro piece (a tone of `frequency` Hz, 6 s) and 14 s of music after it, mixed and encoded in its own work folder. */
async function encodeTrack(frequency: number, music: Awaited<ReturnType<typeof storedPiece>>) {
  const work = path.join(folder, `track-${frequency}`);
  await fs.mkdir(work);
  const intro = await storedPiece(`intro-${frequency}`, ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=${RATE}`], INTRO);
  const pieces = [
    { at: 0, ...intro },
    { at: INTRO, ...music },
  ];
  const plan: SoundTrackPlan = { key: soundTrackKey(`track-${frequency}`), samples: SAMPLES, bed: null, pieces, chunks: keySoundChunks(SAMPLES, pieces, null) };
  const mixed = await mixSoundPieces({ session: noPage, storage, folder: work }, plan);
  const file = path.join(work, 'sound.aac');
  const chunks = await encodeSoundPieces(storage, work, plan, mixed, file);
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-f', 'f32le', '-'], { encoding: 'buffer', maxBuffer: 2 ** 26 });
  return { plan, pieces: mixed.work, chunks, file, decoded: new Float32Array(new Uint8Array(stdout).buffer), stored: await storage.exists(plan.key) };
}

describe('mixSoundPieces and encodeSoundPieces', () => {
  it('encode only the chunks a changed intro reaches into, from its piece alone, and reuse the rest of the track from the render cache', { timeout: ENCODE_MS }, async () => {
    const music = await storedPiece('music', ['-i', path.resolve('public/library/music/forward-motion.mp3')], SAMPLES - INTRO);
    const first = await encodeTrack(440, music);
    const chunks = first.plan.chunks;
    expect(chunks).toHaveLength(4);
    expect(first).toMatchObject({ pieces: { mixed: 0, reused: 2 }, chunks: { encoded: 4, reused: 0 }, stored: true });
    expect(first.decoded.length).toBeGreaterThanOrEqual((SAMPLES + AAC_PRIMING_SAMPLES) * 2);

    // Another contact's intro: only the chunks whose samples reach into the intro are encoded again (chunk 1 also reaches into the music, so both pieces are read).
    const touched = chunks.filter((chunk) => chunk.from < INTRO).length;
    expect(touched).toBe(2);
    const second = await encodeTrack(660, music);
    expect(second).toMatchObject({ pieces: { mixed: 0, reused: 2 }, chunks: { encoded: touched, reused: chunks.length - touched }, stored: true });
    expect(second.plan.chunks.slice(touched).map((chunk) => chunk.key)).toEqual(chunks.slice(touched).map((chunk) => chunk.key));
    expect(second.decoded.length).toBe(first.decoded.length);

    // The intro sounds as its own tone: about 660 crossings of zero a second (a 440 Hz tone's are 440).
    const crossings = (decoded: Float32Array) => {
      let count = 0;
      for (let sample = AAC_PRIMING_SAMPLES + RATE; sample < AAC_PRIMING_SAMPLES + 2 * RATE; sample++)
        if (Math.sign(decoded[sample * 2]!) !== Math.sign(decoded[(sample + 1) * 2]!)) count++;
      return count / 2;
    };
    expect(Math.abs(crossings(first.decoded) - 440)).toBeLessThan(5);
    expect(Math.abs(crossings(second.decoded) - 660)).toBeLessThan(5);

    // After the join, the track holds the very packets of the first one (reused chunks), and every chunk encoded is in the cache.
    const [firstPackets, secondPackets] = (await Promise.all([first.file, second.file].map(async (file) => adtsFrames(await fs.readFile(file))))) as [Uint8Array[], Uint8Array[]];
    expect(secondPackets).toHaveLength(firstPackets.length);
    const reusedFrom = chunks[touched]!.first;
    expect(secondPackets.slice(reusedFrom).every((packet, index) => Buffer.from(packet).equals(firstPackets[reusedFrom + index]!))).toBe(true);
    expect(secondPackets.slice(0, reusedFrom).some((packet, index) => !Buffer.from(packet).equals(firstPackets[index]!))).toBe(true);
    expect(await storage.list('render-cache/sound-chunks')).toHaveLength(chunks.length + touched);
  });
});
