import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSegments, SegmentMismatchError } from './joinSegments.ts';

const run = promisify(execFile);
let folder: string;

/** An MP4 of H.264 only, `frames` frames of ffmpeg's test picture at 25 fps, as the render page writes segments. */
async function segment(name: string, frames: number, size = '320x180') {
  const file = path.join(folder, name);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=25`,
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-bf',
    '0',
    file,
  ]);
  return file;
}

async function probe(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', '-count_frames', file]);
  return JSON.parse(stdout) as { streams: { codec_type: string; nb_read_frames: string; start_time: string; duration: string }[]; format: { duration: string } };
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'join-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

describe('joinSegments', () => {
  it('copies the segments back to back on whole frames and the sound cut to the video, index first', async () => {
    const sound = path.join(folder, 'sound.aac');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=1.2', '-c:a', 'aac', '-f', 'adts', sound]);
    const output = path.join(folder, 'joined.mp4');
    const result = await joinSegments(
      [
        { file: await segment('a.mp4', 10), frames: 10 },
        { file: await segment('b.mp4', 15), frames: 15 },
      ],
      sound,
      output,
    );
    expect(result).toEqual({ frames: 25, duration: 1 });
    const { streams, format } = await probe(output);
    const video = streams.find((stream) => stream.codec_type === 'video')!;
    const audio = streams.find((stream) => stream.codec_type === 'audio')!;
    expect([video.nb_read_frames, Number(video.start_time), Number(video.duration)]).toEqual(['25', 0, 1]);
    expect(Number(audio.start_time)).toBe(0);
    expect(Number(audio.duration)).toBeLessThanOrEqual(1 + 1024 / 48_000);
    expect(Math.abs(Number(format.duration) - 1)).toBeLessThanOrEqual(0.04);
    const head = await fs.readFile(output);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    await run('ffmpeg', ['-v', 'error', '-i', output, '-f', 'null', '-']);
  });

  it('takes only the frames a segment is asked for', async () => {
    const output = path.join(folder, 'short.mp4');
    expect(await joinSegments([{ file: await segment('c.mp4', 12), frames: 12 }], null, output)).toEqual({ frames: 12, duration: 0.48 });
    await expect(joinSegments([{ file: await segment('d.mp4', 5), frames: 8 }], null, path.join(folder, 'broken.mp4'))).rejects.toThrow('segment 0 holds 5 frames, not 8');
  });

  it('refuses segments encoded with other parameters, which one track cannot hold without re-encoding', async () => {
    const join = joinSegments(
      [
        { file: await segment('e.mp4', 5), frames: 5 },
        { file: await segment('f.mp4', 5, '640x360'), frames: 5 },
      ],
      null,
      path.join(folder, 'mixed.mp4'),
    );
    await expect(join).rejects.toBeInstanceOf(SegmentMismatchError);
  });
});
