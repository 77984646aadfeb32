import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERATE_FAILED_MESSAGE } from '../../../contract/generation.ts';
import { pageQuerySchema } from '../../../contract/paging.ts';
import {
  PERSONALISATION_KINDS,
  personalisationHistorySchema,
  personalisationReplySchema,
  personalisationRequestSchema,
  type PersonalisationKind,
} from '../../../contract/personalisation.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { ok } from '../../http/reply.ts';
import { renderJob } from '../../jobs/renderJob.ts';
import { personalisationEntry, personalisationProgress, PROGRESS_TYPE_OF } from '../../services/personalisation/personalisationEntries.ts';
import { failPersonalisation, historyItem, listPersonalisations, makePersonalisation, PERSONALISATION_OFFERS } from '../../services/personalisation/personalisedItems.ts';
import { notFoundUnlessProjectId, projectParams } from '../projects/projectSchemas.ts';
import { OWNERSHIP_RULE } from '../sharing/ownershipRule.ts';

/** The personalised kinds and where their calls live (spec 002 §7). */
const ROUTES: { kind: PersonalisationKind; path: string; makes: string }[] = [
  {
    kind: PERSONALISATION_KINDS.soloLink,
    path: '/api/newvideo/video/generate/solo/',
    makes:
      "a personalised link for one contact (its own public page /s/{token}, the sharing page's text filled with the values, its own analytics) and the contact's video, which that page plays once ready",
  },
  { kind: PERSONALISATION_KINDS.download, path: '/api/newvideo/video/generate/download/', makes: "the contact's video, an MP4 to download" },
  {
    kind: PERSONALISATION_KINDS.soloMail,
    path: '/api/newvideo/video/generate/solomail/',
    makes:
      "a solo mail code (issue 19): a personalised link as the solo call makes it, the contact's video, and its mail pictures (an animated GIF of the first 3 s with a play button, under 1 MB, and the still JPEG of its first frame, at unguessable addresses cached for ever); the ready entry's code is the HTML to paste, built for the video's mail client, leading to the contact's page through the tracked redirect /s/{token}/go/mail",
  },
  {
    kind: PERSONALISATION_KINDS.imageLink,
    path: '/api/newimage/image/generate/link/',
    makes: "the contact's image (texts and image tags filled, PNG) and its personalised link, whose page shows it",
  },
];

const CREDIT_NAMES: Record<number, string> = {
  2: 'Video Personalization (2)',
  3: 'Salespage Personalization (3)',
  4: 'Thumbnail Personalization (4)',
  5: 'Image Personalization (5)',
};

/** What each kind's history lists. */
const HISTORY_NAMES: Record<PersonalisationKind, string> = { 1: 'downloads', 2: 'links', 3: 'links', 4: 'mail codes' };

/** The rule that tells the two readings of a history path apart (spec 002 §7 uses one path shape for an item id and a user id). */
const HISTORY_ID_RULE =
  "{id} names one of the caller's videos or images (its history), or the caller's own user id (the user-wide history: every personalised item of this kind, of all their videos or images). Without ?scope, an id that is some video's or image's id is read as that item (another user's answers 404), any other id as a user id (another user's answers 404); ?scope=user reads it as the caller's user id, ?scope=item as an item: send ?scope=user for the user-wide history, since an item may have the same number as its owner.";

const historyQuery = pageQuerySchema().extend({ scope: z.enum(['item', 'user']).optional() });

const ENTRY_SHAPE =
  'An entry: {id, type (1 download, 2 solo link, 3 image link, 4 solo mail code), itemId (the video or image), progress (0-100), status (3 pending, 2 generating, 1 ready, 0 error), timestamp (ISO 8601), campaignUrl (the link\'s absolute address; null for a download), code (a solo mail code\'s or a personalised image\'s mail code, HTML built for the item\'s mail client, null until ready and for the other kinds), codeText (its plain-text version: "Play the video for {first value}: {address}"), mailPictures ({animated: the GIF\'s address (null for an image), still: the JPEG\'s, width, height: the size the code shows them at} once ready, else null), allMergeTag ([tag, input type] pairs when it was made), mergeTagValue ({tag: value} as used, trimmed), pronunciation ({tag: spoken spelling} where one was given), video (the MP4 or PNG address once ready, else null; add ?download={fileName} to download it), fileName ("{name}-{first value}.mp4": the first non-empty value of a tag other than email, else the e-mail; .png for an image), message (why it failed; on a ready entry what its render left out, e.g. "The picture for {{logo}} was not used, its fallback was shown: …"; else null)}.';

/** Solo personalisation (issue 17): personalised links, downloads and images per contact, and their histories. */
export function personalisationRoutes(app: FastifyInstance, context: AppContext) {
  const { db, jobs, live, config } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const withId = { onRequest: requireUser(db), preValidation: notFoundUnlessProjectId };

  for (const { kind, path, makes } of ROUTES) {
    const offer = PERSONALISATION_OFFERS[kind];
    const credits = offer.costs.map((cost) => `one ${CREDIT_NAMES[cost.creditType]} credit`).join(' and ');
    routes.post(
      `${path}:id/`,
      {
        ...withId,
        schema: {
          summary: `Personalise one of the user's ready ${offer.itemKind}s for one contact.`,
          description: `Body {mergeTagData: {tag: value}}: a value per merge tag of the ${offer.itemKind} (its allMergeTag); email (the contact's address, by the e-mail rule of spec 001 §5) is required, other tags may be empty (their fallback is used). Values are checked per field: an e-mail tag takes an address, a url or image tag an absolute http(s) address (at most 2000 characters), a text tag at most 200 characters; no value may hold control characters (line breaks, tabs); a value for a tag the ${offer.itemKind} does not have is refused. An image tag's picture on another site is fetched by the server before rendering (http(s), public hosts only: private, loopback, link-local, multicast, unspecified and reserved IPv4/IPv6 addresses are refused, also through DNS and redirects; at most 3 redirects, 10 s, 20 MB; a PNG, JPEG, WebP or GIF by content); one that cannot be used gives way to the tag's fallback and the ready entry's message says why. Optional pronunciation {tag: spoken spelling} (our addition, issue 17): how the speech says a value the contact gave ("Siobhan" said "shi-vawn") while texts show the value as written; a spelling is for one of the ${offer.itemKind}'s tags, at most 200 characters, without control characters; empty or left out says the value as written. Failing values answer 400 {isError: true, message: "Check the values of the highlighted fields.", result: null, mergeTagData: {field: message}}, a value's problem under its tag ("first_name"), a spelling's under "pronunciation.{tag}" ("pronunciation.first_name"). Makes ${makes}; it costs ${credits}, taken now: when one has run out, 402 {isError: true, message: "Not enough … credits left …"} and nothing is made or queued; a render that fails for good gives them back. The ${offer.itemKind} must be ready (generated, status 1; else 409) and have merge tags (else 400). result: the new history entry, status 3 (pending). ${ENTRY_SHAPE} The owner's live socket gets videoEditor.progress.update {id: the ${offer.itemKind}'s id, results: {type: ${PROGRESS_TYPE_OF[kind]}, id: the entry's id, progress, status, video, step: null}}: 2 with the percentage as it renders, 3 if an attempt failed and it waits for another, then 1 with video, or 0. ${OWNERSHIP_RULE}`,
          params: projectParams,
          body: personalisationRequestSchema,
          response: { 200: personalisationReplySchema },
        },
      },
      async (request) => {
        const made = await makePersonalisation(db, {
          userId: request.user.id,
          projectId: request.params.id,
          kind,
          values: request.body.mergeTagData,
          pronunciation: request.body.pronunciation,
        });
        try {
          await jobs.send(renderJob, { kind: 'personalise', itemId: made.row.id, renderId: made.row.renderId });
        } catch (error) {
          await failPersonalisation(db, made.row.id, made.row.renderId, GENERATE_FAILED_MESSAGE);
          throw error;
        }
        live.publish(made.row.userId, personalisationProgress(made.row));
        return ok(personalisationEntry(made, config.publicUrl));
      },
    );

    routes.get(
      `${path}:id/`,
      {
        ...withId,
        schema: {
          summary: `A page of the history of personalised ${HISTORY_NAMES[kind]} of a ${offer.itemKind}, or of all the user's.`,
          description: `${HISTORY_ID_RULE} Newest first; paged {isError, message, count, next, results}, limit 1-50 (default 10), offset from 0. ${ENTRY_SHAPE} ${OWNERSHIP_RULE}`,
          params: projectParams,
          querystring: historyQuery,
          response: { 200: personalisationHistorySchema },
        },
      },
      async (request) => {
        const userId = request.user.id;
        const { id } = request.params;
        const { limit, offset, scope } = request.query;
        const projectId = await historyItem(db, { id, userId, itemKind: offer.itemKind, scope });
        const page = await listPersonalisations(db, { userId, kinds: [kind], projectId }, { limit, offset });
        const results = page.listings.map((listing) => personalisationEntry(listing, config.publicUrl));
        return pagedAnswer(`${path}${id}/`, scope ? { scope } : {}, { limit, offset }, { count: page.count, results });
      },
    );
  }
}
