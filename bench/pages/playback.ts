// Real-time playback as the product drives it: the main thread's AudioContext clock, written into
// a SharedArrayBuffer by the PlaybackController on every animation frame (src/app/compositor/engineClient.ts).
import { PlaybackController } from '../../src/engine/clock/PlaybackController';
import { createSharedClock, type SharedClock } from '../../src/engine/clock/sharedClock';
import { FPS, frameAtSeconds } from '../../src/scene/time';

/** What a playback run measured: per-frame render times, frames drawn, frames skipped while playing. */
export type FrameRun = { frameTimesMs: number[]; framesDrawn: number; framesMissed: number };

export function newClock(): SharedClock {
  return createSharedClock();
}

/**
 * Plays the clock from 0 for `seconds` (one frame longer, so the last frame is due while still
 * playing), calling `eachAnimationFrame(time)` after each tick, then pauses (never stops: a stop
 * would rewind to frame 0 and make the follower draw it again).
 */
export async function playClock(clock: SharedClock, seconds: number, eachAnimationFrame: (time: number) => void = () => undefined): Promise<void> {
  const audio = new AudioContext();
  try {
    await audio.resume();
    const end = seconds + 1 / FPS;
    const controller = new PlaybackController(clock, { now: () => audio.currentTime }, () => end + 1);
    controller.play();
    await new Promise<void>((resolve) => {
      const tick = () => {
        controller.tick();
        const time = controller.time();
        eachAnimationFrame(time);
        if (time >= end) {
          controller.pause();
          resolve();
        } else {
          requestAnimationFrame(tick);
        }
      };
      requestAnimationFrame(tick);
    });
  } finally {
    await audio.close();
  }
}

/**
 * Plays a synchronous renderer on the main thread under the same clock and the same rules as the
 * engine's `followClock`: draw frame floor(t x 25) when it changed, count the frames jumped over.
 * Frame 0 must have been drawn before (as the engine draws it on load).
 */
export async function playRenderer(render: (frame: number) => void, seconds: number): Promise<FrameRun> {
  const lastFrame = Math.round(seconds * FPS) - 1;
  const run: FrameRun = { frameTimesMs: [], framesDrawn: 0, framesMissed: 0 };
  let shown = 0;
  await playClock(newClock(), seconds, (time) => {
    const frame = Math.min(frameAtSeconds(time), lastFrame);
    if (frame === shown) return;
    if (frame > shown + 1) run.framesMissed += frame - shown - 1;
    const started = performance.now();
    render(frame);
    run.frameTimesMs.push(performance.now() - started);
    run.framesDrawn++;
    shown = frame;
  });
  return run;
}
