import type { Gradient } from '../../../../scene/schema/canvasObject';
import { apiSlice } from '../../../api/apiSlice';
import { joinColors } from './colorRules';
import { resultOf, type Reply } from '../../../../contract/reply';

/** The colour tools' catalogue (`GET /api/colors/combine/`): the user's colours, preset gradients, fonts and merge tags. */
export interface ColorsCombine {
  /** The user's My Colors palette, newest first. */
  colors: string[];
  /** Preset gradients of the gradient picker. */
  gradients: Gradient[];
  /** Font families of the pickers. */
  fonts: string[];
  /** The user's merge-tag names. */
  mergeTags: string[];
}

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
      transformResponse: (reply: Reply<{ colors: string[] }>) => reply.result.colors,
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
