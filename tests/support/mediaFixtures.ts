import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A small media file made by Debian's ffmpeg, with what it is known to hold. */
export type MediaFixture = { fileName: string; bytes: Buffer; width?: number; height?: number; duration?: number };

const picture = (size: string) => ['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`];
const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
const twoSeconds = ['-t', '2'];

/** ffmpeg arguments (before the output) of each fixture, by file name, with what the file holds. */
const recipes = {
  'picture.png': { args: [...picture('64x48'), '-frames:v', '1'], width: 64, height: 48 },
  'wide.png': { args: [...picture('640x360'), '-frames:v', '1'], width: 640, height: 360 },
  'photo.jpg': { args: [...picture('80x60'), '-frames:v', '1'], width: 80, height: 60 },
  'sticker.webp': { args: [...picture('40x30'), '-frames:v', '1', '-c:v', 'libwebp'], width: 40, height: 30 },
  'clip.mp4': { args: [...picture('64x48'), ...sound, ...twoSeconds, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'], width: 64, height: 48, duration: 2 },
  'clip.mov': { args: [...picture('64x48'), ...sound, ...twoSeconds, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'], width: 64, height: 48, duration: 2 },
  'clip.webm': { args: [...picture('64x48'), ...sound, ...twoSeconds, '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-c:a', 'libopus'], width: 64, height: 48, duration: 2 },
  'clip.avi': { args: [...picture('64x48'), ...sound, ...twoSeconds, '-c:v', 'mpeg4', '-c:a', 'libmp3lame'], width: 64, height: 48, duration: 2 },
  'loop.gif': { args: ['-f', 'lavfi', '-i', 'testsrc=size=66x50:rate=10', ...twoSeconds], width: 66, height: 50, duration: 2 },
  'tune.mp3': { args: [...sound, ...twoSeconds], duration: 2 },
  'tune.wav': { args: [...sound, ...twoSeconds], duration: 2 },
  /** A screen recording as the browser's MediaRecorder writes it: VP8 and Opus in WebM, written as a stream. */
  'recording.webm': { args: [...picture('64x48'), ...sound, ...twoSeconds, '-c:v', 'libvpx', '-c:a', 'libopus', '-f', 'webm'], width: 64, height: 48, duration: 2, isStream: true },
  /** A voice recording as MediaRecorder writes it: Opus in WebM, written as a stream. */
  'voice.webm': { args: [...sound, ...twoSeconds, '-c:a', 'libopus', '-f', 'webm'], duration: 2, isStream: true },
} satisfies Record<string, { args: string[]; width?: number; height?: number; duration?: number; isStream?: true }>;

export type MediaFixtureName = keyof typeof recipes | 'contacts.csv';

/** Makes every fixture (a few KB each) in a temporary folder, reads them and removes the folder. */
export async function makeMediaFixtures(): Promise<Record<MediaFixtureName, MediaFixture>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'media-fixtures-'));
  try {
    const entries = await Promise.all(
      Object.entries(recipes).map(async ([fileName, recipe]) => {
        const { args, isStream, ...known } = recipe as (typeof recipes)[keyof typeof recipes] & { isStream?: true };
        const output = path.join(folder, fileName);
        // A stream (pipe) cannot be sought back into, so the muxer writes no duration or index, as in a live recording.
        if (isStream) {
          const { stdout } = await run('ffmpeg', ['-v', 'error', '-nostdin', ...args, 'pipe:1'], { encoding: 'buffer', maxBuffer: 16 * 2 ** 20 });
          await fs.writeFile(output, stdout);
        } else {
          await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args, output]);
        }
        return [fileName, { fileName, bytes: await fs.readFile(output), ...known }] as const;
      }),
    );
    const csv = { fileName: 'contacts.csv', bytes: Buffer.from('first_name,email,company\nAnn,ann@example.com,"Acme, Inc."\nBob,bob@example.com,Initech\n') };
    return { ...Object.fromEntries(entries), 'contacts.csv': csv } as Record<MediaFixtureName, MediaFixture>;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** What ffprobe reads in a file given as bytes: container format names, codec names, duration, the picture's size. */
export async function probeBytes(bytes: Buffer): Promise<{ formatName: string; codecs: string[]; duration: number; width?: number; height?: number }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'probe-'));
  try {
    const file = path.join(folder, 'media');
    await fs.writeFile(file, bytes);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
    const probe = JSON.parse(stdout) as { format: { format_name: string; duration?: string }; streams: { codec_name: string; width?: number; height?: number }[] };
    const picture = probe.streams.find((stream) => stream.width);
    return {
      formatName: probe.format.format_name,
      codecs: probe.streams.map((stream) => stream.codec_name),
      duration: Number(probe.format.duration),
      width: picture?.width,
      height: picture?.height,
    };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
