import type { SceneTransition } from '../../../../scene/schema/transition';

/**
 * The scene transitions the engine draws today: a cut (none) and a crossfade. The scene
 * animation catalogue (`GET /api/newvideo/animation/scene/`) brings more with the effects work.
 */
export const SCENE_TRANSITIONS: readonly { id: number; name: string }[] = [{ id: 1, name: 'Crossfade' }];

/** Default length of a newly chosen transition, seconds. */
export const DEFAULT_TRANSITION_SECONDS = 1;

/** Longest transition the picker offers, seconds. */
export const MAX_TRANSITION_SECONDS = 3;

/** A transition of the list as the document stores it (`scene.sanimation`). */
export function transitionFor(choice: { id: number; name: string }, duration = DEFAULT_TRANSITION_SECONDS): SceneTransition {
  return { id: choice.id, name: choice.name, src: '', animationData: {}, colorArr: [], duration };
}
