import { z } from 'zod';
import { runTool } from './runTool.ts';

/** What the library needs to know of a media file, from ffprobe. */
export type MediaProbe = {
  /** ffprobe's container name, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `png_pipe`. */
  formatName: string;
  /** Seconds, to the millisecond; null when the file does not say (a still image, a live recording). */
  duration: number | null;
  /** The first picture stream (cover art of audio files excluded); width and height as displayed (rotation applied). */
  video: { codec: string; width: number; height: number; pixelFormat: string | null } | null;
  /** The first sound stream. */
  audio: { codec: string } | null;
};

const stream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  pix_fmt: z.string().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
});

const probeOutput = z.object({
  streams: z.array(stream).default([]),
  format: z.object({ format_name: z.string(), duration: z.string().optional() }),
});

const seconds = (text: string | undefined) => {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Quarter turns make a portrait phone video out of landscape-coded frames. */
function rotation(video: z.infer<typeof stream>): number {
  const fromSideData = video.side_data_list?.find((entry) => entry.rotation !== undefined)?.rotation;
  return fromSideData ?? Number(video.tags?.rotate ?? 0);
}

/**
 * Reads ffprobe's JSON (`-show_format -show_streams`). Throws when it is not ffprobe output.
 * The duration is the container's, else the longest stream's.
 */
export function parseProbe(json: unknown): MediaProbe {
  const output = probeOutput.parse(json);
  const video = output.streams.find((entry) => entry.codec_type === 'video' && entry.disposition?.attached_pic !== 1 && entry.width && entry.height);
  const audio = output.streams.find((entry) => entry.codec_type === 'audio');
  const streamDurations = output.streams.map((entry) => seconds(entry.duration) ?? 0);
  const duration = seconds(output.format.duration) ?? (Math.max(0, ...streamDurations) || undefined);
  const isQuarterTurned = video ? Math.abs(rotation(video)) % 180 === 90 : false;
  return {
    formatName: output.format.format_name,
    duration: duration === undefined ? null : Math.round(duration * 1000) / 1000,
    video: video
      ? {
          codec: video.codec_name ?? 'unknown',
          width: isQuarterTurned ? video.height! : video.width!,
          height: isQuarterTurned ? video.width! : video.height!,
          pixelFormat: video.pix_fmt ?? null,
        }
      : null,
    audio: audio ? { codec: audio.codec_name ?? 'unknown' } : null,
  };
}

/** Probes a local media file with Debian's ffprobe; throws a MediaToolError when ffprobe cannot read it. */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<MediaProbe> {
  const output = await runTool('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    timeoutMs: 60_000,
    signal,
  });
  return parseProbe(JSON.parse(output));
}
