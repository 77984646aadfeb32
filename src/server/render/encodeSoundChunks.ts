import fs from 'node:fs/promises';
import path from 'node:path';
import { MIX_CHANNELS, MIX_SAMPLE_RATE, SOUND_TRACK_BITRATE } from '../../scene/soundTrackFormat.ts';
import { runTool } from '../services/media/runTool.ts';
import { adtsFrames } from './adtsFrames.ts';
import { SAMPLE_BYTES } from './joinSoundPieces.ts';
import type { SoundChunk, SoundRun } from './soundChunks.ts';

/** Longest one ffmpeg run may take: a 10-minute track encodes in seconds. */
const ENCODE_TIMEOUT_MS = 5 * 60_000;

/** Most runs one ffmpeg process encodes (each is an input and an output of it). */
const RUNS_PER_PROCESS = 16;

/**
 * The encoder's CPU priority (`nice`): a render encodes its sound while its page draws, and the
 * drawing is what the render waits for; the encode finishes in the CPU time the drawing leaves.
 */
const ENCODE_NICENESS = 10;

/** Seconds of samples each input reads past its run's last, trimmed to the very sample after. */
const READ_MARGIN_SECONDS = 0.1;

/** The ffmpeg arguments that encode `runs` of `pcm`, each from its own samples with its own encoder, the i-th to `outputs[i]`. */
function encodeArgs(pcm: string, runs: readonly SoundRun[], outputs: readonly string[]): string[] {
  const inputs = runs.flatMap(({ from, to }) => [
    ...['-skip_initial_bytes', String(from * SAMPLE_BYTES), '-t', String((to - from) / MIX_SAMPLE_RATE + READ_MARGIN_SECONDS)],
    ...['-f', 'f32le', '-ar', String(MIX_SAMPLE_RATE), '-ac', String(MIX_CHANNELS), '-i', pcm],
  ]);
  const trims = runs.map(({ from, to }, index) => `[${index}:a]atrim=end_sample=${to - from}[run${index}]`).join(';');
  const encodes = outputs.flatMap((output, index) => ['-map', `[run${index}]`, '-c:a', 'aac', '-b:a', String(SOUND_TRACK_BITRATE), '-f', 'adts', output]);
  return ['-v', 'error', '-nostdin', '-y', ...inputs, '-filter_complex', trims, ...encodes];
}

/** Each chunk's packets, as ADTS, among those its run's encode made (`encoded`, ADTS). */
function chunkPackets(run: SoundRun, encoded: Uint8Array): Buffer[] {
  const frames = adtsFrames(encoded);
  let at = run.skip;
  return run.chunks.map((chunk: SoundChunk) => {
    const packets = frames.slice(at, chunk.packets === null ? undefined : at + chunk.packets);
    if (packets.length === 0 || (chunk.packets !== null && packets.length !== chunk.packets)) {
      throw new Error(`the sound chunk at packet ${chunk.first} was encoded to ${packets.length} packets, not ${chunk.packets ?? 'one or more'}`);
    }
    at += packets.length;
    return Buffer.concat(packets);
  });
}

/**
 * Encodes runs of chunks of a sound track (`pcm`: raw f32, stereo interleaved at `MIX_SAMPLE_RATE`,
 * as `joinSoundPieces` writes it) to AAC-LC at `SOUND_TRACK_BITRATE` with ffmpeg's own encoder
 * (native: half the CPU of the WebAssembly build the browser's export uses): each run is one
 * encode of its samples (`from`…`to`), up to `RUNS_PER_PROCESS` of them in one ffmpeg process.
 * Answers each run's chunks' packets as ADTS, in order (its lead-in and tail dropped); laid end to
 * end, the chunks of a track are its sound as one ADTS stream whose first packet holds the
 * encoder's priming, as `joinSegments` expects (`AAC_PRIMING_SAMPLES`).
 * @param folder - where the encodes are written (a render's work folder)
 */
export async function encodeSoundChunks(pcm: string, runs: readonly SoundRun[], folder: string): Promise<Buffer[][]> {
  const encoded: Buffer[][] = [];
  for (let start = 0; start < runs.length; start += RUNS_PER_PROCESS) {
    const batch = runs.slice(start, start + RUNS_PER_PROCESS);
    const outputs = batch.map((_, index) => path.join(folder, `sound-run-${start + index}.aac`));
    await runTool('ffmpeg', encodeArgs(pcm, batch, outputs), { timeoutMs: ENCODE_TIMEOUT_MS, niceness: ENCODE_NICENESS });
    for (const [index, run] of batch.entries()) encoded.push(chunkPackets(run, await fs.readFile(outputs[index]!)));
  }
  return encoded;
}
