import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSoundTrack } from './encodeSoundTrack.ts';
import { AAC_PRIMING_SAMPLES } from './joinSegments.ts';

const run = promisify(execFile);
let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sound-encode-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

describe('encodeSoundTrack', () => {
  it('writes an MP4 of AAC whose first packet, stamped 0, holds the encoder’s priming (as the join expects)', async () => {
    // 1.2 s of stereo silence, then a 1 kHz square wave at half scale from 0.5 s (sample 24,000).
    const samples = 57_600;
    const pcm = new Float32Array(samples * 2).map((_, index) => {
      const sample = Math.floor(index / 2);
      return sample >= 24_000 && Math.floor(sample / 24) % 2 === 0 ? 0.5 : 0;
    });
    const input = path.join(folder, 'track.f32');
    const output = path.join(folder, 'track.mp4');
    await fs.writeFile(input, new Uint8Array(pcm.buffer));
    await encodeSoundTrack(input, output);

    const { stdout: probe } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', output]);
    expect(JSON.parse(probe).streams).toMatchObject([{ codec_name: 'aac', profile: 'LC', sample_rate: '48000', channels: 2 }]);
    // Decoded without an edit list, the sound starts after the priming.
    const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', output, '-f', 'f32le', '-'], { encoding: 'buffer', maxBuffer: 2 ** 24 });
    const left = new Float32Array(new Uint8Array(stdout).buffer).filter((_, index) => index % 2 === 0);
    expect(left.length).toBeGreaterThanOrEqual(samples + AAC_PRIMING_SAMPLES);
    expect(Math.abs(left.findIndex((value) => Math.abs(value) > 0.1) - (24_000 + AAC_PRIMING_SAMPLES))).toBeLessThanOrEqual(16);
  });
});
