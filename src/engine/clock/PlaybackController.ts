import { PlayerState, type SharedClock, writeClock } from './sharedClock';

/** A monotonic time source in seconds: the AudioContext's currentTime in the app, a manual one in tests. */
export type TimeSource = { now(): number };

/**
 * Play, pause, seek and stop over the shared clock. While playing, `tick()` (called every
 * animation frame by the host) writes `offset + elapsed audio time`; at the end of the project it
 * stops and returns to 0 (spec 000 §4: exit returns to state 0).
 */
export class PlaybackController {
  private state: PlayerState = PlayerState.stopped;
  private offset = 0;
  private startedAt = 0;

  constructor(
    private clock: SharedClock,
    private source: TimeSource,
    private length: () => number,
  ) {
    writeClock(clock, 0, PlayerState.stopped);
  }

  /** Current project time in seconds. */
  time(): number {
    return this.state === PlayerState.playing ? this.offset + (this.source.now() - this.startedAt) : this.offset;
  }

  playerState(): PlayerState {
    return this.state;
  }

  /** 0 -> 1 starts from the current position; 2 -> 1 resumes. */
  play(): void {
    if (this.state === PlayerState.playing) return;
    if (this.offset >= this.length()) this.offset = 0;
    this.startedAt = this.source.now();
    this.state = PlayerState.playing;
    writeClock(this.clock, this.offset, this.state);
  }

  /** 1 -> 2, keeping the position. */
  pause(): void {
    if (this.state !== PlayerState.playing) return;
    this.offset = this.time();
    this.state = PlayerState.paused;
    writeClock(this.clock, this.offset, this.state);
  }

  /** Back to 0 and stopped. */
  stop(): void {
    this.offset = 0;
    this.state = PlayerState.stopped;
    writeClock(this.clock, 0, this.state);
  }

  /** Moves to `seconds`, clamped to the project; playing continues from there. */
  seek(seconds: number): void {
    this.offset = Math.min(Math.max(0, seconds), this.length());
    this.startedAt = this.source.now();
    writeClock(this.clock, this.offset, this.state);
  }

  /** Publishes the current time; stops at the end of the project. Returns the state after the tick. */
  tick(): PlayerState {
    if (this.state !== PlayerState.playing) return this.state;
    const time = this.time();
    if (time >= this.length()) this.stop();
    else writeClock(this.clock, time, this.state);
    return this.state;
  }
}
