import type { Easing, Motion } from './animations';

/**
 * Text animations by character, word or line (spec 000 §3 "tanimation (char, line, word)", §7
 * `/api/newvideo/text/animation/`). A text animation fills a text's enter or exit slot (its id in
 * `scene.elements[id].animation.enter` / `.exit`; the ids do not overlap the object animations'):
 * while it runs the text is drawn unit by unit, each unit playing `motion` (the object animations'
 * vocabulary, see `Motion`) over its own share of the slot's time, one after another in reading
 * order. `overlap` is how much of the slot one unit's motion takes: 1 / units for a strict
 * one-after-another, up to 1 for all together; `typewriter` style reveals use `overlap: 0`
 * (each unit appears at once, in turn). Outside the animation the text is one layer again.
 */

/** What a text animation moves one by one. */
export type TextUnitKind = 'char' | 'word' | 'line';

/** One text animation. */
export type TextAnimationDefinition = {
  id: number;
  name: string;
  kind: TextUnitKind;
  motion: Motion;
  easing: Easing;
  /** Share of the slot's time each unit's motion takes, 0..1 (0: appears at once). */
  overlap: number;
};

const text = (id: number, name: string, kind: TextUnitKind, motion: Motion, overlap: number, easing: Easing = 'out'): TextAnimationDefinition => ({
  id,
  name,
  kind,
  motion,
  easing,
  overlap,
});

/** The first text animation id; object animation ids stay below it. */
export const TEXT_ANIMATION_FIRST_ID = 101;

/** Every text animation, ids unique and at least {@link TEXT_ANIMATION_FIRST_ID}. */
export const TEXT_ANIMATIONS: readonly TextAnimationDefinition[] = [
  text(101, 'Typewriter', 'char', { type: 'fade' }, 0, 'linear'),
  text(102, 'Fade by Character', 'char', { type: 'fade' }, 0.3),
  text(103, 'Pop by Character', 'char', { type: 'zoom', scale: 0, fade: false }, 0.3, 'back'),
  text(104, 'Drop by Character', 'char', { type: 'slide', from: 'top', distance: 1, fade: true }, 0.3, 'bounce'),
  text(105, 'Rise by Character', 'char', { type: 'slide', from: 'bottom', distance: 0.6, fade: true }, 0.4),
  text(106, 'Fade by Word', 'word', { type: 'fade' }, 0.4),
  text(107, 'Rise by Word', 'word', { type: 'slide', from: 'bottom', distance: 0.6, fade: true }, 0.4),
  text(108, 'Zoom by Word', 'word', { type: 'zoom', scale: 0.3, fade: true }, 0.4),
  text(109, 'Slide by Word', 'word', { type: 'slide', from: 'left', distance: 0.5, fade: true }, 0.4),
  text(110, 'Pop by Word', 'word', { type: 'zoom', scale: 0, fade: false }, 0.4, 'back'),
  text(111, 'Rise by Line', 'line', { type: 'slide', from: 'bottom', distance: 0.8, fade: true }, 0.5),
  text(112, 'Fade by Line', 'line', { type: 'fade' }, 0.5),
  text(113, 'Wipe by Line', 'line', { type: 'wipe', from: 'left' }, 0.5),
  text(114, 'Slide by Line', 'line', { type: 'slide', from: 'left', distance: 0.3, fade: true }, 0.5),
];

const byId = new Map(TEXT_ANIMATIONS.map((definition) => [definition.id, definition]));

/** The text animation with this id; undefined when the id is no text animation. */
export function textAnimationDefinition(id: number): TextAnimationDefinition | undefined {
  return byId.get(id);
}

/**
 * When unit `index` of `count` plays within a slot, as progress 0..1 of the slot: from `start`
 * for `length`. Units start evenly, the last one ending with the slot; units that appear at once
 * (`overlap` 0, length 0) show once the progress is past `start` (index / count).
 */
export function unitWindow(definition: Pick<TextAnimationDefinition, 'overlap'>, index: number, count: number): { start: number; length: number } {
  if (definition.overlap <= 0) return { start: index / Math.max(1, count), length: 0 };
  if (count <= 1) return { start: 0, length: 1 };
  const length = Math.min(1, definition.overlap);
  return { start: ((1 - length) * index) / (count - 1), length };
}

/** A unit's own progress 0..1 at slot progress `p` (see {@link unitWindow}). */
export function unitProgress(window: { start: number; length: number }, p: number): number {
  if (window.length <= 0) return p > window.start ? 1 : 0;
  return Math.min(1, Math.max(0, (p - window.start) / window.length));
}

/**
 * One item of `GET /api/newvideo/text/animation/`: id, name, kind (`char`, `word`, `line`) and
 * `animationData` (the motion, easing and overlap as defined here).
 */
export type TextAnimationCatalogueItem = {
  id: number;
  name: string;
  kind: TextUnitKind;
  animationData: { motion: Motion; easing: Easing; overlap: number };
};

/** The catalogue items, generated from {@link TEXT_ANIMATIONS}, in id order. */
export function textAnimationCatalogue(): TextAnimationCatalogueItem[] {
  return [...TEXT_ANIMATIONS].sort((a, b) => a.id - b.id).map(({ id, name, kind, motion, easing, overlap }) => ({ id, name, kind, animationData: { motion, easing, overlap } }));
}
