import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSoundChunks } from './encodeSoundChunks.ts';
import { AAC_PRIMING_SAMPLES } from './joinSegments.ts';
import { AAC_PACKET_SAMPLES, soundChunks, soundRuns } from './soundChunks.ts';

/** Encodes of up to a minute of sound: seconds on a loaded 2-core machine. */
const ENCODE_MS = 60_000;

const run = promisify(execFile);
let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sound-encode-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

/** Runs ffmpeg and answers what it wrote (raw f32, stereo interleaved at 48 kHz). */
async function f32Of(args: string[]): Promise<Float32Array> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', ...args, '-ar', '48000', '-ac', '2', '-f', 'f32le', '-'], { encoding: 'buffer', maxBuffer: 2 ** 26 });
  return new Float32Array(new Uint8Array(stdout).buffer);
}

/** Writes a track (raw f32, stereo interleaved) and answers its file. */
async function writeTrack(name: string, pcm: Float32Array): Promise<string> {
  const file = path.join(folder, name);
  await fs.writeFile(file, new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  return file;
}

/** Decodes an ADTS stream with Debian's ffmpeg, the priming included. */
async function decode(aac: Buffer, name: string): Promise<Float32Array> {
  const file = path.join(folder, name);
  await fs.writeFile(file, aac);
  return f32Of(['-i', file]);
}

/** Signal to noise ratio, dB, of `decoded` (the priming first) against `original`, over the samples `from` to `to` of the track. */
function snr(decoded: Float32Array, original: Float32Array, from: number, to: number): number {
  let [signal, noise] = [0, 0];
  for (let index = from * 2; index < to * 2; index++) {
    signal += original[index]! ** 2;
    noise += (decoded[index + AAC_PRIMING_SAMPLES * 2]! - original[index]!) ** 2;
  }
  return 10 * Math.log10(signal / noise);
}

describe('encodeSoundChunks', () => {
  it('encodes a short track as one chunk of AAC-LC whose first packet holds the encoder’s priming (as the join expects)', { timeout: ENCODE_MS }, async () => {
    // 1.2 s of stereo silence, then a 1 kHz square wave at half scale from 0.5 s (sample 24,000).
    const samples = 57_600;
    const pcm = new Float32Array(samples * 2).map((_, index) => {
      const sample = Math.floor(index / 2);
      return sample >= 24_000 && Math.floor(sample / 24) % 2 === 0 ? 0.5 : 0;
    });
    const runs = soundRuns(soundChunks(samples));
    expect(runs.map((each) => each.chunks.length)).toEqual([1]);
    const [[aac]] = (await encodeSoundChunks(await writeTrack('short.f32', pcm), runs, folder)) as [[Buffer]];
    const output = path.join(folder, 'short.aac');
    await fs.writeFile(output, aac);

    const { stdout: probe } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', output]);
    expect(JSON.parse(probe).streams).toMatchObject([{ codec_name: 'aac', profile: 'LC', sample_rate: '48000', channels: 2 }]);
    const left = (await f32Of(['-i', output])).filter((_, index) => index % 2 === 0);
    expect(left.length).toBeGreaterThanOrEqual(samples + AAC_PRIMING_SAMPLES);
    expect(Math.abs(left.findIndex((value) => Math.abs(value) > 0.1) - (24_000 + AAC_PRIMING_SAMPLES))).toBeLessThanOrEqual(16);
  });

  it('encodes a track’s chunks in one run as the very encode of the whole track, and a later run that joins it within its coding noise', { timeout: ENCODE_MS }, async () => {
    // 20 s of the music library (four chunks).
    const pcm = await f32Of(['-t', '20', '-i', path.resolve('public/library/music/forward-motion.mp3')]);
    const samples = pcm.length / 2;
    const file = await writeTrack('music.f32', pcm);
    const chunks = soundChunks(samples);
    expect(chunks).toHaveLength(4);
    const wholeTrack = { chunks: [{ first: 0, packets: null, from: 0, to: samples }], from: 0, to: samples, skip: 0 };
    const [[whole], inOneRun, introRun, laterRun] = (await encodeSoundChunks(
      file,
      [wholeTrack, ...soundRuns(chunks), ...soundRuns(chunks.slice(0, 2)), ...soundRuns(chunks.slice(2))],
      folder,
    )) as [[Buffer], Buffer[], Buffer[], Buffer[]];
    // A first render encodes every chunk in one run: the same bytes as one encode of the whole track.
    expect(inOneRun).toHaveLength(4);
    expect(Buffer.concat(inOneRun).equals(whole!)).toBe(true);
    // A render whose sound changed in chunks 0 and 1 only (a contact's intro) encodes them in one run from the start: the whole track's very packets there.
    expect(introRun.map((chunk, index) => chunk.equals(inOneRun[index]!))).toEqual([true, true]);

    // A render whose sound changed from chunk 2 on (a later scene) encodes chunks 2 and 3 again, from their lead-in, and keeps chunks 0 and 1:
    // the join at chunk 2 neither clicks nor drifts, the track is as long, and as close to the samples as one whole encode.
    const spliced = await decode(Buffer.concat([...inOneRun.slice(0, 2), ...laterRun]), 'spliced.aac');
    const once = await decode(whole!, 'whole.aac');
    expect(spliced.length).toBe(once.length);
    const join = (chunks[2]!.first - 1) * AAC_PACKET_SAMPLES;
    expect(snr(spliced, pcm, join - 4096, join + 4096)).toBeGreaterThan(snr(once, pcm, join - 4096, join + 4096) - 1);
    expect(snr(spliced, pcm, 0, samples)).toBeGreaterThan(snr(once, pcm, 0, samples) - 0.5);
  });
});
