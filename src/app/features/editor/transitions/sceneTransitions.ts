import { findTransition, transitionColors } from '../../../../scene/effects/transitions';
import type { SceneTransition } from '../../../../scene/schema/transition';

/** Default length of a newly chosen transition, seconds, when the catalogue entry has none. */
export const DEFAULT_TRANSITION_SECONDS = 1;

/** Longest transition the picker offers, seconds. */
export const MAX_TRANSITION_SECONDS = 3;

/**
 * A catalogue entry as the document stores it (`scene.sanimation`): the entry as it is, keeping
 * the length already chosen for the scene when there is one.
 * @param entry - a result of `GET /api/newvideo/animation/scene/`
 * @param duration - the scene's current transition length, seconds
 */
export function transitionFor(entry: SceneTransition, duration?: number): SceneTransition {
  return {
    id: entry.id,
    name: entry.name,
    src: entry.src ?? '',
    animationData: structuredClone(entry.animationData ?? {}),
    colorArr: [...(entry.colorArr ?? [])],
    duration: duration ?? entry.duration ?? DEFAULT_TRANSITION_SECONDS,
  };
}

/** The catalogue entry of a stored transition (ids compared as text: 4 and "4" are the same entry). */
export function findEntry(entries: readonly SceneTransition[], id: SceneTransition['id'] | undefined): SceneTransition | undefined {
  return id === undefined ? undefined : entries.find((entry) => String(entry.id) === String(id));
}

/** The colours a stored transition shows, as the engine draws them: its own, its definition's where it has fewer. */
export function shownTransitionColors(chosen: SceneTransition): string[] {
  const definition = findTransition(chosen.id);
  return definition ? transitionColors(definition, chosen.colorArr) : chosen.colorArr;
}

/** Colour of a transition colour slot that has none yet. */
const MISSING_COLOR = '#000000';

/** `colorArr` with the colour at `index` replaced; slots before it that the list lacks become black. */
export function withColor(colorArr: readonly string[], index: number, color: string): string[] {
  return Array.from({ length: Math.max(colorArr.length, index + 1) }, (_, slot) => (slot === index ? color : (colorArr[slot] ?? MISSING_COLOR)));
}
