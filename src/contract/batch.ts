import { z } from 'zod';
import { errorMessageSchema, replySchema } from './reply';
import { pagedSchema } from './paging';

/**
 * Batch personalisation (spec 002 §3, §4 "Batch generation", §7, issue 18): a CSV of contacts,
 * its columns matched to a ready video's merge tags, validated with the solo rules cell by cell,
 * then generated: one personalised link (its own page and video) per valid contact.
 */

/** Most contacts (data rows, the header row not counted) one CSV may hold; a longer file is refused before anything is spent. */
export const BATCH_CONTACT_LIMIT = 10_000;

/** The delimiters a contact CSV may use: the server and the app's preview guess which from the first rows. */
export const CONTACT_CSV_DELIMITERS = [',', ';', '\t'];

/** Rows of the batch detail view per page (spec 002 §9 "Batch detail page limit: 14"). */
export const BATCH_DETAIL_PAGE_SIZE = 14;

/** The column of the detail view's rows that holds the contact's status (hidden by the app, spec 002 §3). */
export const BATCH_STATUS_COLUMN = 'status';

/** The column of the detail view's rows that holds the contact's link (shown as 'Campaign URL', spec 002 §3). */
export const BATCH_CAMPAIGN_URL_COLUMN = 'campaignUrl';

/** The generated CSV's added column. */
export const CAMPAIGN_URL_HEADER = 'Campaign URL';

/** The generated CSV's column of a mail batch: each contact's mail code (HTML). */
export const MAIL_CODE_HEADER = 'Mail Code';

/** What a batch makes per contact (`type`, issue 19): 1 a personalised link (Share via Link's Batch tab), 2 a personalised link and mail code (Share via Mail's Batch Mail tab). */
export const BATCH_TYPES = { link: 1, mail: 2 } as const;
export type BatchType = (typeof BATCH_TYPES)[keyof typeof BATCH_TYPES];
const batchTypeSchema = z.union([z.literal(1), z.literal(2)]);

/**
 * The body of `POST …/batch/validate/{video id}/`: `mergeTagMap` maps each merge tag of the video
 * (`email` included) to a CSV column, by its index (0 the first column) or its header text;
 * `csvFile` names the user's uploaded CSV (category csvupload): its id, or its `media_thumbnail`
 * (`media_file`) address.
 */
export const batchValidateRequestSchema = z.object({
  mergeTagMap: z
    .record(z.string().max(200), z.union([z.number().int().min(0).max(1_000_000), z.string().max(10_000)]))
    .refine((map) => Object.keys(map).length <= 50, 'Map at most 50 merge tags.'),
  csvFile: z.union([z.number().int().positive().max(2_147_483_647), z.string().min(1).max(2000)]),
  /** 1 links (the default), 2 mail codes. */
  type: batchTypeSchema.default(1),
});
export type BatchValidateRequest = z.infer<typeof batchValidateRequestSchema>;

/** One bad cell of a contact: its column (0-based) and what is wrong. */
export const batchCellProblemSchema = z.object({ cellIndex: z.number().int().min(0), message: z.string() });
export type BatchCellProblem = z.infer<typeof batchCellProblemSchema>;

/** A batch's status (spec 002 §4 item statuses): 3 validated (not started), 2 generating, 1 every contact ready, 0 finished with failures or cancelled. */
export const batchStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A batch history entry (spec 002 §3: id, fileName, previewUrl, code, timestamp, progress, status,
 * totalCount, generatedCount). `totalCount`: the valid contacts (what generation makes);
 * `generatedCount`: those ready. Our additions: `type` (1 links, 2 mail codes), `itemId` (the video), `failedCount`, `skippedCount`
 * (contacts with errors, not generated), `message` (why it stopped: cancelled, or failures).
 */
export const batchEntrySchema = z.object({
  id: z.number().int(),
  type: batchTypeSchema,
  itemId: z.number().int(),
  fileName: z.string(),
  previewUrl: z.string().nullable(),
  code: z.string().nullable(),
  timestamp: z.string(),
  progress: z.number().int().min(0).max(100),
  status: batchStatusSchema,
  totalCount: z.number().int().min(0),
  generatedCount: z.number().int().min(0),
  failedCount: z.number().int().min(0),
  skippedCount: z.number().int().min(0),
  message: z.string().nullable(),
});
export type BatchEntry = z.infer<typeof batchEntrySchema>;

/**
 * The answer of the validate call (spec 002 §3 "Batch validation result"): `id` the new batch,
 * `totalContacts` the CSV's contacts, `totalSkipped` those with errors (skipped by generation),
 * `totalErrors` their bad cells, `errors` keyed by contact number (1 the first row after the
 * header). `result`: the new batch's history entry (status 3).
 */
export const batchValidationSchema = z.object({
  isError: z.literal(false),
  message: errorMessageSchema,
  id: z.number().int(),
  totalContacts: z.number().int().min(0),
  totalSkipped: z.number().int().min(0),
  totalErrors: z.number().int().min(0),
  errors: z.record(z.string(), z.object({ email: z.string(), data: z.array(batchCellProblemSchema) })),
  result: batchEntrySchema,
});
export type BatchValidation = z.infer<typeof batchValidationSchema>;

/** The answer of the generate, cancel and retry calls: the batch's entry as it now stands. */
export const batchReplySchema = replySchema(batchEntrySchema);

/** A paged batch history, newest first. */
export const batchHistorySchema = pagedSchema(batchEntrySchema);

/** A cell of the detail view: the CSV's text, the status (a number) or the link (null until it has one). */
const detailCellSchema = z.union([z.string(), z.number(), z.null()]);

/**
 * The batch detail view (spec 002 §3 "Batch detail CSV"): `results.headers` pairs of [key, label]
 * (the CSV's headers, then `status` and `campaignUrl`), `results.data` one row per valid contact
 * (its cells, then its status 0-3, then its link), `next`, `count` (valid contacts). Our addition:
 * `results.contactNumbers`, each row's contact number (1 the first row after the CSV's header), what
 * the retry call names.
 */
export const batchDetailSchema = z
  .object({
    isError: z.boolean(),
    message: errorMessageSchema,
    count: z.number().int().min(0),
    next: z.string().nullable(),
    results: z.object({
      headers: z.array(z.tuple([z.string(), z.string()])),
      data: z.array(z.array(detailCellSchema)),
      contactNumbers: z.array(z.number().int().min(1)),
    }),
  })
  .loose();
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** The answer of the generated-CSV call: `result.generatedFile` its address, `result.fileName` the name to save it as. */
export const batchGeneratedFileSchema = replySchema(z.object({ generatedFile: z.string(), fileName: z.string() }));
