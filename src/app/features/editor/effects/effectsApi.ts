import type { FilterCatalogueItem } from '../../../../scene/effects/filters';
import type { MaskDefinition } from '../../../../scene/effects/masks';
import { type Paged, resultsOf } from '../../../../contract/paging';
import { apiSlice } from '../../../api/apiSlice';

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
      transformResponse: resultsOf<FilterCatalogueItem>,
    }),
    /** One page of masks, searched by name. */
    getMasks: build.query<Paged<MaskDefinition>, MaskPageArgs>({
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
