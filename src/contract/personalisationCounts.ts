import { z } from 'zod';

/**
 * The personalisation counters (spec 002 §3): how many personalised items were made, whatever
 * became of their renders. An item's detail counts that video's or image's; the signed-in user's
 * answer counts all of theirs, and their mail codes: `soloMailGenCount` solo mail codes (kind 4),
 * `batchMailGenCount` the mail codes of their mail batches (kind 4 in a batch).
 */

const counter = z.number().int().min(0);

/**
 * The counters of one video or image (its detail, spec 002 §3): `downloadGenCount` personalised
 * downloads (kind 1), `sharingPageGenCount` personalised links of a video (kind 2),
 * `imageSoloGenCount` personalised links of an image (kind 3).
 */
export const itemPersonalisationCountsSchema = z.object({ downloadGenCount: counter, sharingPageGenCount: counter, imageSoloGenCount: counter });
export type ItemPersonalisationCounts = z.infer<typeof itemPersonalisationCountsSchema>;

/** The user's counters (spec 002 §3 "account-level counters"): the item counters over all their videos and images, and the mail ones. */
export const accountPersonalisationCountsSchema = itemPersonalisationCountsSchema.extend({ soloMailGenCount: counter, batchMailGenCount: counter });
export type AccountPersonalisationCounts = z.infer<typeof accountPersonalisationCountsSchema>;

/** What the API reference says of the counters. */
export const PERSONALISATION_COUNTS_DESCRIPTION =
  'downloadGenCount (personalised downloads made), sharingPageGenCount (personalised links of videos made), imageSoloGenCount (personalised links of images made), each counting items whatever their status';
