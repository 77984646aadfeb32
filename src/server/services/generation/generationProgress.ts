import type { GenerationStep } from '../../../contract/generation.ts';

/** Where a video render is after its speech (`renderVideo`): the step, the frames drawn of those to draw, and whether it mixes a sound track. */
export type VideoProgress = { step: 'drawing' | 'sound' | 'joining'; framesDrawn: number; framesToDraw: number; isSoundToMix: boolean };

/** What a generation under way records and tells: its percentage (0-99 until it is ready) and its step. */
export type GenerationSnapshot = { progress: number; step: GenerationStep };

/**
 * Work is counted in frames drawn. Speaking a scene counts as this many (a scene's speech takes
 * about as long as drawing a second of 1080p video on two cores; a cached one takes no time).
 */
export const SPEECH_WORK_FRAMES = 25;
/** Mixing and encoding the sound track counts as this many frames (it is quick). */
export const SOUND_WORK_FRAMES = 25;

/** Speed is measured once frames have been drawn for at least this long. */
const MEASURE_MS = 1000;

/**
 * The progress of one generation attempt: the percentage covers speaking and rendering, and the
 * time left comes from the speed measured so far in this attempt (frames a second since the first
 * frame was drawn). Speaking's share of the percentage is fixed when it starts, from the frames the
 * document had before its speech: the percentage never goes back.
 */
export function generationProgress(now: () => number = Date.now) {
  let speakShare = 0;
  let firstFrame: { at: number; drawn: number } | null = null;
  let framesPerSecond: number | null = null;
  let soundStartedAt: number | null = null;

  const percent = (fraction: number) => Math.min(99, Math.floor(fraction * 100));

  return {
    /**
     * While the speech is made: `done` of `total` scenes spoken.
     * @param estimatedFrames - the frames to render as the document stands before its speech
     */
    speaking(done: number, total: number, estimatedFrames: number): GenerationSnapshot {
      const work = total * SPEECH_WORK_FRAMES;
      speakShare = work / (work + estimatedFrames + SOUND_WORK_FRAMES);
      return { progress: percent(total === 0 ? 0 : (speakShare * done) / total), step: { name: 'speaking', done, total, eta: null } };
    },

    /** While the video is rendered, from what `renderVideo` reports. */
    rendering({ step, framesDrawn, framesToDraw, isSoundToMix }: VideoProgress): GenerationSnapshot {
      const soundWork = isSoundToMix ? SOUND_WORK_FRAMES : 0;
      const total = framesToDraw + soundWork;
      const done = step === 'drawing' ? framesDrawn : step === 'sound' ? framesToDraw : total;
      const progress = percent(speakShare + (1 - speakShare) * (total === 0 ? 1 : done / total));
      const at = now();
      if (step === 'drawing') {
        if (!firstFrame && framesDrawn > 0) firstFrame = { at, drawn: framesDrawn };
        else if (firstFrame && at - firstFrame.at >= MEASURE_MS) framesPerSecond = (framesDrawn - firstFrame.drawn) / ((at - firstFrame.at) / 1000);
        const eta = framesPerSecond ? Math.ceil((framesToDraw - framesDrawn + soundWork) / framesPerSecond) : null;
        return { progress, step: { name: 'drawing', done: framesDrawn, total: framesToDraw, eta } };
      }
      if (step === 'sound') {
        soundStartedAt ??= at;
        const eta = framesPerSecond ? Math.max(1, Math.ceil(soundWork / framesPerSecond - (at - soundStartedAt) / 1000)) : null;
        return { progress, step: { name: 'sound', eta } };
      }
      return { progress, step: { name: 'joining', eta: null } };
    },
  };
}

/**
 * Records snapshots without writing the database more than about twice a second: a new step is
 * written at once; within a step, the latest snapshot at most once per `intervalMs` (the last one
 * is never lost). Writes run one after another, so a late one never overwrites a newer one;
 * `stop` waits for them all and takes no more (work still running, such as a scene being spoken
 * when its render failed, can no longer record over what the job records next).
 */
export function throttledRecorder(write: (snapshot: GenerationSnapshot) => Promise<void>, intervalMs = 500, now: () => number = Date.now) {
  let writes = Promise.resolve();
  let last: GenerationSnapshot | null = null;
  let lastWrittenAt = -Infinity;
  let waiting: { snapshot: GenerationSnapshot; timer: NodeJS.Timeout } | null = null;
  let isStopped = false;

  const writeNow = (snapshot: GenerationSnapshot) => {
    if (waiting) clearTimeout(waiting.timer);
    waiting = null;
    last = snapshot;
    lastWrittenAt = now();
    writes = writes.then(() => write(snapshot));
  };

  return {
    record(snapshot: GenerationSnapshot) {
      if (isStopped) return;
      const previous = waiting?.snapshot ?? last;
      if (previous && JSON.stringify(previous) === JSON.stringify(snapshot)) return;
      if (!last || last.step.name !== snapshot.step.name || now() - lastWrittenAt >= intervalMs) return writeNow(snapshot);
      if (waiting) waiting.snapshot = snapshot;
      else {
        const timer = setTimeout(() => waiting && writeNow(waiting.snapshot), lastWrittenAt + intervalMs - now());
        waiting = { snapshot, timer };
      }
    },
    /** The percentage last recorded (or waiting), -1 before any. */
    get progress() {
      return (waiting?.snapshot ?? last)?.progress ?? -1;
    },
    /** Waits for every write and records nothing more; a snapshot still waiting for its turn is dropped (the job is ending). */
    async stop() {
      isStopped = true;
      if (waiting) clearTimeout(waiting.timer);
      waiting = null;
      await writes;
    },
  };
}
