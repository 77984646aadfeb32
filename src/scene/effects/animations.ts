import { DEFAULT_ANIMATION_IDS, ZERO_DURATION_ANIMATION_ID } from '../constants';

/**
 * The object animations (spec 000 §2 "Animation (tabs Enter, In Place, Exit)", §7
 * `/api/newvideo/animation/`): each defined once, here, as plain data. The engine turns a
 * definition into a pose at a progress (`src/engine/animation/pose.ts`), the server serves the
 * catalogue made from the same list (`animationCatalogue`), the panel lists it.
 *
 * Enter and exit animations run over the element's `enter` / `exit` seconds: an enter animation
 * goes from its motion's start pose to rest, an exit animation from rest to the start pose. In-place
 * animations loop with `period` seconds between the two, starting from rest.
 */

/** Which slot an animation belongs to: Enter, In Place (`place`) or Exit. */
export type AnimationKind = 'enter' | 'exit' | 'place';

/** A side of the canvas or of a box. */
export type Side = 'left' | 'right' | 'top' | 'bottom';

/**
 * How progress is shaped before the pose is taken: `out` decelerates (cubic), `back` overshoots
 * rest a little, `bounce` bounces into rest, `steps` moves in 12 jumps, `linear` is even.
 */
export type Easing = 'linear' | 'out' | 'back' | 'bounce' | 'steps';

/**
 * What an enter/exit animation moves. `q` below is the shaped progress, 0 = start pose, 1 = rest.
 * - `none`: always at rest.
 * - `fade`: opacity q.
 * - `slide`: moves in from `from`: `distance: 'out'` starts just outside the canvas, a number is a
 *   fraction of the box size along the axis; `fade` also fades.
 * - `zoom`: scale from `scale` to 1 about the centre; `fade` also fades.
 * - `wipe`: a clip rectangle growing from side `from` over the box.
 * - `iris`: a clip rectangle growing from the centre of the box.
 * - `turn`: rotation from `turns` whole turns (clockwise, negative anticlockwise) to 0, scaling from
 *   `scale`, fading.
 * - `flip`: the box's width (`axis: 'x'`) or height (`'y'`) grows from 0.
 */
export type Motion =
  | { type: 'none' }
  | { type: 'fade' }
  | { type: 'slide'; from: Side; distance: 'out' | number; fade: boolean }
  | { type: 'zoom'; scale: number; fade: boolean }
  | { type: 'wipe'; from: Side }
  | { type: 'iris' }
  | { type: 'turn'; turns: number; scale: number }
  | { type: 'flip'; axis: 'x' | 'y' };

/**
 * What an in-place animation does over one loop, with phase φ in 0..1 (rest at φ = 0):
 * - `steady`: nothing (the default in-place animation, id 34).
 * - `pulse`: scale 1 + amount·sin²(πφ) (`beats` pulses per loop).
 * - `float`: moves up by amount × box height × sin(2πφ).
 * - `wiggle`/`swing`: rotation amount° × sin(2πφ).
 * - `spin`: one clockwise turn per loop.
 * - `breathe`: scale up by amount and opacity down by amount·2 with (1 − cos 2πφ)/2.
 * - `blink`: opacity down to 1 − amount in the middle of the loop.
 * - `shake`: moves sideways by amount × box width × sin(2π·3φ).
 */
export type LoopMotion =
  | { type: 'steady' }
  | { type: 'pulse'; amount: number; beats: number }
  | { type: 'float'; amount: number }
  | { type: 'wiggle'; amount: number }
  | { type: 'spin' }
  | { type: 'breathe'; amount: number }
  | { type: 'blink'; amount: number }
  | { type: 'shake'; amount: number };

/** An enter or exit animation. */
export type TransitionAnimation = { id: number; name: string; kind: 'enter' | 'exit'; motion: Motion; easing: Easing };

/** An in-place animation; `period` is the loop length in seconds. */
export type LoopAnimation = { id: number; name: string; kind: 'place'; loop: LoopMotion; period: number };

/** One object animation. */
export type AnimationDefinition = TransitionAnimation | LoopAnimation;

const enter = (id: number, name: string, motion: Motion, easing: Easing = 'out'): TransitionAnimation => ({ id, name, kind: 'enter', motion, easing });
const exit = (id: number, name: string, motion: Motion, easing: Easing = 'out'): TransitionAnimation => ({ id, name, kind: 'exit', motion, easing });
const place = (id: number, name: string, loop: LoopMotion, period: number): LoopAnimation => ({ id, name, kind: 'place', loop, period });
const slide = (from: Side, distance: 'out' | number = 'out', fade = false): Motion => ({ type: 'slide', from, distance, fade });

/**
 * Every object animation, ids unique. Id 5 is "None" (enter and exit; choosing it sets the
 * duration to 0) and id 34 "Steady" (in place: no motion), the defaults of spec 000 §9.
 * "Typewriter" (17) reveals a text by character (the text animation of the same name) and any
 * other object by a stepped wipe from the left.
 */
export const ANIMATIONS: readonly AnimationDefinition[] = [
  enter(ZERO_DURATION_ANIMATION_ID, 'None', { type: 'none' }, 'linear'),
  enter(1, 'Fade In', { type: 'fade' }),
  enter(2, 'Slide In Left', slide('left')),
  enter(3, 'Slide In Right', slide('right')),
  enter(4, 'Slide In Top', slide('top')),
  enter(6, 'Slide In Bottom', slide('bottom')),
  enter(7, 'Zoom In', { type: 'zoom', scale: 0.3, fade: true }),
  enter(8, 'Zoom Out', { type: 'zoom', scale: 1.8, fade: true }),
  enter(9, 'Pop', { type: 'zoom', scale: 0, fade: false }, 'back'),
  enter(10, 'Wipe Left', { type: 'wipe', from: 'left' }),
  enter(11, 'Wipe Right', { type: 'wipe', from: 'right' }),
  enter(12, 'Wipe Top', { type: 'wipe', from: 'top' }),
  enter(13, 'Wipe Bottom', { type: 'wipe', from: 'bottom' }),
  enter(14, 'Bounce In', slide('top'), 'bounce'),
  enter(15, 'Rotate In', { type: 'turn', turns: -0.5, scale: 0.5 }),
  enter(16, 'Drop In', slide('top', 1.5, true), 'bounce'),
  enter(17, 'Typewriter', { type: 'wipe', from: 'left' }, 'steps'),
  enter(18, 'Flip In', { type: 'flip', axis: 'x' }, 'back'),
  enter(19, 'Rise', slide('bottom', 0.5, true)),
  enter(20, 'Iris In', { type: 'iris' }),
  enter(21, 'Spin In', { type: 'turn', turns: 1, scale: 0 }),
  exit(22, 'Fade Out', { type: 'fade' }),
  exit(23, 'Slide Out Left', slide('left')),
  exit(24, 'Slide Out Right', slide('right')),
  exit(25, 'Slide Out Top', slide('top')),
  exit(26, 'Slide Out Bottom', slide('bottom')),
  exit(27, 'Zoom Out', { type: 'zoom', scale: 0.3, fade: true }),
  exit(28, 'Zoom In', { type: 'zoom', scale: 1.8, fade: true }),
  exit(29, 'Pop Out', { type: 'zoom', scale: 0, fade: false }, 'back'),
  exit(30, 'Wipe Out Left', { type: 'wipe', from: 'left' }),
  exit(31, 'Wipe Out Right', { type: 'wipe', from: 'right' }),
  exit(32, 'Rotate Out', { type: 'turn', turns: 0.5, scale: 0.5 }),
  exit(33, 'Sink', slide('bottom', 0.5, true)),
  place(DEFAULT_ANIMATION_IDS.place, 'Steady', { type: 'steady' }, 1),
  exit(35, 'Flip Out', { type: 'flip', axis: 'x' }),
  exit(36, 'Iris Out', { type: 'iris' }),
  exit(37, 'Spin Out', { type: 'turn', turns: -1, scale: 0 }),
  exit(38, 'Drop Out', slide('bottom', 'out')),
  place(39, 'Pulse', { type: 'pulse', amount: 0.06, beats: 1 }, 1.2),
  place(40, 'Float', { type: 'float', amount: 0.06 }, 3),
  place(41, 'Wiggle', { type: 'wiggle', amount: 4 }, 0.6),
  place(42, 'Spin Slow', { type: 'spin' }, 8),
  place(43, 'Breathe', { type: 'breathe', amount: 0.05 }, 4),
  place(44, 'Blink', { type: 'blink', amount: 0.8 }, 1),
  place(45, 'Shake', { type: 'shake', amount: 0.02 }, 1),
  place(46, 'Swing', { type: 'wiggle', amount: 10 }, 2),
  place(47, 'Heartbeat', { type: 'pulse', amount: 0.08, beats: 2 }, 1.4),
];

const byId = new Map(ANIMATIONS.map((definition) => [definition.id, definition]));

/** The animation with this id; undefined for an unknown id (the engine draws such an element at rest). */
export function animationDefinition(id: number): AnimationDefinition | undefined {
  return byId.get(id);
}

/** Slots each animation may fill: its own kind, and None (5) both enter and exit. */
export function animationSlots(definition: AnimationDefinition): AnimationKind[] {
  return definition.id === ZERO_DURATION_ANIMATION_ID ? ['enter', 'exit'] : [definition.kind];
}

/**
 * One item of `GET /api/newvideo/animation/`: id, name, kind (`enter`, `exit`, `place`), the
 * slots it may fill (`kinds`: None fills enter and exit), the loop period of in-place animations
 * (seconds) and `animationData` (the motion as defined here, stored with a chosen animation).
 */
export type AnimationCatalogueItem = {
  id: number;
  name: string;
  kind: AnimationKind;
  kinds: AnimationKind[];
  period: number | null;
  animationData: { motion: Motion; easing: Easing } | { loop: LoopMotion; period: number };
};

/** The catalogue items, generated from {@link ANIMATIONS}, in id order. */
export function animationCatalogue(): AnimationCatalogueItem[] {
  return [...ANIMATIONS]
    .sort((a, b) => a.id - b.id)
    .map((definition) => ({
      id: definition.id,
      name: definition.name,
      kind: definition.kind,
      kinds: animationSlots(definition),
      period: definition.kind === 'place' ? definition.period : null,
      animationData: definition.kind === 'place' ? { loop: definition.loop, period: definition.period } : { motion: definition.motion, easing: definition.easing },
    }));
}
