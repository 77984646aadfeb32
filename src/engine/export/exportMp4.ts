import { registerAacEncoder } from '@mediabunny/aac-encoder';
import { AudioSample, AudioSampleSource, canEncodeAudio, Mp4OutputFormat, Output, Quality, StreamTarget, VideoSample, VideoSampleSource } from 'mediabunny';
import type { ProjectDocument } from '../../scene/document';
import { SOUND_TRACK_BITRATE } from '../../scene/soundTrackFormat';
import { FPS } from '../../scene/time';
import { evaluateFrame } from '../timeline/evaluateFrame';
import { createFrameReader } from './frameReader';

/** Sound for the audio track: planar float samples (-1..1), one array per channel, all the same length. */
export type PcmAudio = { sampleRate: number; channels: Float32Array[] };

/** A piece of the file being written: `data` belongs at byte `position` (pieces may overwrite earlier bytes, e.g. a box size). */
export type Mp4Chunk = { data: Uint8Array; position: number };

/**
 * What to write: project frames `fromFrame` (included) to `toFrame` (excluded) drawn by the engine
 * at its current size, and/or a sound track. Timestamps start at 0 in the file.
 */
export type Mp4Request = { video: { fromFrame: number; toFrame: number } | null; audio: PcmAudio | null };

/** What was written: frames in the file, of which `drawn` were drawn (the others repeat the frame before), and bytes. */
export type Mp4Result = { frames: number; drawn: number; bytes: number };

/** What the export needs of the engine: its document and drawing one frame, waiting for every medium it shows. */
export type FrameDrawer = { renderFrame(frame: number): Promise<unknown>; currentDocument(): ProjectDocument };

/**
 * Bits per pixel per frame of the H.264 track: 0.15 gives 7.8 Mbit/s at 1080p25 (YouTube's upload
 * advice for 1080p is 8), plenty for presenters and graphics at the encoder's default settings.
 */
const BITS_PER_PIXEL = 0.15;

/** Sound is handed to the encoder one second at a time, so no second copy of the whole mix is made. */
const AUDIO_SAMPLE_SECONDS = 1;

/** The pieces handed out are at most this big (the target gathers small writes into them). */
const CHUNK_BYTES = 2 ** 20;

let aacReady: Promise<void> | null = null;

/** Registers mediabunny's WebAssembly AAC encoder where the browser has none (Chromium on Linux). */
function ensureAacEncoder(): Promise<void> {
  aacReady ??= canEncodeAudio('aac', { bitrate: SOUND_TRACK_BITRATE }).then((native) => {
    if (!native) registerAacEncoder();
  });
  return aacReady;
}

/** The H.264 bitrate for a frame size, bits per second. */
export function videoBitrate(width: number, height: number): number {
  return Math.round(width * height * FPS * BITS_PER_PIXEL);
}

/**
 * The sound as planar f32 samples of `frames` frames from frame `start`, channels one after the
 * other, as `AudioSample` takes them.
 */
function planarSlice(audio: PcmAudio, start: number, frames: number): Float32Array {
  const slice = new Float32Array(frames * audio.channels.length);
  audio.channels.forEach((channel, index) => slice.set(channel.subarray(start, start + frames), index * frames));
  return slice;
}

async function addSound(source: AudioSampleSource, audio: PcmAudio) {
  const total = audio.channels[0]?.length ?? 0;
  const step = audio.sampleRate * AUDIO_SAMPLE_SECONDS;
  for (let start = 0; start < total; start += step) {
    const frames = Math.min(step, total - start);
    const sample = new AudioSample({
      data: planarSlice(audio, start, frames),
      format: 'f32-planar',
      numberOfChannels: audio.channels.length,
      sampleRate: audio.sampleRate,
      timestamp: start / audio.sampleRate,
    });
    await source.add(sample);
    sample.close();
  }
}

/**
 * Writes an MP4 (H.264 High at 25 fps from `canvas`, AAC-LC) and hands it out piece by piece as
 * it is written, so the file is never held whole: `onChunk` may be slow (the pieces go to a
 * server); the encoder waits for it. Frames are drawn one after another with `drawer` (frame N
 * shows project time N / 25 of the timeline, every medium ready) and read back from `canvas` (its
 * WebGL2 context); a frame that shows the same as the one before is encoded again without being
 * drawn. The next frame is drawn while the encoder works on the last. The moov box comes last (no fast
 * start): the file is streamed out, and the server's remux puts the index first.
 * @param onFrame - called after each frame with the number of frames done
 */
export async function exportMp4(
  drawer: FrameDrawer,
  canvas: OffscreenCanvas,
  request: Mp4Request,
  onChunk: (chunk: Mp4Chunk) => Promise<void>,
  onFrame: (framesDone: number) => void = () => undefined,
): Promise<Mp4Result> {
  if (!request.video && !request.audio) throw new Error('an export needs video, sound or both');
  let bytes = 0;
  const target = new StreamTarget(
    new WritableStream({
      async write({ data, position }) {
        bytes = Math.max(bytes, position + data.byteLength);
        await onChunk({ data, position });
      },
    }),
    { chunked: true, chunkSize: CHUNK_BYTES },
  );
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: false }), target });
  const video = request.video ? new VideoSampleSource({ codec: 'avc', quality: new Quality({ bitrate: videoBitrate(canvas.width, canvas.height) }) }) : null;
  if (video) output.addVideoTrack(video, { frameRate: FPS });
  let sound: AudioSampleSource | null = null;
  if (request.audio) {
    await ensureAacEncoder();
    sound = new AudioSampleSource({ codec: 'aac', quality: new Quality({ bitrate: SOUND_TRACK_BITRATE }) });
    output.addAudioTrack(sound);
  }
  await output.start();
  let drawn = 0;
  try {
    if (sound && request.audio) await addSound(sound, request.audio);
    if (video && request.video) {
      const { fromFrame, toFrame } = request.video;
      const read = createFrameReader(canvas);
      const document = drawer.currentDocument();
      let pixels: Uint8Array<ArrayBuffer> = new Uint8Array(0);
      let shown: string | null = null;
      for (let frame = fromFrame; frame < toFrame; frame++) {
        // Equal draw lists draw equal pixels (drawing is a pure function of the list and the media
        // it names): a frame that shows what the last one showed is not drawn or read again.
        const showing = JSON.stringify({ ...evaluateFrame(document, frame), frame: 0 });
        if (showing !== shown) {
          await drawer.renderFrame(frame);
          pixels = read();
          shown = showing;
          drawn++;
        }
        // The frame copies the pixels once, so the reader's buffer is free again for the next frame.
        const image = new VideoFrame(pixels, {
          format: 'RGBX',
          codedWidth: canvas.width,
          codedHeight: canvas.height,
          timestamp: Math.round(((frame - fromFrame) * 1e6) / FPS),
          duration: Math.round(1e6 / FPS),
        });
        const sample = new VideoSample(image);
        try {
          await video.add(sample);
        } finally {
          sample.close();
        }
        onFrame(frame - fromFrame + 1);
      }
    }
    await output.finalize();
  } catch (error) {
    await output.cancel();
    throw error;
  }
  return { frames: request.video ? request.video.toFrame - request.video.fromFrame : 0, drawn, bytes };
}
