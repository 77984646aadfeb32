import { apiSlice } from '../../../api/apiSlice';
import { joinColors } from './colorRules';
import { resultOf, type Reply } from '../../../../contract/reply';
import type { ColorsCombine, SavedColors } from '../../../../contract/colors';

/** Calls of the colour tools (spec 000 §7): the combined catalogue and saving My Colors. */
export const colorsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getColorsCombine: build.query<ColorsCombine, void>({
      query: () => '/api/colors/combine/',
      transformResponse: resultOf<ColorsCombine>,
    }),
    /**
     * Saves the whole palette (newest first, at most 40). The palette shows the change at once and
     * goes back if the server refuses it; on success it takes the server's list.
     */
    saveColors: build.mutation<string[], string[]>({
      query: (colors) => ({ url: '/api/colors/', method: 'POST', body: { colors: joinColors(colors) } }),
      transformResponse: (reply: Reply<SavedColors>) => reply.result.colors,
      async onQueryStarted(colors, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          colorsApi.util.updateQueryData('getColorsCombine', undefined, (combine) => {
            combine.colors = colors;
          }),
        );
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(
            colorsApi.util.updateQueryData('getColorsCombine', undefined, (combine) => {
              combine.colors = saved;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetColorsCombineQuery, useSaveColorsMutation } = colorsApi;
