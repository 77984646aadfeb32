import { describe, expect, it } from 'vitest';
import { isRecordingFull, pausedClock, recordedMs, recordingClockText, resumedClock, runningClock } from './recordingClock';

describe('recording clock', () => {
  it('counts recorded time and leaves pauses out', () => {
    const started = runningClock(1000);
    expect(recordedMs(started, 1200)).toBe(200);
    const paused = pausedClock(started, 3000);
    expect(paused).toEqual({ heldMs: 2000, runningSince: null });
    expect(recordedMs(paused, 9000)).toBe(2000);
    expect(pausedClock(paused, 9500)).toBe(paused);
    const resumed = resumedClock(paused, 10_000);
    expect(resumedClock(resumed, 10_500)).toBe(resumed);
    expect(recordedMs(resumed, 10_400)).toBe(2400);
  });

  it('is full at 300000 ms of data', () => {
    expect(isRecordingFull(299_999)).toBe(false);
    expect(isRecordingFull(300_000)).toBe(true);
  });

  it('shows whole seconds as m:ss', () => {
    expect(recordingClockText(0)).toBe('0:00');
    expect(recordingClockText(999)).toBe('0:00');
    expect(recordingClockText(61_500)).toBe('1:01');
    expect(recordingClockText(300_000)).toBe('5:00');
  });
});
