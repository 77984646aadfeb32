// How a peer renderer is played: warm it up, start its videos, render every new frame of the clock.
import { type FrameRun, playRenderer } from './playback';

/** A peer scene: `render` draws project frame `frame` and waits for the pixels (GPU or raster sync). */
export type PeerRenderer = { videos: HTMLVideoElement[]; render(frame: number): void; dispose(): Promise<void> };

const warmUpFrames = 2;

/** Starts the videos from 0, draws a few warm-up frames (uploads, caches), then plays `seconds` in real time from `startFrame`. */
export async function playPeer(peer: PeerRenderer, seconds: number, startFrame = 0): Promise<FrameRun> {
  try {
    for (const video of peer.videos) video.currentTime = 0;
    await Promise.all(peer.videos.map((video) => video.play()));
    for (let frame = 0; frame < warmUpFrames; frame++) {
      peer.render(startFrame);
      await new Promise(requestAnimationFrame);
    }
    return await playRenderer((frame) => peer.render(frame), seconds, startFrame);
  } finally {
    await peer.dispose();
  }
}
