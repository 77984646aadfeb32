import {
  type MergeTagErrors,
  mergeTagErrorsSchema,
  PERSONALISATION_KINDS,
  type PersonalisationEntry,
  type PersonalisationKind,
  type PersonalisationRequest,
} from '../../../contract/personalisation';
import { type Reply, resultOf } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import { prependToLists } from '../../api/pagedList';

/** Where each kind of personalised item is made and listed, by the video's or image's id (spec 002 §7). */
const PATHS: Record<PersonalisationKind, string> = {
  [PERSONALISATION_KINDS.download]: '/api/newvideo/video/generate/download/',
  [PERSONALISATION_KINDS.soloLink]: '/api/newvideo/video/generate/solo/',
  [PERSONALISATION_KINDS.imageLink]: '/api/newimage/image/generate/link/',
  [PERSONALISATION_KINDS.soloMail]: '/api/newvideo/video/generate/solomail/',
};

/** The kinds whose entries carry a mail code (issue 19): a video's solo mail codes, an image's links. */
const CODE_KINDS: readonly PersonalisationKind[] = [PERSONALISATION_KINDS.soloMail, PERSONALISATION_KINDS.imageLink];

/** The first page of an item's history of one kind, newest first (`scope=item`: the id is the item's, never read as a user id). */
export function personalisationHistoryUrl(kind: PersonalisationKind, itemId: number): string {
  return `${PATHS[kind]}${itemId}/?scope=item`;
}

/** Whether a cached paged list is a history of kind `kind` (an item's or the user-wide one). */
export const isHistoryOf = (kind: PersonalisationKind) => (url: string) => url.startsWith(PATHS[kind]);

/** Whether a cached paged list is any personalisation history (the live progress finds its entry by id in all of them). */
export const isPersonalisationHistory = (url: string) => Object.values(PATHS).some((path) => url.startsWith(path));

/** Whether a cached paged list is a history whose entries carry a mail code (asked for again when an entry is ready: the code does not travel on the socket). */
export const isCodeHistory = (url: string) => CODE_KINDS.some((kind) => isHistoryOf(kind)(url));

/** The per-field problems of a refused generate call (400 with `mergeTagData`), or null for any other failure. */
export function mergeTagErrorsOf(error: unknown): MergeTagErrors['mergeTagData'] | null {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const parsed = mergeTagErrorsSchema.safeParse(data);
  return parsed.success ? parsed.data.mergeTagData : null;
}

/** What a generate call names: the kind of personalised item, the video or image, and the contact's values. */
export type GenerateRequest = { kind: PersonalisationKind; itemId: number } & PersonalisationRequest;

/** The calls of solo personalisation (issues 17, 19): one contact's download, solo link, image link or solo mail code. */
export const personalisationApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Makes a contact's personalised item; the new (pending) entry goes first in that kind's histories at once. */
    generatePersonalisation: build.mutation<PersonalisationEntry, GenerateRequest>({
      query: ({ kind, itemId, ...body }) => ({ url: `${PATHS[kind]}${itemId}/`, method: 'POST', body }),
      transformResponse: (reply: Reply<PersonalisationEntry>) => resultOf(reply),
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        // A refused call is the form's to show; the histories stay as they are.
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(prependToLists(isHistoryOf(kind), reply.data));
      },
    }),
  }),
});

export const { useGeneratePersonalisationMutation } = personalisationApi;
