import { z } from 'zod';
import { replySchema } from './reply';

/**
 * The preflight of a validated batch (issue 18, our addition to spec 002 §4 "Batch generation"):
 * what generation will make and cost, shown in the error summary before Generate Code spends a
 * credit. `GET /api/newvideo/video/batch/preflight/{batch id}/`.
 */

/** How many valid contacts the preflight pictures (the first ones, by contact number). */
export const PREFLIGHT_CONTACT_COUNT = 12;

/**
 * One of the first valid contacts: the first frame of their personalised video (drawn by the
 * engine with the row's values; an address, or null when it could not be drawn) and the tags whose
 * cell is empty, so the tag's fallback value stands in.
 */
export const preflightContactSchema = z.object({
  contactNumber: z.number().int().min(1),
  email: z.string(),
  thumbnail: z.string().nullable(),
  fallbackTags: z.array(z.string()),
});
export type PreflightContact = z.infer<typeof preflightContactSchema>;

/** One credit type the batch takes up front: per contact × valid contacts, against what is left. */
export const preflightCreditSchema = z.object({
  creditType: z.number().int(),
  name: z.string(),
  needed: z.number().int().min(0),
  left: z.number().int(),
});
export type PreflightCredit = z.infer<typeof preflightCreditSchema>;

/**
 * The preflight answer's result: the first contacts pictured, how many valid contacts use at least
 * one fallback value, the credits, and the estimated seconds from Generate Code to the last ready
 * contact (null when nothing has been measured yet), with what the estimate is based on.
 */
export const batchPreflightSchema = z.object({
  contacts: z.array(preflightContactSchema),
  fallbackContacts: z.number().int().min(0),
  credits: z.array(preflightCreditSchema),
  etaSeconds: z.number().min(0).nullable(),
  etaBasis: z.string(),
});
export type BatchPreflight = z.infer<typeof batchPreflightSchema>;

/** The preflight call's answer. */
export const batchPreflightReplySchema = replySchema(batchPreflightSchema);
