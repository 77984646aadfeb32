import { filterCatalogue, type FilterCatalogueItem } from '../../../scene/effects/filters.ts';
import { type MaskDefinition, searchMasks } from '../../../scene/effects/masks.ts';

/** The colour filters (generated from `src/scene/effects/filters.ts`, as the engine draws them). */
export function listFilters(): FilterCatalogueItem[] {
  return filterCatalogue();
}

/** The masks whose name contains `q` (any case), in catalogue order. */
export function listMasks(q: string | undefined): MaskDefinition[] {
  return searchMasks(q);
}
