import type { SceneTransition } from '../../../../scene/schema/transition';
import type { Paged } from '../../../../contract/paging';
import { apiSlice } from '../../../api/apiSlice';

/** The most the route gives on one page; the whole catalogue fits in it today. */
const PAGE_LIMIT = 100;

/** The scene transition catalogue (spec 000 §7): every entry is stored as `scene.sanimation` as it is. */
export const transitionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSceneTransitions: build.query<SceneTransition[], void>({
      // Follows `next` so a catalogue longer than one page still arrives whole.
      async queryFn(_argument, _api, _options, baseQuery) {
        const results: SceneTransition[] = [];
        let url: string | null = `/api/newvideo/animation/scene/?limit=${PAGE_LIMIT}`;
        while (url) {
          const page = await baseQuery(url);
          if (page.error) return { error: page.error };
          const data = page.data as Paged<SceneTransition>;
          results.push(...data.results);
          url = data.next;
        }
        return { data: results };
      },
    }),
  }),
});

export const { useGetSceneTransitionsQuery } = transitionsApi;
