import type { Paged, PageQuery } from '../../contract/paging.ts';

/** One page of a list as a store reads it: the total and this page's items. */
export type ListPage<T> = { count: number; results: T[] };

/**
 * The paged answer of a list at `path`: `next` repeats the query `kept` (the list's filters)
 * with the next offset, or is null on the last page.
 */
export function pagedAnswer<T>(path: string, kept: Record<string, string>, { limit, offset }: PageQuery, page: ListPage<T>): Paged<T> {
  const next = offset + page.results.length < page.count ? `${path}?${new URLSearchParams({ ...kept, limit: String(limit), offset: String(offset + limit) })}` : null;
  return { isError: false, message: '', count: page.count, next, results: page.results };
}
