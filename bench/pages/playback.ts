// Real-time playback as the product drives it: the main thread's AudioContext clock, written into
// a SharedArrayBuffer by the PlaybackController on every animation frame (src/app/engineClient/engineClient.ts).
import { PlaybackController } from '../../src/engine/clock/PlaybackController';
import { createSharedClock, type SharedClock } from '../../src/engine/clock/sharedClock';
import { FPS, frameAtSeconds } from '../../src/scene/time';

/** What a playback run measured: per-frame render times, frames drawn, frames skipped while playing. */
export type FrameRun = { frameTimesMs: number[]; framesDrawn: number; framesMissed: number };

export function newClock(): SharedClock {
  return createSharedClock();
}

/**
 * Plays the clock from `startSeconds` for `seconds` (one frame longer, so the last frame is due
 * while still playing), calling `eachAnimationFrame(time)` after each tick, then pauses (never
 * stops: a stop would rewind to frame 0 and make the follower draw it again).
 */
export async function playClock(clock: SharedClock, seconds: number, eachAnimationFrame: (time: number) => void = () => undefined, startSeconds = 0): Promise<void> {
  const audio = new AudioContext();
  try {
    await audio.resume();
    const end = startSeconds + seconds + 1 / FPS;
    // The controller writes time 0 when made; the seek follows in the same task, before the
    // compositor worker's next animation frame reads the clock.
    const controller = new PlaybackController(clock, { now: () => audio.currentTime }, () => end + 1);
    controller.seek(startSeconds);
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
 * Frame `startFrame` must have been drawn before (as the engine draws it on load).
 */
export async function playRenderer(render: (frame: number) => void, seconds: number, startFrame = 0): Promise<FrameRun> {
  const lastFrame = startFrame + Math.round(seconds * FPS) - 1;
  const run: FrameRun = { frameTimesMs: [], framesDrawn: 0, framesMissed: 0 };
  let shown = startFrame;
  const eachFrame = (time: number) => {
    const frame = Math.min(frameAtSeconds(time), lastFrame);
    if (frame === shown) return;
    if (frame > shown + 1) run.framesMissed += frame - shown - 1;
    const started = performance.now();
    render(frame);
    run.frameTimesMs.push(performance.now() - started);
    run.framesDrawn++;
    shown = frame;
  };
  await playClock(newClock(), seconds, eachFrame, startFrame / FPS);
  return run;
}
