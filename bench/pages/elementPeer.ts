// The peer of the playback benchmark: what a page gets from the browser's own media elements, a
// <video> and an <audio> started together, measuring its own audio/video offset the same way as
// ours: for each video frame presented (requestVideoFrameCallback), when it was handed to the
// compositor minus when the <audio> plays the frame's media time.
import { FPS } from '../../src/scene/time';

/** What one peer run measured (figures as in `PlaybackRun`). */
export type PeerRun = { offsetsMs: number[]; framesDrawn: number; framesMissed: number };

function loaded(element: HTMLMediaElement): Promise<void> {
  return new Promise((resolve, reject) => {
    if (element.readyState >= HTMLMediaElement.HAVE_ENOUGH_DATA) return resolve();
    element.addEventListener('canplaythrough', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`${element.src}: ${element.error?.message ?? 'cannot play'}`)), { once: true });
  });
}

/** Plays `video` (shown at `size`) and `audio` together from the start to the video's end. */
export async function runElementPeer(host: HTMLElement, media: { video: string; audio: string }, size: { width: number; height: number }): Promise<PeerRun> {
  const video = Object.assign(document.createElement('video'), { src: media.video, preload: 'auto', playsInline: true });
  Object.assign(video.style, { width: `${size.width}px`, height: `${size.height}px` });
  const audio = Object.assign(document.createElement('audio'), { src: media.audio, preload: 'auto' });
  host.replaceChildren(video, audio);
  await Promise.all([loaded(video), loaded(audio)]);
  const run: PeerRun = { offsetsMs: [], framesDrawn: 0, framesMissed: 0 };
  let lastMediaTime = -1;
  const onFrame = (_now: number, frame: VideoFrameCallbackMetadata) => {
    if (!video.ended) video.requestVideoFrameCallback(onFrame);
    run.framesDrawn++;
    const step = Math.round((frame.mediaTime - lastMediaTime) * FPS);
    if (lastMediaTime >= 0 && step > 1) run.framesMissed += step - 1;
    lastMediaTime = frame.mediaTime;
    const heardAt = performance.now() + (frame.mediaTime - audio.currentTime) * 1000;
    run.offsetsMs.push(frame.presentationTime - heardAt);
  };
  video.requestVideoFrameCallback(onFrame);
  const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
  await Promise.all([video.play(), audio.play()]);
  await ended;
  audio.pause();
  host.replaceChildren();
  return run;
}
