import { SCREEN_RECORDING } from '../../../../scene/constants';

/** How much a recording holds: the time recorded before the last pause, and since when it runs again (null while paused). */
export type RecordingClock = { heldMs: number; runningSince: number | null };

/** A clock that starts running at `now` (ms, any monotonic clock). */
export function runningClock(now: number): RecordingClock {
  return { heldMs: 0, runningSince: now };
}

/** The milliseconds recorded by `now`: pauses do not count. */
export function recordedMs(clock: RecordingClock, now: number): number {
  return clock.heldMs + (clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince));
}

/** The clock stopped at `now` (pause); a paused clock is returned as it is. */
export function pausedClock(clock: RecordingClock, now: number): RecordingClock {
  return clock.runningSince === null ? clock : { heldMs: recordedMs(clock, now), runningSince: null };
}

/** The clock running again from `now` (resume); a running clock is returned as it is. */
export function resumedClock(clock: RecordingClock, now: number): RecordingClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

/** Whether a recording holds its most, 300000 ms of data (spec 000 §4, §9): it then stops by itself. */
export function isRecordingFull(ms: number): boolean {
  return ms >= SCREEN_RECORDING.maxMs;
}

/** Recorded time as the dialog shows it: whole seconds as `m:ss` (counted down, so 0.9 s is 0:00). */
export function recordingClockText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
