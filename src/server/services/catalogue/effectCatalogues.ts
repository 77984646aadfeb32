import { filterCatalogue, type FilterCatalogueItem } from '../../../scene/effects/filters.ts';
import { type MaskDefinition, searchMasks } from '../../../scene/effects/masks.ts';

/** A page of a catalogue: spec 000 §7 "paged" `{count, next, results}`; `next` is the path of the next page or null. */
export type CataloguePage<T> = { count: number; next: string | null; results: T[] };

/** Slices one page out of a list and names the next page's path (same limit and query) when there is one. */
export function pageOf<T>(items: readonly T[], path: string, { limit, offset, q }: { limit: number; offset: number; q?: string }): CataloguePage<T> {
  const results = items.slice(offset, offset + limit);
  const hasMore = offset + results.length < items.length;
  const query = new URLSearchParams({ ...(q ? { q } : {}), limit: String(limit), offset: String(offset + limit) });
  return { count: items.length, next: hasMore ? `${path}?${query}` : null, results };
}

/** The colour filters (generated from `src/scene/effects/filters.ts`, as the engine draws them). */
export function listFilters(): FilterCatalogueItem[] {
  return filterCatalogue();
}

/** The masks whose name contains `q` (any case), in catalogue order. */
export function listMasks(q: string | undefined): MaskDefinition[] {
  return searchMasks(q);
}
