import { z } from 'zod';
import { errorMessageSchema } from './reply';

/** Lists load 10 at a time (spec 002 §9 "List page size: 10"). */
export const LIST_PAGE_SIZE = 10;

/** The most items one page may ask for. */
export const LIST_MAX_LIMIT = 50;

/** Paging of a list call: `limit` (1-`max`, default `size`) and `offset` (from 0), as query strings. */
export function pageQuerySchema(size = LIST_PAGE_SIZE, max = LIST_MAX_LIMIT) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(max).default(size),
    offset: z.coerce.number().int().min(0).default(0),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** A paged answer (spec 001 §7): `{isError, message, count, next, results}`; `next` is the next page's path or null. */
export type Paged<T> = { isError: boolean; message: string; count: number; next: string | null; results: T[] };

/** Zod schema of a paged answer of `item`s. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ isError: z.boolean(), message: errorMessageSchema, count: z.number().int().min(0), next: z.string().nullable(), results: z.array(item) }).loose();
}

/** Reads `results` out of a paged answer: the `transformResponse` of the app's list calls that keep only the items. */
export function resultsOf<T>(reply: Pick<Paged<T>, 'results'>): T[] {
  return reply.results;
}
