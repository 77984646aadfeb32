import { catalogueTransition, TRANSITIONS } from '../../../scene/effects/transitions.ts';
import type { SceneTransition } from '../../../scene/schema/transition.ts';

/** Largest page of the scene transition catalogue. */
export const SCENE_TRANSITION_MAX_LIMIT = 100;

/** Default page size of the scene transition catalogue (one page holds the whole catalogue today). */
export const SCENE_TRANSITION_DEFAULT_LIMIT = 50;

/**
 * One page of the scene animation catalogue (spec 000 §3 "Scene transition (sanimation)"): every
 * entry is what the editor stores as `scene.sanimation` when it is chosen, as it is.
 * @param limit - page size
 * @param offset - entries to skip
 */
export function sceneTransitionPage(limit: number, offset: number): { count: number; results: SceneTransition[] } {
  return { count: TRANSITIONS.length, results: TRANSITIONS.slice(offset, offset + limit).map(catalogueTransition) };
}
