import { PlayerState, readClock, type SharedClock, wallClockMs, writeClock } from './sharedClock';

/** A monotonic time source in seconds: the time of the sound heard in the app, a manual one in tests. */
export type TimeSource = { now(): number };

/** How far the picture's clock (the wall clock from the last anchor) may drift from the audio clock before it is anchored again, seconds. */
const DRIFT_TOLERANCE = 0.004;

/**
 * Play, pause, seek and stop over the shared clock. Play and seek anchor the shared clock (this
 * time at this wall-clock moment), and the worker carries it forward on its own; `tick()` (called
 * every animation frame by the host) anchors it again only when it has drifted from the audio
 * clock by more than 4 ms, so the picture neither waits for the main thread nor jitters with
 * the audio timestamps. At the end of the project it stops and returns to 0 (spec 000 §4: exit
 * returns to state 0). A play or seek may start a moment ahead (`startAt`, on the source's time):
 * the position holds until then, so that the picture starts when the sound scheduled for that
 * moment is heard.
 */
export class PlaybackController {
  private state: PlayerState = PlayerState.stopped;
  private offset = 0;
  private startedAt = 0;

  constructor(
    private clock: SharedClock,
    private source: TimeSource,
    private length: () => number,
    private wallMs: () => number = wallClockMs,
  ) {
    writeClock(clock, 0, PlayerState.stopped, wallMs());
  }

  /** Current project time in seconds. */
  time(): number {
    return this.state === PlayerState.playing ? this.offset + Math.max(0, this.source.now() - this.startedAt) : this.offset;
  }

  /** Where `play()` starts: the current position, or 0 at the end of the project. */
  startPosition(): number {
    return this.offset >= this.length() ? 0 : this.offset;
  }

  playerState(): PlayerState {
    return this.state;
  }

  /**
   * 0 -> 1 starts from the current position ({@link startPosition}); 2 -> 1 resumes.
   * @param startAt - when the position starts moving, on the source's time (default: now)
   */
  play(startAt = this.source.now()): void {
    if (this.state === PlayerState.playing) return;
    this.offset = this.startPosition();
    this.startedAt = startAt;
    this.state = PlayerState.playing;
    this.publish();
  }

  /** 1 -> 2, keeping the position. */
  pause(): void {
    if (this.state !== PlayerState.playing) return;
    this.offset = this.time();
    this.state = PlayerState.paused;
    this.publish();
  }

  /** Back to 0 and stopped. */
  stop(): void {
    this.offset = 0;
    this.state = PlayerState.stopped;
    this.publish();
  }

  /**
   * Moves to `seconds`, clamped to the project; playing continues from there.
   * @param startAt - when playing moves on from there, on the source's time (default: now)
   */
  seek(seconds: number, startAt = this.source.now()): void {
    this.offset = Math.min(Math.max(0, seconds), this.length());
    this.startedAt = startAt;
    this.publish();
  }

  /** Keeps the shared clock within the drift tolerance of the audio clock; stops at the end of the project. Returns the state after the tick. */
  tick(): PlayerState {
    if (this.state !== PlayerState.playing) return this.state;
    const time = this.time();
    if (time >= this.length()) this.stop();
    else if (Math.abs(readClock(this.clock, this.wallMs()).time - time) > DRIFT_TOLERANCE) this.publish();
    return this.state;
  }

  /** Anchors the shared clock: the time now, or, before a start that is still ahead, the start position at the wall-clock moment of that start. */
  private publish(): void {
    const wall = this.wallMs();
    if (this.state !== PlayerState.playing) return writeClock(this.clock, this.offset, this.state, wall);
    const moving = this.source.now() - this.startedAt;
    writeClock(this.clock, this.offset + Math.max(0, moving), this.state, wall + Math.max(0, -moving) * 1000);
  }
}
