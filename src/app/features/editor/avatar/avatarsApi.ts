import type { AvatarCatalogueEntry } from '../../../../scene/avatars/avatarCatalogue';
import type { Language } from '../../../../scene/schema/avatar';
import { resultsOf } from '../../../../contract/paging';
import { resultOf } from '../../../../contract/reply';
import type { VoiceLanguage, VoiceOption } from '../../../../contract/avatars';
import { apiSlice } from '../../../api/apiSlice';

/** The presenters, the speech languages with their voices, and the voices that suit a face (spec 000 §7). */
export const avatarsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/avatars/image/`: every avatar image, in carousel order. */
    getAvatarImages: build.query<AvatarCatalogueEntry[], void>({
      query: () => '/api/avatars/image/',
      transformResponse: resultsOf<AvatarCatalogueEntry>,
    }),
    /** `GET /api/avatars/voices/`: the languages that have voices, by name. */
    getVoiceLanguages: build.query<VoiceLanguage[], void>({
      query: () => '/api/avatars/voices/',
      transformResponse: resultOf<VoiceLanguage[]>,
    }),
    /** `POST /api/avatars/avatar_voices/`: a language's voices, those of the avatar's gender first. */
    getAvatarVoices: build.mutation<VoiceOption[], { languageId: number; avatarId: number }>({
      query: (body) => ({ url: '/api/avatars/avatar_voices/', method: 'POST', body }),
      transformResponse: resultsOf<VoiceOption>,
    }),
  }),
});

export const { useGetAvatarImagesQuery, useGetVoiceLanguagesQuery } = avatarsApi;

/** The voice record a project keeps (spec 000 §3 "Voice: id, name, gender, samples, lang"). */
export function voiceRecord({ id, name, gender, samples, lang }: VoiceOption) {
  return { id, name, gender, samples, lang };
}

/** The language record a project keeps (spec 000 §3 "Language: id, name, code, country, image"), without its voices. */
export function languageRecord({ id, name, code, country, image }: VoiceLanguage): Language {
  return image === undefined ? { id, name, code, country } : { id, name, code, country, image };
}
