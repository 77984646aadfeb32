import { describe, expect, it } from 'vitest';
import type { MixSound } from '../../scene/audioMix';
import { nodeTiming } from './scheduleSound';

/** Music from 2 s to 10 s of the project, starting 1 s into its file and looping 1..3 s of it. */
const music: MixSound = { id: 'music:1:m', kind: 'music', src: 'm.wav', start: 2, end: 10, offset: 1, loop: { start: 1, end: 3 }, playbackRate: 1, volume: 1 };

describe('nodeTiming', () => {
  it('starts a sound at its own start when that is still ahead', () => {
    // Project time 0.5 plays at context time 20.1: the music starts 1.5 s later.
    expect(nodeTiming(music, { contextTime: 20.1, projectTime: 0.5 }, 20.1)).toEqual({ when: 21.6, offset: 1, stopAt: 29.6 });
  });

  it('joins a sound under way where it is at the anchor (play, resume or seek inside it)', () => {
    expect(nodeTiming(music, { contextTime: 5, projectTime: 4.5 }, 5)).toEqual({ when: 5, offset: 1.5, stopAt: 10.5 });
  });

  it('joins later than the anchor when a sound was decoded late, at its place by then', () => {
    expect(nodeTiming(music, { contextTime: 5, projectTime: 4.5 }, 6.25)).toEqual({ when: 6.25, offset: 2.75, stopAt: 10.5 });
  });

  it('plays a stretched sound from its rate-scaled position', () => {
    const stretched: MixSound = { ...music, loop: null, playbackRate: 0.25 };
    expect(nodeTiming(stretched, { contextTime: 0, projectTime: 6 }, 0)).toEqual({ when: 0, offset: 2, stopAt: 4 });
  });

  it('skips a sound that is over by then', () => {
    expect(nodeTiming(music, { contextTime: 0, projectTime: 10 }, 0)).toBeNull();
    expect(nodeTiming(music, { contextTime: 0, projectTime: 9 }, 1)).toBeNull();
  });
});
