import { describe, expect, it } from 'vitest';
import { PlaybackController } from './PlaybackController';
import { createSharedClock, PlayerState, readClock } from './sharedClock';

/** A controller on a manual audio clock (`now`, seconds) and a manual wall clock (`wall`, ms) that keep step unless told. */
function setup(length = 10) {
  let now = 100;
  let wall = 5_000;
  const clock = createSharedClock();
  const controller = new PlaybackController(
    clock,
    { now: () => now },
    () => length,
    () => wall,
  );
  return {
    controller,
    /** The shared clock as the worker reads it at this moment. */
    read: () => readClock(clock, wall),
    advance: (seconds: number, wallSeconds = seconds) => {
      now += seconds;
      wall += wallSeconds * 1000;
    },
  };
}

describe('PlaybackController', () => {
  it('starts stopped at 0', () => {
    const { read, controller } = setup();
    expect(read()).toEqual({ time: 0, state: PlayerState.stopped });
    expect(controller.playerState()).toBe(0);
  });

  it('plays on the time source and publishes on tick', () => {
    const { read, controller, advance } = setup();
    controller.play();
    advance(1.5);
    controller.tick();
    expect(read()).toEqual({ time: 1.5, state: PlayerState.playing });
  });

  it('pauses keeping the position and resumes from it', () => {
    const { read, controller, advance } = setup();
    controller.play();
    advance(2);
    controller.pause();
    advance(5);
    expect(read()).toEqual({ time: 2, state: PlayerState.paused });
    controller.play();
    advance(0.5);
    controller.tick();
    expect(read().time).toBe(2.5);
  });

  it('stops and returns to 0 at the end of the project, and plays again from the start', () => {
    const { read, controller, advance } = setup(3);
    controller.play();
    advance(3.2);
    expect(controller.tick()).toBe(PlayerState.stopped);
    expect(read()).toEqual({ time: 0, state: PlayerState.stopped });
    controller.play();
    advance(1);
    controller.tick();
    expect(read().time).toBe(1);
  });

  it('holds the position until a start set ahead, then moves from there', () => {
    const { read, controller, advance } = setup();
    controller.seek(2);
    controller.play(100.25);
    advance(0.25);
    controller.tick();
    expect(read()).toEqual({ time: 2, state: PlayerState.playing });
    advance(0.5);
    controller.tick();
    expect(read().time).toBe(2.5);
    controller.seek(6, 101);
    advance(0.25);
    expect(controller.time()).toBe(6);
    advance(0.5);
    expect(controller.time()).toBe(6.5);
  });

  it('runs on the wall clock between anchors, and anchors again once it drifts more than 4 ms from the audio clock', () => {
    const { read, controller, advance } = setup();
    controller.play();
    // The worker reads the time between ticks, carried forward on the wall clock.
    advance(0.5);
    expect(read().time).toBe(0.5);
    // The wall clock runs 1% fast: 3 ms off after 0.3 s is kept, 6 ms after 0.6 s is corrected.
    advance(0.3, 0.303);
    controller.tick();
    expect(read().time).toBeCloseTo(0.803, 9);
    advance(0.3, 0.303);
    controller.tick();
    expect(read().time).toBeCloseTo(1.1, 9);
  });

  it('starts from 0 at the end of the project', () => {
    const { controller } = setup(3);
    controller.seek(3);
    expect(controller.startPosition()).toBe(0);
    controller.seek(1.5);
    expect(controller.startPosition()).toBe(1.5);
  });

  it('clamps seeks to the project and keeps playing from the new place', () => {
    const { read, controller, advance } = setup(10);
    controller.seek(-4);
    expect(read().time).toBe(0);
    controller.seek(40);
    expect(read().time).toBe(10);
    controller.seek(4);
    controller.play();
    advance(1);
    controller.tick();
    expect(read().time).toBe(5);
  });
});
