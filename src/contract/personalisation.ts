import { z } from 'zod';
import { MERGE_VALUE_MAX_LENGTH, type MergeTagInputType, type MergeTagPair } from '../scene/mergeTags';
import { EMAIL_PATTERN } from './accountRules';
import { mailCodeFieldsSchema } from './mail';
import { pagedSchema } from './paging';
import { replySchema } from './reply';
import { mergeTagPairSchema } from './sharing';

/**
 * Solo personalisation (spec 002 §3, §4, §7, issue 17): one contact's values for an item's merge
 * tags make a personalised item: a download (a video's MP4 for that contact), a solo link (the
 * contact's own public page and video) or an image link (the contact's picture and its page). The
 * value checks are here so that the app's variable form and the server accept the same input.
 */

/** What a personalised item is: 1 a video to download, 2 a video's solo link, 3 an image's link, 4 a video's solo mail code (issue 19: a link and a mail code with its GIF). */
export const PERSONALISATION_KINDS = { download: 1, soloLink: 2, imageLink: 3, soloMail: 4 } as const;
export type PersonalisationKind = (typeof PERSONALISATION_KINDS)[keyof typeof PERSONALISATION_KINDS];

/** A personalised item's status in the history lists (spec 002 §4): 0 error, 1 ready, 2 generating (with a percentage), 3 pending. */
export const PERSONALISATION_STATUS = { error: 0, ready: 1, generating: 2, pending: 3 } as const;
export type PersonalisationStatus = (typeof PERSONALISATION_STATUS)[keyof typeof PERSONALISATION_STATUS];

/** Longest web or image address a value may be, characters. */
export const MERGE_URL_MAX_LENGTH = 2000;

/** Most values one request may carry (a project has far fewer tags). */
export const MERGE_VALUES_MAX_COUNT = 50;

/** C0 and C1 control characters (line breaks and tabs included): never part of a value. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Whether a value is an absolute http(s) address. */
function isHttpAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** The problem with one value of a tag of this input type, or null when it is fine. Values are checked as sent (the form trims nothing). */
export function mergeValueProblem(inputType: MergeTagInputType, value: string): string | null {
  if (CONTROL_CHARACTERS.test(value)) return 'Remove line breaks, tabs and other control characters.';
  const trimmed = value.trim();
  if (inputType === 'email') {
    if (trimmed === '') return 'Enter the e-mail address.';
    return EMAIL_PATTERN.test(trimmed) && trimmed.length <= MERGE_VALUE_MAX_LENGTH ? null : 'Enter a valid e-mail address.';
  }
  if (inputType === 'url' || inputType === 'image') {
    if (trimmed === '') return null;
    if (trimmed.length > MERGE_URL_MAX_LENGTH) return `Use an address of at most ${MERGE_URL_MAX_LENGTH} characters.`;
    return isHttpAddress(trimmed) ? null : 'Enter a full address starting with http:// or https://.';
  }
  return value.length > MERGE_VALUE_MAX_LENGTH ? `Use at most ${MERGE_VALUE_MAX_LENGTH} characters.` : null;
}

/**
 * The problems of a contact's values for an item's tags, keyed by field (the answer's
 * `mergeTagData`); empty when all are fine. Every e-mail tag needs a valid address (the contact's
 * `email` identifies them); other tags may be left empty (their fallback is used); a value for a
 * tag the item does not have is refused.
 * @param tags - the item's `allMergeTag`
 * @param values - the contact's values by tag name
 */
export function mergeValueProblems(tags: readonly MergeTagPair[], values: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  const types = new Map(tags);
  for (const [name, inputType] of types) {
    const problem = mergeValueProblem(inputType, Object.hasOwn(values, name) ? values[name]! : '');
    if (problem) problems[name] = problem;
  }
  for (const name of Object.keys(values)) if (!types.has(name)) problems[name] = `This item has no merge tag {{${name}}}.`;
  return problems;
}

/** The values as stored and used: each trimmed, those of the item's tags only. Check them first ({@link mergeValueProblems}). */
export function cleanMergeValues(tags: readonly MergeTagPair[], values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(tags.map(([name]) => [name, (Object.hasOwn(values, name) ? values[name]! : '').trim()]));
}

/** Where a spelling's problem answers in `mergeTagData`: `pronunciation.{tag}`, beside the value's own key `{tag}`. */
export const pronunciationField = (name: string) => `pronunciation.${name}`;

/**
 * The problems of a contact's spoken spellings (`pronunciation`: tag → how the speech says its
 * value), keyed by {@link pronunciationField}; empty when all are fine. A spelling may be given for
 * a tag of the item only, at most 200 characters, without control characters; empty means "say it
 * as written".
 * @param tags - the item's `allMergeTag`
 */
export function pronunciationProblems(tags: readonly MergeTagPair[], spellings: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Set(tags.map(([name]) => name));
  const problems: Record<string, string> = {};
  for (const [name, spelling] of Object.entries(spellings)) {
    const problem = !names.has(name)
      ? `This item has no merge tag {{${name}}}.`
      : CONTROL_CHARACTERS.test(spelling)
        ? 'Remove line breaks, tabs and other control characters.'
        : spelling.length > MERGE_VALUE_MAX_LENGTH
          ? `Use at most ${MERGE_VALUE_MAX_LENGTH} characters.`
          : null;
    if (problem) problems[pronunciationField(name)] = problem;
  }
  return problems;
}

/** The spellings as stored and spoken: each trimmed, the empty ones left out. Check them first ({@link pronunciationProblems}). */
export function cleanPronunciation(spellings: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(spellings).flatMap(([name, spelling]) => (spelling.trim() === '' ? [] : [[name, spelling.trim()]])));
}

/**
 * The body of the generate calls (spec 002 §7: `mergeTagData`, a map of tag to value). Only its
 * shape is checked here; each value is checked against its tag by {@link mergeValueProblems}, so
 * that a bad value answers beside its field.
 */
export const personalisationRequestSchema = z.object({
  mergeTagData: z
    .record(z.string().max(200), z.string().max(10_000))
    .refine((values) => Object.keys(values).length <= MERGE_VALUES_MAX_COUNT, `Send at most ${MERGE_VALUES_MAX_COUNT} values.`),
  /**
   * Our addition (issue 17): how the speech says a value, by tag ("Siobhan" said "shi-vawn"); texts
   * still show the written value. Optional; an empty spelling means "say it as written".
   */
  pronunciation: z
    .record(z.string().max(200), z.string().max(10_000))
    .refine((values) => Object.keys(values).length <= MERGE_VALUES_MAX_COUNT, `Send at most ${MERGE_VALUES_MAX_COUNT} values.`)
    .optional(),
});
export type PersonalisationRequest = z.infer<typeof personalisationRequestSchema>;

/**
 * One personalised item as the history lists and the generate calls answer it (spec 002 §3 "Solo
 * history entry": id, progress, status, timestamp, campaignUrl, code, allMergeTag,
 * mergeTagValue). Our additions: `type` (its kind), `itemId` (the video or image it personalises),
 * `pronunciation` (how the speech said values, by tag), `codeText` and `mailPictures` (issue 19:
 * the code's plain text and its pictures; `code` is the HTML of a solo mail code or a personalised
 * image's code, null for the other kinds and until ready), `video` (its file's address once ready: the MP4, an image's PNG) and `fileName` (the download
 * name, `{name}-{first value}.mp4`), `message` (why it failed, when it did; on a ready item what its render
 * left out, e.g. a contact's picture that could not be fetched).
 */
export const personalisationEntrySchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  itemId: z.number().int().nullable(),
  progress: z.number().int().min(0).max(100),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  timestamp: z.string(),
  campaignUrl: z.string().nullable(),
  ...mailCodeFieldsSchema.shape,
  allMergeTag: z.array(mergeTagPairSchema),
  mergeTagValue: z.record(z.string(), z.string()),
  pronunciation: z.record(z.string(), z.string()),
  video: z.string().nullable(),
  fileName: z.string(),
  message: z.string().nullable(),
});
export type PersonalisationEntry = z.infer<typeof personalisationEntrySchema>;

/** A paged history of personalised items, newest first. */
export const personalisationHistorySchema = pagedSchema(personalisationEntrySchema);

/** The answer of a generate call: the new entry, pending (status 3). */
export const personalisationReplySchema = replySchema(personalisationEntrySchema);

/**
 * The answer of a generate call whose values do not pass (400): `isError`, a `message` and
 * `mergeTagData` with each failing field's message (spec 002 §8 "Invalid variable form").
 */
export const mergeTagErrorsSchema = z.object({ isError: z.literal(true), message: z.string(), result: z.null(), mergeTagData: z.record(z.string(), z.string()) });
export type MergeTagErrors = z.infer<typeof mergeTagErrorsSchema>;
