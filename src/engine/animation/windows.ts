import { DEFAULT_ANIMATION_IDS } from '../../scene/constants';
import { animationDefinition } from '../../scene/effects/animations';
import type { ElementTiming } from '../../scene/schema/elementTiming';

/**
 * Which animation runs at a moment of an element's bar, and how far: `enter` during the first
 * `enter` seconds (progress 0 at the bar start), `exit` during the last `exit` seconds (progress 1
 * at the bar end), `place` in between with `phase` 0..1 in the in-place animation's loop (0 when
 * the enter animation ends). The end of the enter window belongs to `place`, the start of the exit
 * window to `exit` (both at rest there).
 */
export type AnimationMoment = { slot: 'enter' | 'exit'; id: number; progress: number } | { slot: 'place'; id: number; phase: number };

/**
 * The animation moment of an element at scene-local time `localTime` (seconds): a pure function
 * of the timing and the time, so a frame is the same whether played or seeked.
 */
export function animationMomentAt(timing: Pick<ElementTiming, 'enterDelay' | 'stayTime' | 'enter' | 'exit' | 'animation'>, localTime: number): AnimationMoment {
  const slots = timing.animation;
  const elapsed = localTime - timing.enterDelay;
  if (timing.enter > 0 && elapsed < timing.enter) {
    return { slot: 'enter', id: slots?.enter.id ?? DEFAULT_ANIMATION_IDS.enter, progress: clamp01(elapsed / timing.enter) };
  }
  const exitStart = timing.stayTime - timing.exit;
  if (timing.exit > 0 && elapsed >= exitStart) {
    return { slot: 'exit', id: slots?.exit.id ?? DEFAULT_ANIMATION_IDS.exit, progress: clamp01((elapsed - exitStart) / timing.exit) };
  }
  const id = slots?.place.id ?? DEFAULT_ANIMATION_IDS.place;
  const definition = animationDefinition(id);
  const period = definition?.kind === 'place' ? definition.period : 1;
  const cycles = Math.max(0, elapsed - timing.enter) / period;
  // Rounded so float noise at a loop boundary (2.9999999) does not read as the loop's end.
  const phase = Math.round((cycles - Math.floor(cycles)) * 1e6) / 1e6;
  return { slot: 'place', id, phase: phase >= 1 ? 0 : phase };
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
