import { describe, expect, it } from 'vitest';
import { PlaybackController } from './PlaybackController';
import { createSharedClock, PlayerState, readClock } from './sharedClock';

function setup(length = 10) {
  let now = 100;
  const clock = createSharedClock();
  const controller = new PlaybackController(clock, { now: () => now }, () => length);
  return { clock, controller, advance: (seconds: number) => (now += seconds) };
}

describe('PlaybackController', () => {
  it('starts stopped at 0', () => {
    const { clock, controller } = setup();
    expect(readClock(clock)).toEqual({ time: 0, state: PlayerState.stopped });
    expect(controller.playerState()).toBe(0);
  });

  it('plays on the time source and publishes on tick', () => {
    const { clock, controller, advance } = setup();
    controller.play();
    advance(1.5);
    controller.tick();
    expect(readClock(clock)).toEqual({ time: 1.5, state: PlayerState.playing });
  });

  it('pauses keeping the position and resumes from it', () => {
    const { clock, controller, advance } = setup();
    controller.play();
    advance(2);
    controller.pause();
    advance(5);
    expect(readClock(clock)).toEqual({ time: 2, state: PlayerState.paused });
    controller.play();
    advance(0.5);
    controller.tick();
    expect(readClock(clock).time).toBe(2.5);
  });

  it('stops and returns to 0 at the end of the project, and plays again from the start', () => {
    const { clock, controller, advance } = setup(3);
    controller.play();
    advance(3.2);
    expect(controller.tick()).toBe(PlayerState.stopped);
    expect(readClock(clock)).toEqual({ time: 0, state: PlayerState.stopped });
    controller.play();
    advance(1);
    controller.tick();
    expect(readClock(clock).time).toBe(1);
  });

  it('clamps seeks to the project and keeps playing from the new place', () => {
    const { clock, controller, advance } = setup(10);
    controller.seek(-4);
    expect(readClock(clock).time).toBe(0);
    controller.seek(40);
    expect(readClock(clock).time).toBe(10);
    controller.seek(4);
    controller.play();
    advance(1);
    controller.tick();
    expect(readClock(clock).time).toBe(5);
  });
});
