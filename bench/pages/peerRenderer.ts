// How a peer renderer is played: warm it up, start its videos, render every new frame of the clock.
import { type FrameRun, playRenderer } from './playback';

/** A peer scene: `render` draws the current state and waits for the pixels (GPU or raster sync). */
export type PeerRenderer = { videos: HTMLVideoElement[]; render(): void; dispose(): Promise<void> };

const warmUpFrames = 2;

/** Starts the videos from 0, draws a few warm-up frames (uploads, caches), then plays `seconds` in real time. */
export async function playPeer(peer: PeerRenderer, seconds: number): Promise<FrameRun> {
  try {
    for (const video of peer.videos) video.currentTime = 0;
    await Promise.all(peer.videos.map((video) => video.play()));
    for (let frame = 0; frame < warmUpFrames; frame++) {
      peer.render();
      await new Promise(requestAnimationFrame);
    }
    return await playRenderer(() => peer.render(), seconds);
  } finally {
    await peer.dispose();
  }
}
