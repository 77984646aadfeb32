import { hash01 } from './hash';

/** A presenter's idle movement: the head's turn (degrees, clockwise) and the breath (the body's height, 1 at rest). */
export type IdlePose = { headAngle: number; breath: number };

/** A breath every 4.2 s that lifts the chest by 0.4 %; the head sways up to about 1.2 degrees in two slow waves. */
export const IDLE = { breathPeriod: 4.2, breathDepth: 0.004, swayPeriods: [6.5, 2.7], swayDegrees: [0.85, 0.35] } as const;

/**
 * How a presenter stands at time `t` (seconds): small, slow waves whose phases come from the
 * avatar id. A pure function of both, so every frame is the same in preview and export.
 */
export function idlePose(t: number, avatarId: number): IdlePose {
  const phase = (salt: number) => 2 * Math.PI * hash01(avatarId, salt);
  const wave = (period: number, salt: number) => Math.sin((2 * Math.PI * t) / period + phase(salt));
  return {
    headAngle: IDLE.swayDegrees[0] * wave(IDLE.swayPeriods[0], 1) + IDLE.swayDegrees[1] * wave(IDLE.swayPeriods[1], 2),
    breath: 1 + IDLE.breathDepth * wave(IDLE.breathPeriod, 3),
  };
}
