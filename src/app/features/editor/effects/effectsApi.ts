import type { FilterCatalogueItem } from '../../../../scene/effects/filters';
import type { MaskDefinition } from '../../../../scene/effects/masks';
import { apiSlice } from '../../../api/apiSlice';

/** A paged catalogue answer (spec 000 §7 "paged": `{count, next, results}`). */
export interface CataloguePage<T> {
  count: number;
  /** Path of the next page, or null on the last. */
  next: string | null;
  results: T[];
}

/** A mask page request: `q` (searched from 1 character; blank lists all) and the page start. */
export interface MaskPageArgs {
  q?: string;
  offset?: number;
}

/** Masks per page. */
export const MASK_PAGE_SIZE = 40;

/** The effect catalogues (spec 000 §7): colour filters and masks. */
export const effectsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Every colour filter (one page holds them all). */
    getFilters: build.query<FilterCatalogueItem[], void>({
      query: () => '/api/newvideo/filter/?limit=100',
      transformResponse: (reply: CataloguePage<FilterCatalogueItem>) => reply.results,
    }),
    /** One page of masks, searched by name. */
    getMasks: build.query<CataloguePage<MaskDefinition>, MaskPageArgs>({
      query: ({ q, offset = 0 }) => {
        const params = new URLSearchParams({ limit: String(MASK_PAGE_SIZE), offset: String(offset) });
        const query = q?.trim();
        if (query) params.set('q', query);
        return `/api/assets/masks/?${params}`;
      },
    }),
  }),
});

export const { useGetFiltersQuery, useGetMasksQuery } = effectsApi;
