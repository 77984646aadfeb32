import type { AnimationCatalogueItem } from '../../../../scene/effects/animations';
import type { TextAnimationCatalogueItem } from '../../../../scene/effects/textAnimations';
import { apiSlice } from '../../../api/apiSlice';

/** A paged catalogue answer (`{count, next, results}`). */
interface Paged<T> {
  count: number;
  next: string | null;
  results: T[];
}

/** Both animation catalogues fit one page (at most 100 entries each). */
const wholeCatalogue = '?limit=100';

/** The animation catalogues (spec 000 §7): object animations and text animations by char, word and line. */
export const animationApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAnimations: build.query<AnimationCatalogueItem[], void>({
      query: () => `/api/newvideo/animation/${wholeCatalogue}`,
      transformResponse: (reply: Paged<AnimationCatalogueItem>) => reply.results,
    }),
    getTextAnimations: build.query<TextAnimationCatalogueItem[], void>({
      query: () => `/api/newvideo/text/animation/${wholeCatalogue}`,
      transformResponse: (reply: Paged<TextAnimationCatalogueItem>) => reply.results,
    }),
  }),
});

export const { useGetAnimationsQuery, useGetTextAnimationsQuery } = animationApi;
