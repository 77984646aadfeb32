/** Player states of spec 000 §4. */
export const PlayerState = { stopped: 0, playing: 1, paused: 2 } as const;
export type PlayerState = (typeof PlayerState)[keyof typeof PlayerState];

/**
 * The one clock both threads read: project time in seconds (Float64 at byte 0) and the player
 * state (Int32 at byte 8), in a SharedArrayBuffer written only by the main thread's audio clock.
 */
export type SharedClock = { buffer: SharedArrayBuffer; time: Float64Array; state: Int32Array };

/** A new shared clock at time 0, stopped. */
export function createSharedClock(): SharedClock {
  return viewSharedClock(new SharedArrayBuffer(16));
}

/** Views over an existing clock buffer (the worker receives the buffer, not the views). */
export function viewSharedClock(buffer: SharedArrayBuffer): SharedClock {
  return { buffer, time: new Float64Array(buffer, 0, 1), state: new Int32Array(buffer, 8, 1) };
}

/** Reads the clock: time in seconds and player state. */
export function readClock(clock: SharedClock): { time: number; state: PlayerState } {
  return { time: clock.time[0]!, state: Atomics.load(clock.state, 0) as PlayerState };
}

/** Writes the clock (main thread only). */
export function writeClock(clock: SharedClock, time: number, state: PlayerState): void {
  clock.time[0] = time;
  Atomics.store(clock.state, 0, state);
}
