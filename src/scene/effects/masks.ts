import { z } from 'zod';
import { catalogueIdSchema } from '../schema/primitives';

/**
 * A mask from the mask catalogue (`GET /api/assets/masks/`): `src` is an SVG whose painted area
 * (its alpha) is what stays visible. The SVG is stretched over the object's box, so the shape
 * follows the box's size and the crop inside stays free.
 */
export type MaskDefinition = { id: number; name: string; src: string };

/** Where the mask SVGs are served from (`public/library/masks/`). */
export const MASK_BASE_URL = '/library/masks/';

const maskFiles = [
  'circle',
  'rounded-rectangle',
  'star',
  'starburst',
  'heart',
  'hexagon',
  'pentagon',
  'octagon',
  'triangle',
  'diamond',
  'arch',
  'blob-1',
  'blob-2',
  'blob-3',
  'brush-stroke-1',
  'brush-stroke-2',
  'brush-stroke-3',
  'speech-bubble',
  'cloud',
  'shield',
  'badge',
  'drop',
  'leaf',
  'cross',
  'parallelogram',
  'wave',
] as const;

const titleOf = (file: string) => {
  const words = file.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every mask, in catalogue order; ids from 1. */
export const MASKS: readonly MaskDefinition[] = maskFiles.map((file, index) => ({ id: index + 1, name: titleOf(file), src: `${MASK_BASE_URL}${file}.svg` }));

/**
 * The stored `_Mask` of an image or video: the catalogue entry `{id, name, src}`; the engine draws
 * `src`. Unknown keys are kept and every field is optional, so older references stay valid (one
 * without `src` draws unmasked).
 */
export const maskRefSchema = z.looseObject({
  /** Catalogue id. */
  id: catalogueIdSchema.optional(),
  /** Display name. */
  name: z.string().optional(),
  /** URL of the mask SVG. */
  src: z.string().optional(),
});

/** A stored mask reference. */
export type MaskRef = z.infer<typeof maskRefSchema>;

/** The SVG a stored mask draws, or null for none (a reference without `src` falls back to the catalogue entry with its id). */
export function maskSrc(ref: { id?: unknown; src?: unknown; [key: string]: unknown } | null | undefined): string | null {
  if (!ref) return null;
  if (typeof ref.src === 'string' && ref.src.trim() !== '') return ref.src;
  return MASKS.find((mask) => mask.id === ref.id || String(mask.id) === ref.id)?.src ?? null;
}

/** Masks whose name contains `query` (any case; a blank query matches every mask). */
export function searchMasks(query: string | undefined): MaskDefinition[] {
  const text = (query ?? '').trim().toLowerCase();
  return text === '' ? [...MASKS] : MASKS.filter((mask) => mask.name.toLowerCase().includes(text));
}
