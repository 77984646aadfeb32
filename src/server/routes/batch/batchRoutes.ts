import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BATCH_CONTACT_LIMIT,
  BATCH_DETAIL_PAGE_SIZE,
  batchDetailSchema,
  batchGeneratedFileSchema,
  batchHistorySchema,
  batchReplySchema,
  batchValidateRequestSchema,
  batchValidationSchema,
} from '../../../contract/batch.ts';
import { batchPreflightReplySchema, PREFLIGHT_CONTACT_COUNT } from '../../../contract/batchPreflight.ts';
import { pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { nextPagePath, pagedAnswer } from '../../http/paging.ts';
import { ok } from '../../http/reply.ts';
import { userRateLimit } from '../../http/userRateLimit.ts';
import { batchJob, contactRenderKey } from '../../jobs/batchJob.ts';
import { renderJob } from '../../jobs/renderJob.ts';
import { batchDetailPage, generatedFileName, writeGeneratedCsv } from '../../services/batch/batchDetails.ts';
import { batchEntry } from '../../services/batch/batchEntries.ts';
import { batchPreflight } from '../../services/batch/batchPreflight.ts';
import { cancelBatch, retryBatchContact, startBatch } from '../../services/batch/batchGeneration.ts';
import { tellBatchProgress } from '../../services/batch/batchProgress.ts';
import { batchListing, findOwnedBatch, listBatches } from '../../services/batch/batchStore.ts';
import { validateBatch } from '../../services/batch/batchValidation.ts';
import { personalisationProgress } from '../../services/personalisation/personalisationEntries.ts';
import { historyItem } from '../../services/personalisation/personalisedItems.ts';
import { notFoundUnlessProjectId, projectParams } from '../projects/projectSchemas.ts';
import { OWNERSHIP_RULE } from '../sharing/ownershipRule.ts';

const ENTRY_SHAPE =
  "A batch entry: {id (the batch), itemId (its video), fileName (the uploaded CSV's name), previewUrl (the video's thumbnail), code (null until mail batches), timestamp (ISO 8601), progress (0-100: finished contacts, ready or failed, of totalCount), status (3 validated, not started; 2 generating; 1 every contact ready; 0 some failed, or cancelled), totalCount (valid contacts: what generation makes), generatedCount (ready contacts), failedCount, skippedCount (contacts with errors, never generated), message (why it stopped short, else null)}.";

const BATCH_ID = "The batch id is the validate answer's id; another user's batch answers 404.";

const PROGRESS =
  "The owner's live socket gets videoEditor.progress.update {id: the video, results: {type: 3, id: the batch, generatedCount, totalCount, progress, status, video: null, step: null}} each time a contact finishes (the progress dialog closes itself when generatedCount equals totalCount), and each contact's own {type: 2 (4 in a mail batch), id: its personalised item} updates as it renders.";

const historyQuery = pageQuerySchema().extend({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  scope: z.enum(['item', 'user']).optional(),
});

const retryBody = z.object({ contactNumber: z.number().int().min(1).max(BATCH_CONTACT_LIMIT) });

/**
 * Batch personalisation (issue 18, spec 002 §4 "Batch generation", §7): validate a CSV of contacts
 * against a video, generate one personalised link per valid contact, follow, cancel and retry it,
 * its history, its detail view and its generated CSV.
 */
export function batchRoutes(app: FastifyInstance, context: AppContext) {
  const { db, jobs, live, storage, config } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const withId = { onRequest: requireUser(db), preValidation: notFoundUnlessProjectId };
  // A new batch's preflight draws up to 12 pictures, and validating makes a new batch: a cap per user.
  const preflightLimit = userRateLimit('batch preflights', 20, 60_000);

  /** The batch's entry as it now stands. */
  const entryOf = async (userId: number, id: number) => batchEntry(await batchListing(db, await findOwnedBatch(db, userId, id)));

  routes.post(
    '/api/newvideo/video/batch/validate/:id/',
    {
      ...withId,
      schema: {
        summary: "Validate an uploaded CSV of contacts against one of the user's ready videos, and make it a batch (not started).",
        description: `{id}: the video (ready, with merge tags; else 409 or 400). Body {mergeTagMap: {tag: column}, csvFile, type}: type 1 (the default) makes a personalised link per contact (Share via Link's Batch tab), 2 a personalised link and mail code per contact (Share via Mail's Batch Mail tab, issue 19: each contact a solo mail code, kind 4, with its own GIF; the generated CSV adds a "Mail Code" column); every merge tag of the video (its allMergeTag), email included, maps to a CSV column, by index (0 the first) or by its header text; csvFile is the user's uploaded CSV (POST /api/userlibrary/upload/, category csvupload): its id, or its media_thumbnail (media_file) address. The file is read on the server as a stream: a byte-order mark is dropped; cells may be quoted (holding delimiters, quotes, line breaks); the delimiter is ",", ";" or tab (guessed); line endings may be mixed; the first row names the columns, each non-empty row after it is a contact, numbered from 1. Each contact's mapped cells pass the rules of a solo link's values (an e-mail tag an address, a url or image tag an absolute http(s) address of at most 2000 characters, a text tag at most 200 characters, no control characters) and a cell whose bytes are not UTF-8 is reported; a contact whose e-mail an earlier contact has is reported too (each address gets one link). Contacts with errors are skipped by generation. A file of more than ${BATCH_CONTACT_LIMIT} contacts is refused: 400 {isError: true, message: "This CSV has more than 10,000 contacts, …"}; so is one with no contact, a tag without a column, a column the CSV lacks, or a tag the video lacks (400, the message says which). Nothing is spent. Answer {isError: false, message, id (the new batch), totalContacts, totalSkipped (contacts with errors), totalErrors (their bad cells), errors: {contact number: {email, data: [{cellIndex (0-based column), message}]}}, result: the batch's entry}. ${ENTRY_SHAPE} ${OWNERSHIP_RULE} The CSV must be the caller's too (else 404).`,
        params: projectParams,
        body: batchValidateRequestSchema,
        response: { 200: batchValidationSchema },
      },
    },
    async (request) => {
      const validated = await validateBatch(db, storage, { userId: request.user.id, projectId: request.params.id, ...request.body });
      const entry = batchEntry(await batchListing(db, validated.batch));
      const skipped = validated.errors.size;
      const message = skipped === 0 ? 'No Errors found' : `Warning: ${validated.batch.errorCount} Error(s) in ${skipped} Contact(s), these contact(s) will be skipped.`;
      return {
        isError: false as const,
        message,
        id: validated.batch.id,
        totalContacts: validated.totalContacts,
        totalSkipped: skipped,
        totalErrors: validated.batch.errorCount,
        errors: Object.fromEntries([...validated.errors].map(([contactNumber, problems]) => [String(contactNumber), problems])),
        result: entry,
      };
    },
  );

  routes.get(
    '/api/newvideo/video/batch/preflight/:id/',
    {
      onRequest: [requireUser(db), preflightLimit.count(db)],
      preValidation: notFoundUnlessProjectId,
      schema: {
        summary: 'What generating a validated batch will make and cost, before a credit is spent (ours).',
        description: `${BATCH_ID} Spends nothing. result {contacts: the first ${PREFLIGHT_CONTACT_COUNT} valid contacts by contact number, each {contactNumber, email, thumbnail: the first picture of their personalised video (its thumbnail: the first scene with the contact's texts and pictures filled, drawn by the render engine as their render will draw it; a JPEG address whose name holds 128 random bits, or null when it could not be drawn), fallbackTags: the tags whose cell is empty, so the tag's fallback stands in}; fallbackContacts: how many valid contacts have at least one such tag; credits: [{creditType, name, needed (per contact × valid contacts), left (of the current period)}] for Video Personalization (2) and Salespage Personalization (3); etaSeconds: the estimated seconds from Generate Code to the last ready contact (the median render time of this video's latest solo personalised videos, else of any on this server, × valid contacts ÷ render workers), null when nothing was measured yet; etaBasis: what the estimate rests on, in words}. The pictures are drawn on the first call (one render page for them all) and kept for the batch: later calls answer them from storage, until the video is generated again. A video no longer ready answers 409; one whose merge tags changed since validation 400. ${preflightLimit.rule} ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: batchPreflightReplySchema },
      },
    },
    async (request) => ok(await batchPreflight(context, request.user.id, request.params.id, request.log)),
  );

  routes.get(
    '/api/newvideo/video/batch/generate/:id/',
    {
      ...withId,
      schema: {
        summary: 'Start generating a validated batch: one personalised link per valid contact.',
        description: `${BATCH_ID} Takes the credits of every valid contact up front, what a solo link costs each: one Video Personalization (2) and one Salespage Personalization (3) credit, and in a mail batch (type 2) also one Thumbnail Personalization (4) credit, what a solo mail code costs. When a type is short: 402 {isError: true, message: "Not enough … credits for this batch: it needs N, M left (K missing). …", creditType, missing} and nothing is made or queued. Then each valid contact gets its own share link (/s/{token}, its page greeting the contact) and personalised item (kind 2; kind 4 in a mail batch, whose ready item also has its mail pictures and code), rendered by the render workers, each exactly once: one fan-out job per batch sends one render job per contact, keyed by batch, contact and render id, so a retried or repeated fan-out, a restarted server or a second worker never queues a contact twice, and a contact's render publishes once. A contact that fails for good gives its credits back (retry it with POST …/batch/retry/{id}/). Calling it again on a generating batch changes nothing and answers its entry (and sends any contact's job that is missing); a cancelled batch answers 409; a batch with no valid contact 400; a video no longer ready 409. result: the batch's entry, status 2. ${ENTRY_SHAPE} ${PROGRESS} ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: batchReplySchema },
      },
    },
    async (request) => {
      const batch = await startBatch(db, request.user.id, request.params.id);
      await jobs.sendOnce(batchJob, { batchId: batch.id }, { key: String(batch.id) });
      const listing = await batchListing(db, batch);
      await tellBatchProgress(context, batch.id);
      return ok(batchEntry(listing));
    },
  );

  routes.post(
    '/api/newvideo/video/batch/cancel/:id/',
    {
      ...withId,
      schema: {
        summary: 'Cancel a batch: its contacts not yet rendering are stopped and their credits given back.',
        description: `${BATCH_ID} No body. The contacts still queued (status 3) are marked failed (0, "Cancelled: …") and each one's credits given back; contacts already rendering finish. A batch not yet started can no longer be. Cancelling again changes nothing. result: the batch's entry, status 0. ${ENTRY_SHAPE} ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: batchReplySchema },
      },
    },
    async (request) => {
      const { batch, stopped } = await cancelBatch(db, request.user.id, request.params.id);
      for (const item of stopped) live.publish(item.userId, personalisationProgress(item));
      await tellBatchProgress(context, batch.id);
      return ok(await entryOf(request.user.id, batch.id));
    },
  );

  routes.post(
    '/api/newvideo/video/batch/retry/:id/',
    {
      ...withId,
      schema: {
        summary: 'Try a failed contact of a batch again.',
        description: `${BATCH_ID} Body {contactNumber}: the contact (its number in the CSV, 1 the first row after the header). Only a failed contact (status 0) of a batch not cancelled (else 409; a contact the batch did not generate 404). Takes its credits again (one of types 2 and 3; 402 when short) and queues its render; its link stays the same. result: the batch's entry. ${ENTRY_SHAPE} ${OWNERSHIP_RULE}`,
        params: projectParams,
        body: retryBody,
        response: { 200: batchReplySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const item = await retryBatchContact(db, request.user.id, id, request.body.contactNumber);
      await jobs.sendOnce(renderJob, { kind: 'personalise', itemId: item.id, renderId: item.renderId }, { key: contactRenderKey(id, item.contactNumber!, item.renderId) });
      live.publish(item.userId, personalisationProgress(item));
      return ok(await entryOf(request.user.id, id));
    },
  );

  for (const path of ['/api/newvideo/video/generate/batch/:id', '/api/newvideo/video/generate/batch/:id/']) {
    routes.get(
      path,
      {
        ...withId,
        schema: {
          summary: "A page of the batch history of a video, or of all the user's.",
          description: `?type=1 (link batches, the default) or 2 (mail batches). {id} names one of the caller's videos (its batches) or the caller's own user id (every batch of theirs). Without ?scope, an id that is some video's id is read as that video (another user's answers 404), any other id as a user id (another user's answers 404); ?scope=user reads it as the caller's user id, ?scope=item as a video. Newest first; paged {isError, message, count, next, results}, limit 1-50 (default 10), offset from 0. ${ENTRY_SHAPE} ${OWNERSHIP_RULE}`,
          params: projectParams,
          querystring: historyQuery,
          response: { 200: batchHistorySchema },
        },
      },
      async (request) => {
        const userId = request.user.id;
        const { id } = request.params;
        const { limit, offset, scope, type } = request.query;
        const projectId = await historyItem(db, { id, userId, itemKind: 'video', scope });
        const page = await listBatches(db, { userId, projectId, type }, { limit, offset });
        return pagedAnswer(
          `/api/newvideo/video/generate/batch/${id}/`,
          { type: String(type), ...(scope ? { scope } : {}) },
          { limit, offset },
          { count: page.count, results: page.listings.map(batchEntry) },
        );
      },
    );
  }

  routes.get(
    '/api/newvideo/video/details/batch/:id/',
    {
      ...withId,
      schema: {
        summary: "A page of a batch's contacts with each one's status and link.",
        description: `${BATCH_ID} The valid contacts (those generated), by contact number; limit 1-50 (default ${BATCH_DETAIL_PAGE_SIZE}), offset from 0. Answer {isError, message, count (valid contacts), next, results: {headers: [[key, label]]: the CSV's headers, then ["status", "status"] and ["campaignUrl", "campaignUrl"]; data: one row per contact: its cells (one per header: a missing cell is "", cells past the last header are left out), its status (3 queued, 2 rendering, 1 ready, 0 failed or cancelled), its link's absolute address (null before the batch starts and when it failed); contactNumbers: each row's contact number (1 the first row after the header; what the retry call names)}}. The app hides the status column, labels campaignUrl 'Campaign URL' and marks the e-mail cell when the second-last cell (the status) is 1. ${OWNERSHIP_RULE}`,
        params: projectParams,
        querystring: pageQuerySchema(BATCH_DETAIL_PAGE_SIZE),
        response: { 200: batchDetailSchema },
      },
    },
    async (request) => {
      const batch = await findOwnedBatch(db, request.user.id, request.params.id);
      const page = request.query;
      const results = await batchDetailPage(db, config.publicUrl, batch, page);
      const next = nextPagePath(`/api/newvideo/video/details/batch/${batch.id}/`, {}, page, { count: batch.totalCount, results: results.data });
      return { isError: false, message: '', count: batch.totalCount, next, results };
    },
  );

  routes.get(
    '/api/newvideo/video/details/batch/:id/generated/',
    {
      ...withId,
      schema: {
        summary: "A batch's generated CSV: its columns plus each contact's Campaign URL (and Mail Code).",
        description: `${BATCH_ID} Writes the CSV as it now stands and answers result {generatedFile: its address (a library file: no token needed; its name holds 128 random bits), fileName: "{uploaded name}-campaign-urls.csv", the name to save it as}. The CSV: the header row plus "Campaign URL" (and "Mail Code" in a mail batch), then one row per valid contact (its cells, then its link, and its mail code's HTML; empty when it has none: not started, not ready, or failed). RFC 4180: fields holding a quote, a comma or a line break are quoted (quotes doubled), records end with CRLF; every cell that starts with =, +, -, @, tab or carriage return is prefixed with ' so that a spreadsheet does not run it as a formula. Each call replaces the batch's previous file. ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: batchGeneratedFileSchema },
      },
    },
    async (request) => {
      const batch = await findOwnedBatch(db, request.user.id, request.params.id);
      const generatedFile = await writeGeneratedCsv(db, storage, config.publicUrl, batch);
      return ok({ generatedFile, fileName: generatedFileName(batch) });
    },
  );
}
