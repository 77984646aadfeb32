import { type MergeTagErrors, mergeTagErrorsSchema, type PersonalisationEntry, type PersonalisationRequest } from '../../../contract/personalisation';
import { type Reply, resultOf } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import { prependToLists } from '../../api/pagedList';

/** Where a video's solo links are made and listed (spec 002 §7). */
const SOLO_PATH = '/api/newvideo/video/generate/solo/';

/** The first page of a video's Personalised Link History, newest first (`scope=item`: the id is the video's, never read as a user id). */
export function soloHistoryUrl(videoId: number): string {
  return `${SOLO_PATH}${videoId}/?scope=item`;
}

/** Whether a cached paged list is a solo link history (a video's or the user-wide one). */
export const isSoloHistory = (url: string) => url.startsWith(SOLO_PATH);

/** The per-field problems of a refused generate call (400 with `mergeTagData`), or null for any other failure. */
export function mergeTagErrorsOf(error: unknown): MergeTagErrors['mergeTagData'] | null {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const parsed = mergeTagErrorsSchema.safeParse(data);
  return parsed.success ? parsed.data.mergeTagData : null;
}

/** The calls of solo personalisation (issue 17): one contact's personalised link of a video. */
export const personalisationApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Makes a contact's link; the new (pending) entry goes first in the histories at once. */
    generateSoloLink: build.mutation<PersonalisationEntry, { videoId: number } & PersonalisationRequest>({
      query: ({ videoId, mergeTagData }) => ({ url: `${SOLO_PATH}${videoId}/`, method: 'POST', body: { mergeTagData } }),
      transformResponse: (reply: Reply<PersonalisationEntry>) => resultOf(reply),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // A refused call is the form's to show; the histories stay as they are.
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(prependToLists(isSoloHistory, reply.data));
      },
    }),
  }),
});

export const { useGenerateSoloLinkMutation } = personalisationApi;
