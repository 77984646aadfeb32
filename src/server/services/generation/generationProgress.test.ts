import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GenerationSnapshot, generationProgress, SOUND_WORK_FRAMES, SPEECH_WORK_FRAMES, throttledRecorder } from './generationProgress.ts';

describe('generationProgress', () => {
  it('counts speaking in the percentage, then drawing and the sound after it, never going back', () => {
    let clock = 0;
    const progress = generationProgress(() => clock);
    // Two scenes to speak and about 100 frames: speaking is 50 of 175 units of work.
    const estimated = 100;
    const share = (2 * SPEECH_WORK_FRAMES) / (2 * SPEECH_WORK_FRAMES + estimated + SOUND_WORK_FRAMES);
    expect(progress.speaking(0, 2, estimated)).toEqual({ progress: 0, step: { name: 'speaking', done: 0, total: 2, eta: null } });
    expect(progress.speaking(1, 2, estimated).progress).toBe(Math.floor((share / 2) * 100));
    const spoken = progress.speaking(2, 2, estimated).progress;
    expect(spoken).toBe(Math.floor(share * 100));

    // The speech made the video longer (150 frames to draw): drawing fills the rest.
    const drawing = (framesDrawn: number) => progress.rendering({ step: 'drawing', framesDrawn, framesToDraw: 150, isSoundToMix: true });
    expect(drawing(0).progress).toBe(spoken);
    clock = 500;
    expect(drawing(10).step).toEqual({ name: 'drawing', done: 10, total: 150, eta: null });
    clock = 2500;
    // 20 frames in 2 s since the first one seen: 10 a second; 120 frames and the sound (25) left.
    expect(drawing(30).step).toEqual({ name: 'drawing', done: 30, total: 150, eta: Math.ceil((120 + SOUND_WORK_FRAMES) / 10) });
    clock = 16_500;
    // 140 frames in 16 s: 8.75 a second.
    const drawn = drawing(150).progress;
    expect(drawn).toBe(Math.floor((share + (1 - share) * (150 / 175)) * 100));
    const sound = progress.rendering({ step: 'sound', framesDrawn: 150, framesToDraw: 150, isSoundToMix: true });
    expect(sound).toEqual({ progress: drawn, step: { name: 'sound', eta: Math.ceil(SOUND_WORK_FRAMES / 8.75) } });
    expect(progress.rendering({ step: 'joining', framesDrawn: 150, framesToDraw: 150, isSoundToMix: true })).toEqual({ progress: 99, step: { name: 'joining', eta: null } });
  });

  it('has no time left to tell before frames were drawn, and goes straight to joining when everything was rendered before', () => {
    const progress = generationProgress(() => 0);
    expect(progress.rendering({ step: 'sound', framesDrawn: 0, framesToDraw: 0, isSoundToMix: true })).toEqual({ progress: 0, step: { name: 'sound', eta: null } });
    expect(progress.rendering({ step: 'joining', framesDrawn: 0, framesToDraw: 0, isSoundToMix: false })).toEqual({ progress: 99, step: { name: 'joining', eta: null } });
  });
});

describe('throttledRecorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const drawing = (done: number): GenerationSnapshot => ({ progress: done, step: { name: 'drawing', done, total: 100, eta: null } });

  it('writes a new step at once, the frames of a step at most twice a second, and the last one of a burst', async () => {
    const written: GenerationSnapshot[] = [];
    const recorder = throttledRecorder(
      async (snapshot) => void written.push(snapshot),
      500,
      () => Date.now(),
    );
    recorder.record({ progress: 0, step: { name: 'speaking', done: 0, total: 1, eta: null } });
    recorder.record(drawing(0));
    for (let frame = 1; frame <= 20; frame++) {
      await vi.advanceTimersByTimeAsync(40);
      recorder.record(drawing(frame));
    }
    // 800 ms of frames: the two steps at once, then one write per 500 ms, then the last frame.
    await vi.advanceTimersByTimeAsync(500);
    await recorder.stop();
    expect(written.map((snapshot) => `${snapshot.step.name}:${snapshot.progress}`)).toEqual(['speaking:0', 'drawing:0', 'drawing:12', 'drawing:20']);
    expect(recorder.progress).toBe(20);
  });

  it('skips a snapshot equal to the last one; stop drops the one still waiting and takes no more', async () => {
    const written: GenerationSnapshot[] = [];
    const recorder = throttledRecorder(
      async (snapshot) => void written.push(snapshot),
      500,
      () => Date.now(),
    );
    recorder.record(drawing(1));
    recorder.record(drawing(1));
    recorder.record(drawing(2));
    await recorder.stop();
    recorder.record({ progress: 3, step: { name: 'sound', eta: null } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([drawing(1)]);
  });
});
