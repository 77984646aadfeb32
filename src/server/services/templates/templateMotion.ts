import { DEFAULT_ANIMATION_IDS } from '../../../scene/constants.ts';
import { animationCatalogue } from '../../../scene/effects/animations.ts';
import { textAnimationCatalogue } from '../../../scene/effects/textAnimations.ts';
import type { AnimationRef } from '../../../scene/schema/animation.ts';
import type { ElementTiming } from '../../../scene/schema/elementTiming.ts';

/**
 * When and how an element of a video template moves: it appears at `at` seconds with the `enter`
 * animation (object animations by name, e.g. "Slide In Left", or text animations such as "Rise by
 * Word") over `enterFor` seconds, loops `place` while shown, and leaves with `exit` over `exitFor`
 * seconds, ending at `until` (the scene end by default).
 */
export type Motion = {
  enter?: string;
  exit?: string;
  place?: string;
  /** Seconds from the scene start. @default 0 */
  at?: number;
  /** @default 0.8 */
  enterFor?: number;
  /** @default 0.6 */
  exitFor?: number;
  /** When the element leaves, seconds from the scene start. @default the scene length */
  until?: number;
};

const DEFAULT_ENTER_SECONDS = 0.8;
const DEFAULT_EXIT_SECONDS = 0.6;

/** Every animation a template may name, object and text animations alike, by name and slot. */
function findAnimation(name: string, slot: 'enter' | 'exit' | 'place'): AnimationRef {
  const item =
    animationCatalogue().find((candidate) => candidate.name === name && candidate.kinds.includes(slot)) ??
    (slot === 'enter' ? textAnimationCatalogue().find((candidate) => candidate.name === name) : undefined);
  if (!item) throw new Error(`no ${slot} animation named ${name}`);
  return { id: item.id, animationData: item.animationData };
}

/**
 * The timing fields of an element with this motion in a scene of `sceneLength` seconds: delay,
 * stay time up to `until` (or the scene end), enter and exit durations and the animation slots
 * (None / Steady where the motion names none).
 */
export function timingFor(motion: Motion, sceneLength: number): Partial<ElementTiming> {
  const at = motion.at ?? 0;
  const enter = motion.enter ? (motion.enterFor ?? DEFAULT_ENTER_SECONDS) : 0;
  const exit = motion.exit ? (motion.exitFor ?? DEFAULT_EXIT_SECONDS) : 0;
  return {
    enterDelay: at,
    stayTime: Math.max((motion.until ?? sceneLength) - at, enter + exit),
    enter,
    exit,
    resize: true,
    animation: {
      enter: motion.enter ? findAnimation(motion.enter, 'enter') : { id: DEFAULT_ANIMATION_IDS.enter },
      exit: motion.exit ? findAnimation(motion.exit, 'exit') : { id: DEFAULT_ANIMATION_IDS.exit },
      place: motion.place ? findAnimation(motion.place, 'place') : { id: DEFAULT_ANIMATION_IDS.place },
    },
  };
}
