// Media with sound for the audio tests and the playback bench, made in the page (no downloads):
// WAV files from sample arrays, and video clips with a sound track (H.264 + Opus in MP4, or VP8 +
// Opus in WebM) through mediabunny and WebCodecs.
import { AudioBufferSource, BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_HIGH, WebMOutputFormat } from 'mediabunny';
import { encodeWav } from '../../support/wav';

/** A blob address of a WAV file of `samples`. */
export function wavUrl(samples: Float32Array, sampleRate: number): string {
  return URL.createObjectURL(new Blob([encodeWav(samples, sampleRate)], { type: 'audio/wav' }));
}

/** A video clip at 25 fps whose frames change colour every frame, with `sound` as its sound track. */
export async function createSoundClip(options: { width: number; height: number; sound: Float32Array<ArrayBuffer>; sampleRate: number; container: 'mp4' | 'webm' }): Promise<Blob> {
  const { width, height, sound, sampleRate, container } = options;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const isMp4 = container === 'mp4';
  const output = new Output({ format: isMp4 ? new Mp4OutputFormat() : new WebMOutputFormat(), target: new BufferTarget() });
  const video = new CanvasSource(canvas, { codec: isMp4 ? 'avc' : 'vp8', bitrate: QUALITY_HIGH, keyFrameInterval: 1 });
  const audio = new AudioBufferSource({ codec: 'opus', bitrate: QUALITY_HIGH });
  output.addVideoTrack(video, { frameRate: 25 });
  output.addAudioTrack(audio);
  await output.start();
  const buffer = new AudioBuffer({ length: sound.length, sampleRate, numberOfChannels: 1 });
  buffer.copyToChannel(sound, 0);
  await audio.add(buffer);
  for (let frame = 0; frame < Math.round((sound.length / sampleRate) * 25); frame++) {
    context.fillStyle = `hsl(${(frame * 23) % 360} 55% 45%)`;
    context.fillRect(0, 0, width, height);
    await video.add(frame / 25, 1 / 25);
  }
  await output.finalize();
  return new Blob([output.target.buffer!], { type: isMp4 ? 'video/mp4' : 'video/webm' });
}
