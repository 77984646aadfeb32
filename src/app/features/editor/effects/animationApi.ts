import type { AnimationCatalogueItem } from '../../../../scene/effects/animations';
import type { TextAnimationCatalogueItem } from '../../../../scene/effects/textAnimations';
import { resultsOf } from '../../../../contract/paging';
import { apiSlice } from '../../../api/apiSlice';

/** Both animation catalogues fit one page (at most 100 entries each). */
const wholeCatalogue = '?limit=100';

/** The animation catalogues (spec 000 §7): object animations and text animations by char, word and line. */
export const animationApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAnimations: build.query<AnimationCatalogueItem[], void>({
      query: () => `/api/newvideo/animation/${wholeCatalogue}`,
      transformResponse: resultsOf<AnimationCatalogueItem>,
    }),
    getTextAnimations: build.query<TextAnimationCatalogueItem[], void>({
      query: () => `/api/newvideo/text/animation/${wholeCatalogue}`,
      transformResponse: resultsOf<TextAnimationCatalogueItem>,
    }),
  }),
});

export const { useGetAnimationsQuery, useGetTextAnimationsQuery } = animationApi;
