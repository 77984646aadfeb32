import fs from 'node:fs/promises';
import path from 'node:path';
import { probeMedia } from '../media/probeMedia.ts';
import { runTool } from '../media/runTool.ts';

/** The most a mail GIF may weigh (bytes): what mail clients and sales tools take without complaint. */
export const MAIL_GIF_MAX_BYTES = 1_000_000;

/** How much of the video the GIF shows (seconds from the start). */
export const MAIL_GIF_SECONDS = 3;

/** The still JPEG's width (px; the mail code shows at most 600). */
const MAIL_JPEG_WIDTH = 600;

/** How long one ffmpeg run may take (ms): a 3 s GIF takes about a second here. */
const TOOL_TIMEOUT_MS = 60_000;

/** One try at the GIF: width (px), frames per second and palette size (2-256). */
export type MailGifStep = { width: number; fps: number; colors: number };

/**
 * The tries, best first: each lowers frame rate, width or colours until the GIF fits the budget.
 * Measured on a 1080p test picture (bench/mailgif): the first fits a calm video; a noisy one
 * needs a few more.
 */
export const MAIL_GIF_STEPS: readonly MailGifStep[] = [
  { width: 480, fps: 15, colors: 256 },
  { width: 480, fps: 12, colors: 192 },
  { width: 440, fps: 10, colors: 128 },
  { width: 400, fps: 10, colors: 96 },
  { width: 360, fps: 8, colors: 64 },
  { width: 320, fps: 8, colors: 48 },
  { width: 280, fps: 6, colors: 32 },
  { width: 240, fps: 5, colors: 16 },
];

/** One try as made: its step and the size it came out at. */
export type MailGifTry = MailGifStep & { bytes: number };

/** The mail pictures of one video. */
export type MailPictures = {
  /** The animated GIF: the first seconds with the play button, under the budget. */
  gif: { file: string; bytes: number; width: number; height: number; fps: number; colors: number; tries: number; attempts: MailGifTry[] };
  /** The still JPEG of the first frame with the same play button. */
  jpeg: { file: string; bytes: number; width: number; height: number };
};

/** A mail picture that could not be made: no picture in the file, or no step fits the budget. */
export class MailPictureError extends Error {
  constructor(
    readonly code: 'NO_VIDEO' | 'GIF_TOO_LARGE',
    message: string,
  ) {
    super(message);
  }
}

/**
 * How far a predicted size may exceed the budget and the step still be tried: the estimate of
 * `nextStepIndex` was off by up to a fifth on the bench's sources, both ways.
 */
const PREDICTION_SLACK = 1.25;

/**
 * The step to try after `tried` (made at `steps[index]`) came out too large: the first later step
 * whose size, estimated from the measured one, fits the budget with some slack, so a hard source
 * skips the steps it could not fit; the last (smallest) step when no estimate fits, and
 * `steps.length` after the last. The estimate takes a GIF's bytes as proportional to the pixels
 * per frame, the frame rate and the bits per palette index.
 */
export function nextStepIndex(steps: readonly MailGifStep[], index: number, tried: MailGifTry, maxBytes: number): number {
  const bits = (colors: number) => Math.max(1, Math.log2(colors));
  for (let next = index + 1; next < steps.length; next += 1) {
    const step = steps[next]!;
    const width = Math.min(step.width, tried.width);
    const estimate = tried.bytes * (width / tried.width) ** 2 * (step.fps / tried.fps) * (bits(step.colors) / bits(tried.colors));
    if (estimate <= maxBytes * PREDICTION_SLACK) return next;
  }
  return index + 1 < steps.length ? steps.length - 1 : steps.length;
}

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/** The picture's size at `width` (never wider than the source), both even. */
function sizeAt(source: { width: number; height: number }, width: number) {
  const shown = even(Math.min(width, source.width));
  return { width: shown, height: even((source.height * shown) / source.width) };
}

/**
 * Filters that draw the play button over `[in]` of size `width` x `height` into `[out]`: a dark,
 * half-transparent disc with a white triangle pointing right, centred, a fifth of the picture's
 * height across. Drawn with geq on a transparent square (no file to ship), then overlaid.
 */
function playButtonFilters(width: number, height: number, fps: number): string {
  const size = even(height / 5);
  const c = size / 2;
  const radius = c - 1;
  const left = c - 0.22 * size;
  const tip = c + 0.3 * size;
  const inTriangle = `gte(X,${left})*lte(abs(Y-${c}),(${tip}-X)*0.5)`;
  const inDisc = `lte(hypot(X-${c},Y-${c}),${radius})`;
  const white = `if(${inTriangle},255,24)`;
  const button = `color=c=black@0:s=${size}x${size}:r=${fps},format=rgba,geq=r='${white}':g='${white}':b='${white}':a='if(${inDisc},if(${inTriangle},255,150),0)'[button]`;
  return `${button};[in][button]overlay=x=${(width - size) / 2}:y=${(height - size) / 2}:shortest=1:format=auto[out]`;
}

/** The ffmpeg arguments of one GIF try. */
function gifArgs(source: string, output: string, size: { width: number; height: number }, step: MailGifStep, seconds: number): string[] {
  const graph = [
    `[0:v]fps=${step.fps},scale=${size.width}:${size.height}:flags=lanczos,setsar=1[in]`,
    playButtonFilters(size.width, size.height, step.fps),
    `[out]split[a][b]`,
    `[a]palettegen=max_colors=${step.colors}:stats_mode=diff[palette]`,
    // Ordered (Bayer) dithering and redrawing only the changed rectangle keep LZW's runs long:
    // far smaller than error diffusion on moving pictures, at a look mail readers accept.
    `[b][palette]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle`,
  ].join(';');
  return ['-v', 'error', '-y', '-t', String(seconds), '-i', source, '-filter_complex', graph, '-an', '-loop', '0', '-f', 'gif', output];
}

/**
 * Makes the mail pictures of a video in `folder` (the caller's work folder, which it cleans):
 * `mail.gif`, the first `seconds` with a play button drawn over, held under `maxBytes` by trying
 * the steps in turn (each GIF is measured, not estimated); and `mail.jpg`, the first frame with
 * the same button, for clients that do not animate.
 * @throws MailPictureError when the file has no picture or no step fits; MediaToolError when ffmpeg fails.
 */
export async function makeMailPictures(
  source: string,
  folder: string,
  options: { seconds?: number; maxBytes?: number; steps?: readonly MailGifStep[]; signal?: AbortSignal } = {},
): Promise<MailPictures> {
  const { seconds = MAIL_GIF_SECONDS, maxBytes = MAIL_GIF_MAX_BYTES, steps = MAIL_GIF_STEPS, signal } = options;
  const probe = await probeMedia(source, signal);
  if (!probe.video) throw new MailPictureError('NO_VIDEO', 'the file holds no picture');
  const video = probe.video;

  const jpegSize = sizeAt(video, MAIL_JPEG_WIDTH);
  const jpegFile = path.join(folder, 'mail.jpg');
  const still = `[0:v]scale=${jpegSize.width}:${jpegSize.height}:flags=lanczos,setsar=1[in];${playButtonFilters(jpegSize.width, jpegSize.height, 25)}`;
  await runTool('ffmpeg', ['-v', 'error', '-y', '-i', source, '-filter_complex', still, '-map', '[out]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', jpegFile], {
    timeoutMs: TOOL_TIMEOUT_MS,
    signal,
  });
  const jpeg = { file: jpegFile, bytes: (await fs.stat(jpegFile)).size, ...jpegSize };

  const attempts: MailGifTry[] = [];
  const gifFile = path.join(folder, 'mail.gif');
  for (let index = 0; index < steps.length;) {
    const step = steps[index]!;
    const size = sizeAt(video, step.width);
    const tryFile = path.join(folder, `mail-try-${attempts.length + 1}.gif`);
    await runTool('ffmpeg', gifArgs(source, tryFile, size, step, seconds), { timeoutMs: TOOL_TIMEOUT_MS, signal });
    const bytes = (await fs.stat(tryFile)).size;
    attempts.push({ ...step, width: size.width, bytes });
    if (bytes <= maxBytes) {
      await fs.rename(tryFile, gifFile);
      return { gif: { file: gifFile, bytes, ...size, fps: step.fps, colors: step.colors, tries: attempts.length, attempts }, jpeg };
    }
    await fs.rm(tryFile, { force: true });
    index = nextStepIndex(steps, index, attempts.at(-1)!, maxBytes);
  }
  const tried = attempts.map((attempt) => `${attempt.width}px ${attempt.fps}fps ${attempt.colors} colours: ${attempt.bytes} bytes`).join('; ');
  throw new MailPictureError('GIF_TOO_LARGE', `no GIF of ${seconds} s fits ${maxBytes} bytes (${tried})`);
}
