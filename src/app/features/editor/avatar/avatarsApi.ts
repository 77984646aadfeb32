import type { AvatarCatalogueEntry } from '../../../../scene/avatars/avatarCatalogue';
import { apiSlice } from '../../../api/apiSlice';

/** The presenters (spec 000 §7 `GET /api/avatars/image/`): every avatar image, in carousel order. */
export const avatarsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAvatarImages: build.query<AvatarCatalogueEntry[], void>({
      query: () => '/api/avatars/image/',
      transformResponse: (reply: { results: AvatarCatalogueEntry[] }) => reply.results,
    }),
  }),
});

export const { useGetAvatarImagesQuery } = avatarsApi;
