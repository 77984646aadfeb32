import type { TimeSource } from '../../engine/clock/PlaybackController';

/**
 * The audio context's time of the sound heard at this moment, as a clock for the picture: the
 * output timestamp (`getOutputTimestamp`: which context time the output device plays, and when)
 * carried forward to now. It runs behind `currentTime` by the output latency (about 40 ms in
 * Chromium here), so a frame is drawn when its sound is heard, not when it is rendered. Never ahead
 * of `currentTime`, never backwards (a fresh timestamp may land a little behind the last estimate).
 */
export function heardTime(context: AudioContext): TimeSource {
  let latest = 0;
  return {
    now() {
      const { contextTime = 0, performanceTime = 0 } = context.getOutputTimestamp();
      const heard = contextTime > 0 ? contextTime + (performance.now() - performanceTime) / 1000 : context.currentTime - context.baseLatency - context.outputLatency;
      latest = Math.max(latest, Math.min(heard, context.currentTime));
      return latest;
    },
  };
}
