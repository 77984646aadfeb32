import { type AnimationCatalogueItem, animationCatalogue, type AnimationKind } from '../../../scene/effects/animations.ts';
import { type TextAnimationCatalogueItem, textAnimationCatalogue, type TextUnitKind } from '../../../scene/effects/textAnimations.ts';

/** Largest page of the animation catalogues. */
export const ANIMATION_MAX_LIMIT = 100;

/** Default page size of the animation catalogues (one page holds a whole catalogue today). */
export const ANIMATION_DEFAULT_LIMIT = 60;

/** Made once: the catalogues are generated from the definitions in src/scene/effects. */
const objectAnimations = animationCatalogue();
const textAnimations = textAnimationCatalogue();

/**
 * One page of the object animation catalogue (`GET /api/newvideo/animation/`), in id order;
 * `kind` keeps the animations that may fill that slot (None, id 5, fills enter and exit).
 */
export function animationPage(limit: number, offset: number, kind?: AnimationKind): { count: number; results: AnimationCatalogueItem[] } {
  const items = kind ? objectAnimations.filter((item) => item.kinds.includes(kind)) : objectAnimations;
  return { count: items.length, results: items.slice(offset, offset + limit) };
}

/** One page of the text animation catalogue (`GET /api/newvideo/text/animation/`), in id order, optionally of one unit kind. */
export function textAnimationPage(limit: number, offset: number, kind?: TextUnitKind): { count: number; results: TextAnimationCatalogueItem[] } {
  const items = kind ? textAnimations.filter((item) => item.kind === kind) : textAnimations;
  return { count: items.length, results: items.slice(offset, offset + limit) };
}
