import { ALL_FORMATS, Input, UrlSource, type VideoSample, VideoSampleSink } from 'mediabunny';
import { EngineError } from '../errors';
import type { I420Frame } from '../gl/textures';

/** A decoded frame ready for upload: I420 planes (fast path) or a VideoFrame (any other pixel format). */
export type DecodedFrame = { timestamp: number; i420: I420Frame } | { timestamp: number; videoFrame: VideoFrame; width: number; height: number };

/** How far ahead (s) playback steps forward through the decoder instead of seeking. */
const forwardWindow = 2;

/**
 * Frame-accurate decoding of one video file with mediabunny (WebCodecs). `frameAt(t)` returns the
 * frame shown at media time t: the last frame starting at or before t. Sequential calls walk the
 * decoder forward; jumps seek.
 */
export class VideoDecoderSource {
  private sink: Promise<VideoSampleSink>;
  private samples: AsyncGenerator<VideoSample, void, unknown> | null = null;
  private current: VideoSample | null = null;
  private upcoming: VideoSample | null = null;
  private input: Input;

  constructor(readonly url: string) {
    this.input = new Input({ source: new UrlSource(url), formats: ALL_FORMATS });
    this.sink = this.input.getPrimaryVideoTrack().then((track) => {
      if (!track) throw new EngineError('DECODE_FAILED', `${url} has no video track`);
      return new VideoSampleSink(track);
    });
  }

  /** The frame on screen at media time `t` (s), or null before the first frame. */
  async frameAt(t: number): Promise<VideoSample | null> {
    const sink = await this.sink;
    const current = this.current;
    if (current && t >= current.timestamp && t < current.timestamp + current.duration) return current;
    if (current && this.samples && t > current.timestamp && t - current.timestamp < forwardWindow) {
      for (;;) {
        const next = this.upcoming ?? (await this.samples.next()).value ?? null;
        this.upcoming = null;
        if (!next) return this.current;
        if (next.timestamp > t) {
          this.upcoming = next;
          return this.current;
        }
        this.current?.close();
        this.current = next;
      }
    }
    await this.resetIterator();
    const sample = await sink.getSample(t);
    this.current?.close();
    this.current = sample;
    if (sample) this.samples = sink.samples(sample.timestamp + sample.duration / 2);
    return sample;
  }

  private async resetIterator() {
    this.upcoming?.close();
    this.upcoming = null;
    await this.samples?.return();
    this.samples = null;
  }

  /** Releases the decoder and every held frame. */
  async dispose() {
    await this.resetIterator();
    this.current?.close();
    this.current = null;
    this.input.dispose();
  }
}

/** Copies a sample out for upload: I420 planes when the decoder produced I420, else a VideoFrame. */
export async function toDecodedFrame(sample: VideoSample): Promise<DecodedFrame> {
  if (sample.format === 'I420') {
    const data = new Uint8Array(sample.allocationSize());
    const layout = await sample.copyTo(data);
    return {
      timestamp: sample.timestamp,
      i420: { data, width: sample.visibleRect.width, height: sample.visibleRect.height, layout, bt709: sample.colorSpace.matrix === 'bt709' },
    };
  }
  return { timestamp: sample.timestamp, videoFrame: sample.toVideoFrame(), width: sample.displayWidth, height: sample.displayHeight };
}
