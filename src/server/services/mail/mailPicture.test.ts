import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_GIF_MAX_BYTES, MAIL_GIF_STEPS, makeMailPictures, MailPictureError, nextStepIndex } from './mailPicture.ts';

const run = promisify(execFile);
let folder: string;
let calm: string;
let noisy: string;

/** Makes a fresh work folder per call, as the caller of makeMailPictures does. */
const workFolder = () => fs.mkdtemp(path.join(folder, 'work-'));

async function probe(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-count_frames', file]);
  return JSON.parse(stdout) as { streams: { codec_name: string; width: number; height: number; nb_read_frames: string }[]; format: { duration?: string } };
}

/** The RGB of the pixel at (x, y) of the first frame of a picture file, decoded by ffmpeg. */
async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-vf', `crop=1:1:${x}:${y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
  });
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-picture-'));
  calm = path.join(folder, 'calm.mp4');
  noisy = path.join(folder, 'noisy.mp4');
  // prettier-ignore
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '4',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', calm]);
  // Grain on every pixel, new each frame: what a GIF compresses worst.
  // prettier-ignore
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25', '-t', '3', '-vf', 'noise=alls=80:allf=t+u',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', noisy]);
}, 60_000);
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

describe('makeMailPictures', () => {
  it('makes a GIF of the first 3 s under 1 MB and a still JPEG, both with the play button', async () => {
    const work = await workFolder();
    const pictures = await makeMailPictures(calm, work);
    const { gif, jpeg } = pictures;
    expect(gif.file).toBe(path.join(work, 'mail.gif'));
    expect(gif.bytes).toBe((await fs.stat(gif.file)).size);
    expect(gif.bytes).toBeLessThanOrEqual(MAIL_GIF_MAX_BYTES);
    expect(gif).toMatchObject({ width: 480, height: 270, fps: 15, colors: 256, tries: 1 });
    expect(gif.attempts).toEqual([{ width: 480, fps: 15, colors: 256, bytes: gif.bytes }]);

    const gifProbe = await probe(gif.file);
    expect(gifProbe.streams[0]).toMatchObject({ codec_name: 'gif', width: 480, height: 270 });
    expect(Number(gifProbe.format.duration)).toBeCloseTo(3, 0);
    expect(Math.abs(Number(gifProbe.format.duration) - 3)).toBeLessThanOrEqual(0.15);
    expect(Number(gifProbe.streams[0]!.nb_read_frames)).toBe(45);

    // The first frame decodes, and shows the button: a white triangle in the middle of a dark disc.
    const [r, g, b] = await pixel(gif.file, 240, 135);
    expect(Math.min(r, g, b)).toBeGreaterThan(180);
    const jpegProbe = await probe(jpeg.file);
    expect(jpegProbe.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 600, height: 338 });
    expect(jpeg).toMatchObject({ file: path.join(work, 'mail.jpg'), width: 600, height: 338, bytes: (await fs.stat(jpeg.file)).size });
    const centre = await pixel(jpeg.file, 300, 169);
    expect(Math.min(...centre)).toBeGreaterThan(200);
    // Left of the triangle, the disc darkens the yellow bar of the test picture, seen bright below it.
    expect(Math.max(...(await pixel(jpeg.file, 300 - 20, 169)))).toBeLessThan(160);
    expect(await pixel(jpeg.file, 230, 320)).toEqual([expect.toSatisfy((v: number) => v > 200), expect.toSatisfy((v: number) => v > 200), expect.toSatisfy((v: number) => v < 60)]);

    expect((await fs.readdir(work)).sort()).toEqual(['mail.gif', 'mail.jpg']);
  }, 20_000);

  it('holds a noisy, hard to compress source under 1 MB too, with more tries', async () => {
    const work = await workFolder();
    const { gif } = await makeMailPictures(noisy, work);
    expect(gif.tries).toBeGreaterThan(1);
    expect(gif.attempts).toHaveLength(gif.tries);
    expect(gif.attempts[0]!.bytes).toBeGreaterThan(MAIL_GIF_MAX_BYTES);
    expect(gif.bytes).toBeLessThanOrEqual(MAIL_GIF_MAX_BYTES);
    expect(gif.attempts.at(-1)).toEqual({ width: gif.width, fps: gif.fps, colors: gif.colors, bytes: gif.bytes });
    expect(gif.width).toBeLessThan(480);
    const gifProbe = await probe(gif.file);
    expect(gifProbe.streams[0]).toMatchObject({ codec_name: 'gif', width: gif.width });
    expect(Math.abs(Number(gifProbe.format.duration) - 3)).toBeLessThanOrEqual(0.3);
    expect((await fs.readdir(work)).sort()).toEqual(['mail.gif', 'mail.jpg']);
  }, 30_000);

  it('says so when no step fits the budget, naming each try', async () => {
    const work = await workFolder();
    const steps = [
      { width: 160, fps: 5, colors: 16 },
      { width: 120, fps: 4, colors: 8 },
    ];
    const error = await makeMailPictures(calm, work, { maxBytes: 2_000, steps }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailPictureError);
    expect(error).toMatchObject({ code: 'GIF_TOO_LARGE' });
    expect((error as Error).message).toMatch(/^no GIF of 3 s fits 2000 bytes \(160px 5fps 16 colours: \d+ bytes; 120px 4fps 8 colours: \d+ bytes\)$/);
    expect(await fs.readdir(work)).toEqual(['mail.jpg']);
  }, 20_000);

  it('refuses a file without a picture', async () => {
    const sound = path.join(folder, 'sound.m4a');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', sound]);
    await expect(makeMailPictures(sound, await workFolder())).rejects.toMatchObject({ code: 'NO_VIDEO' });
  });
});

describe('nextStepIndex', () => {
  const first = { ...MAIL_GIF_STEPS[0]!, bytes: 0 };

  it('goes to the next step when the last try was just over the budget', () => {
    expect(nextStepIndex(MAIL_GIF_STEPS, 0, { ...first, bytes: 1_100_000 }, 1_000_000)).toBe(1);
  });

  it('skips the steps whose estimate is far over the budget', () => {
    // 5.4 MB at 480 px, 15 fps, 256 colours: 360 px, 8 fps, 64 colours is estimated at 1.2 MB.
    expect(MAIL_GIF_STEPS[4]).toEqual({ width: 360, fps: 8, colors: 64 });
    expect(nextStepIndex(MAIL_GIF_STEPS, 0, { ...first, bytes: 5_400_000 }, 1_000_000)).toBe(4);
  });

  it('tries the smallest step when no estimate fits, and stops after it', () => {
    const last = MAIL_GIF_STEPS.length - 1;
    expect(nextStepIndex(MAIL_GIF_STEPS, 0, { ...first, bytes: 500_000_000 }, 1_000_000)).toBe(last);
    expect(nextStepIndex(MAIL_GIF_STEPS, last, { ...MAIL_GIF_STEPS[last]!, bytes: 2_000_000 }, 1_000_000)).toBe(MAIL_GIF_STEPS.length);
  });

  it('estimates from the width actually made, for a source narrower than the step', () => {
    // A 320 px source makes 320 px GIFs whatever the step asks: narrower steps gain nothing from width.
    const tried = { width: 320, fps: 15, colors: 256, bytes: 2_000_000 };
    expect(nextStepIndex(MAIL_GIF_STEPS, 0, tried, 1_000_000)).toBe(2);
  });
});
