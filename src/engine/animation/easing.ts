import type { Easing } from '../../scene/effects/animations';

/** Steps of the `steps` easing (a typewriter-like reveal). */
const STEPS = 12;

/** Shapes progress `t` (0..1) by an easing; 0 stays 0 and 1 stays 1 for every easing. */
export function ease(easing: Easing, t: number): number {
  const x = Math.min(1, Math.max(0, t));
  switch (easing) {
    case 'linear':
      return x;
    case 'out':
      return 1 - (1 - x) ** 3;
    case 'back': {
      const c1 = 1.70158;
      const c3 = c1 + 1;
      return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
    }
    case 'bounce':
      return bounceOut(x);
    case 'steps':
      return Math.floor(x * STEPS) / STEPS;
  }
}

/** Robert Penner's bounce-out. */
function bounceOut(x: number): number {
  const n1 = 7.5625;
  const d1 = 2.75;
  if (x < 1 / d1) return n1 * x * x;
  if (x < 2 / d1) return n1 * (x - 1.5 / d1) ** 2 + 0.75;
  if (x < 2.5 / d1) return n1 * (x - 2.25 / d1) ** 2 + 0.9375;
  return n1 * (x - 2.625 / d1) ** 2 + 0.984375;
}
