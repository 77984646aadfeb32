/** Player states of spec 000 §4. */
export const PlayerState = { stopped: 0, playing: 1, paused: 2 } as const;
export type PlayerState = (typeof PlayerState)[keyof typeof PlayerState];

/**
 * The one clock both threads read, in a SharedArrayBuffer written only by the main thread's audio
 * clock: the project time in seconds as of a wall-clock moment `at`, and the player state. While
 * playing, the time moves on from `at` at one second per second, so the worker reads the time of
 * its own moment without waiting for the main thread (an `at` still ahead holds the time until
 * then). Layout: Float64 time at byte 0, Float64 `at` at byte 8, Int32 state at byte 16, Int32
 * write sequence at byte 20 (odd while a write is under way, so a read never mixes two writes).
 */
export type SharedClock = { buffer: SharedArrayBuffer; values: Float64Array; flags: Int32Array };

const STATE = 0;
const SEQUENCE = 1;

/** Wall-clock milliseconds comparable across the page and its workers: `performance.timeOrigin + performance.now()`. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

/** A new shared clock at time 0, stopped. */
export function createSharedClock(): SharedClock {
  return viewSharedClock(new SharedArrayBuffer(24));
}

/** Views over an existing clock buffer (the worker receives the buffer, not the views). */
export function viewSharedClock(buffer: SharedArrayBuffer): SharedClock {
  return { buffer, values: new Float64Array(buffer, 0, 2), flags: new Int32Array(buffer, 16, 2) };
}

/**
 * Reads the clock: the project time in seconds at wall-clock moment `now` (ms), and the player state.
 * @param now - wall-clock ms ({@link wallClockMs}, the default)
 */
export function readClock(clock: SharedClock, now = wallClockMs()): { time: number; state: PlayerState } {
  for (;;) {
    const sequence = Atomics.load(clock.flags, SEQUENCE);
    const [time, at] = [clock.values[0]!, clock.values[1]!];
    const state = Atomics.load(clock.flags, STATE) as PlayerState;
    if (sequence % 2 === 1 || Atomics.load(clock.flags, SEQUENCE) !== sequence) continue;
    return { time: state === PlayerState.playing ? time + Math.max(0, now - at) / 1000 : time, state };
  }
}

/**
 * Writes the clock (main thread only): `time` seconds as of wall-clock moment `at` (ms; default now).
 */
export function writeClock(clock: SharedClock, time: number, state: PlayerState, at = wallClockMs()): void {
  Atomics.add(clock.flags, SEQUENCE, 1);
  clock.values[0] = time;
  clock.values[1] = at;
  Atomics.store(clock.flags, STATE, state);
  Atomics.add(clock.flags, SEQUENCE, 1);
}
