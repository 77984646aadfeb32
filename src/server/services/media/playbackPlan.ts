import type { MediaProbe } from './probeMedia.ts';
import type { MediaFormat } from './sniffMedia.ts';

/**
 * Codecs (ffprobe names) that the engine can decode in the browser: mediabunny demuxes MP4/MOV,
 * WebM, MP3 and WAV, and WebCodecs decodes. Measured with `VideoDecoder.isConfigSupported` and
 * `AudioDecoder.isConfigSupported` in Debian's Chromium 156: H.264, VP8, VP9 and AV1 yes, HEVC
 * and MPEG-4 part 2 no; AAC, MP3, Opus, Vorbis, FLAC, PCM, A-law and mu-law yes.
 */
const BROWSER_VIDEO_CODECS = new Set(['h264', 'vp8', 'vp9', 'av1']);
const BROWSER_AUDIO_CODECS = new Set(['aac', 'mp3', 'opus', 'vorbis', 'flac', 'pcm_u8', 'pcm_s16le', 'pcm_s24le', 'pcm_s32le', 'pcm_f32le', 'pcm_alaw', 'pcm_mulaw']);
/** 8-bit 4:2:0 pictures (with alpha for VP8/VP9); 10-bit and 4:4:4 H.264 do not decode everywhere. */
const BROWSER_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p', 'yuva420p']);
/** Containers that mediabunny reads; AVI and GIF are not among them. */
const BROWSER_CONTAINERS = new Set<MediaFormat>(['mp4', 'mov', 'webm', 'mp3', 'wav']);

/** Codecs that may be copied unchanged into each container when a file is only rewrapped. */
const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1', 'opus', 'vorbis']);
const MP4_CODECS = new Set(['h264', 'av1', 'aac', 'mp3', 'opus']);

/**
 * What a file needs before the engine can play it:
 * - `null`: nothing, it plays as uploaded;
 * - `remux`: its streams are fine but the file has no duration or index (a live recording from
 *   MediaRecorder, or any upload sent with `?process=1`): copy them into a new file of `container`;
 * - `transcode`: convert to MP4 with H.264 video and AAC sound.
 */
export type PlaybackPlan = { action: 'remux'; container: 'webm' | 'mp4' } | { action: 'transcode'; container: 'mp4' } | null;

/** Whether every stream of the file decodes in the browser. */
function decodesInBrowser(format: MediaFormat, probe: MediaProbe): boolean {
  if (!BROWSER_CONTAINERS.has(format)) return false;
  const { video, audio } = probe;
  if (video && (!BROWSER_VIDEO_CODECS.has(video.codec) || !BROWSER_PIXEL_FORMATS.has(video.pixelFormat ?? ''))) return false;
  if (video?.pixelFormat === 'yuva420p' && video.codec !== 'vp8' && video.codec !== 'vp9') return false;
  return !audio || BROWSER_AUDIO_CODECS.has(audio.codec);
}

/** The container a file's codecs can be copied into unchanged, if any. */
function remuxContainer(probe: MediaProbe): 'webm' | 'mp4' | undefined {
  const codecs = [probe.video?.codec, probe.audio?.codec].filter((codec) => codec !== undefined);
  if (codecs.every((codec) => WEBM_CODECS.has(codec))) return 'webm';
  if (codecs.every((codec) => MP4_CODECS.has(codec))) return 'mp4';
  return undefined;
}

/** Decides what a video or sound file needs to play in the engine (see `PlaybackPlan`). */
export function playbackPlan(format: MediaFormat, probe: MediaProbe, options: { isRecording: boolean }): PlaybackPlan {
  if (!decodesInBrowser(format, probe)) return { action: 'transcode', container: 'mp4' };
  if (!options.isRecording && probe.duration !== null) return null;
  const container = remuxContainer(probe);
  return container ? { action: 'remux', container } : { action: 'transcode', container: 'mp4' };
}
