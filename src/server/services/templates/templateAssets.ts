import { MASKS, type MaskRef } from '../../../scene/effects/masks.ts';
import { FILTERS, filterRef, type FilterRef } from '../../../scene/effects/filters.ts';

/**
 * The assets templates are made of: only what ships with the product today (the starter
 * pictures, shapes and masks under `public/library/`, the colour filters), so that every
 * template draws the same everywhere, offline.
 */

/** The starter pictures (`public/library/images/`, 1200 x 800 each). */
export const PHOTOS = {
  abstractBubbles: { src: '/library/images/abstract-bubbles.jpg', name: 'Abstract bubbles', width: 1200, height: 800 },
  cityNight: { src: '/library/images/city-night.jpg', name: 'City at night', width: 1200, height: 800 },
  deskWorkspace: { src: '/library/images/desk-workspace.jpg', name: 'Desk workspace', width: 1200, height: 800 },
  forestMist: { src: '/library/images/forest-mist.jpg', name: 'Forest mist', width: 1200, height: 800 },
  oceanWaves: { src: '/library/images/ocean-waves.jpg', name: 'Ocean waves', width: 1200, height: 800 },
  sunsetHills: { src: '/library/images/sunset-hills.jpg', name: 'Sunset hills', width: 1200, height: 800 },
} as const;

/** A starter picture's key. */
export type PhotoName = keyof typeof PHOTOS;

/** The shapes of the Elements tab (`public/library/shapes/`, viewBox 100 x 100, stretched to the object's box). */
export const SHAPES = ['arrow', 'circle', 'diamond', 'heart', 'hexagon', 'line', 'ring', 'rounded-square', 'speech-bubble', 'square', 'star', 'triangle'] as const;

/** A shape's file name. */
export type ShapeName = (typeof SHAPES)[number];

/** The address of a shape. */
export function shapeSrc(shape: ShapeName): string {
  return `/library/shapes/${shape}.svg`;
}

/** A mask of the catalogue by its name ("Circle", "Arch", "Blob 1" …) as an image stores it. */
export function maskNamed(name: string): MaskRef {
  const mask = MASKS.find((candidate) => candidate.name === name);
  if (!mask) throw new Error(`no mask named ${name}`);
  return { id: mask.id, name: mask.name, src: mask.src };
}

/** A colour filter of the catalogue by its name, as an image stores it; `stops` for ColorInterpolation (duotones). */
export function filterNamed(name: string, stops?: readonly string[]): FilterRef {
  const filter = FILTERS.find((candidate) => candidate.name === name);
  const ref = filter ? filterRef(filter, stops) : null;
  if (!ref) throw new Error(`no filter named ${name}`);
  return ref;
}
