// The page behind `npm run bench -- playback`: generates the media of the standard three-scene
// project (src/scene/playbackSample.ts), then plays it with our preview (as the app does) or the
// browser's own <video> + <audio> pair, exposed to Playwright as `window.playbackBench`.
import { createAvatarImage, createQuadrantImage } from '../../src/app/features/dev/sampleMedia';
import { type PlaybackSampleMedia, playbackSampleDocument } from '../../tests/support/playbackSample';
import { measurePlayback } from '../../tests/browser/harness/avSync';
import { createSoundClip, wavUrl } from '../../tests/browser/harness/soundMedia';
import { clickTrack, tone } from '../../tests/support/wav';
import { runElementPeer } from './elementPeer';

/** The project's length and the peer clip's, seconds. */
const projectSeconds = 12;
const clipSize = { width: 480, height: 270 };
/** Under the clicks' detection level (0.01), so the tones never pass for a click. */
const quiet = 0.003;

const stage = document.getElementById('stage')!;
let media: (PlaybackSampleMedia & { peerVideo: string }) | null = null;

const playbackBench = {
  /** Generates every medium once (clips with sound through WebCodecs); answers the audio device's sample rate. */
  async prepare(): Promise<number> {
    const context = new AudioContext();
    const rate = context.sampleRate;
    await context.close();
    const url = (blob: Blob) => URL.createObjectURL(blob);
    const clip = (seconds: number) => createSoundClip({ ...clipSize, sound: tone(seconds, rate, quiet, 330), sampleRate: rate, container: 'mp4' });
    const [video, peerVideo, image, avatar] = await Promise.all([clip(3), clip(projectSeconds), createQuadrantImage(200, 100), createAvatarImage(400)]);
    media = {
      music: wavUrl(clickTrack(projectSeconds, rate), rate),
      musicSeconds: projectSeconds,
      speech: wavUrl(tone(3, rate, quiet, 220), rate),
      speechSeconds: 3,
      video: url(video),
      videoSeconds: 3,
      videoSize: clipSize,
      image: url(image),
      avatar: url(avatar),
      peerVideo: url(peerVideo),
    };
    return rate;
  },
  /** Our preview through the whole project at `size`. */
  ours(size: { width: number; height: number }) {
    if (!media) throw new Error('call playbackBench.prepare first');
    return measurePlayback(stage, playbackSampleDocument(media), size);
  },
  /** A <video> of the project's length with a <audio> of its music, started together, at `size`. */
  peer(size: { width: number; height: number }) {
    if (!media) throw new Error('call playbackBench.prepare first');
    return runElementPeer(stage, { video: media.peerVideo, audio: media.music }, size);
  },
};

declare global {
  interface Window {
    playbackBench: typeof playbackBench;
  }
}
window.playbackBench = playbackBench;
