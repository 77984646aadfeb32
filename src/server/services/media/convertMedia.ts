import fs from 'node:fs/promises';
import type { PlaybackPlan } from './playbackPlan.ts';
import { runTool } from './runTool.ts';

/** Width of library thumbnails (smaller pictures keep their width). */
const THUMBNAIL_WIDTH = 320;

/** Longest a proxy may take (a 100 MB upload converts well within this on two cores). */
const CONVERT_TIMEOUT_MS = 30 * 60_000;

/**
 * Writes a JPEG thumbnail, `THUMBNAIL_WIDTH` px wide at the picture's aspect ratio, of an image or
 * of a video frame (a quarter into the video, at most 1 s in, so it is rarely a black fade-in).
 */
export async function makeThumbnail(input: string, output: string, duration: number | null): Promise<void> {
  const seek = duration ? ['-ss', String(Math.min(1, duration / 4))] : [];
  await runTool('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...seek, '-i', input, '-frames:v', '1', '-vf', `scale=w=min(${THUMBNAIL_WIDTH}\\,iw):h=-2`, '-q:v', '4', output], {
    timeoutMs: 60_000,
  });
  // ffmpeg ends well without writing a frame when the input has none it can decode (a GIF that is only a header).
  const written = await fs.stat(output).catch(() => null);
  if (!written?.size) throw new Error('no picture could be decoded for a thumbnail');
}

/**
 * Follows ffmpeg's `-progress` output (blocks of key=value lines ending in `progress=...`) and
 * reports the whole percent done, 0-99, each time it changes; 100 is for the caller to say once the
 * file is stored. Without a duration there is no percent to tell.
 */
export function progressReader(duration: number | null, onPercent: (percent: number) => void): (text: string) => void {
  let pending = '';
  let outTimeUs = 0;
  let last = -1;
  return (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=');
      if (key === 'out_time_us' && Number.isFinite(Number(value))) outTimeUs = Number(value);
      if (key !== 'progress' || !duration) continue;
      const percent = Math.max(0, Math.min(99, Math.floor(outTimeUs / 1e4 / duration)));
      if (percent !== last) onPercent(percent);
      last = percent;
    }
  };
}

/** ffmpeg arguments that write the plan's output: copied streams, or H.264 + AAC in MP4. */
function planArguments(plan: NonNullable<PlaybackPlan>): string[] {
  const faststart = plan.container === 'mp4' ? ['-movflags', '+faststart'] : [];
  if (plan.action === 'remux') return ['-c', 'copy', ...faststart];
  return [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    // H.264 in 4:2:0 needs even sides.
    ...['-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'],
    ...['-c:a', 'aac', '-b:a', '128k'],
    ...faststart,
  ];
}

/**
 * Makes a file the engine can play (see `PlaybackPlan`) from `input` into `output`, reporting
 * progress; stops (rejecting) when `signal` aborts.
 */
export async function convertForPlayback(
  input: string,
  output: string,
  plan: NonNullable<PlaybackPlan>,
  options: { duration: number | null; signal?: AbortSignal; onPercent: (percent: number) => void },
): Promise<void> {
  await runTool(
    'ffmpeg',
    [
      ...['-v', 'error', '-nostdin', '-y', '-i', input],
      ...['-map', '0:v:0?', '-map', '0:a:0?'],
      ...planArguments(plan),
      ...['-progress', 'pipe:1', '-stats_period', '0.5', output],
    ],
    { timeoutMs: CONVERT_TIMEOUT_MS, signal: options.signal, onStdout: progressReader(options.duration, options.onPercent) },
  );
}
