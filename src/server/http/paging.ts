import type { Paged, PageQuery } from '../../contract/paging.ts';

/** One page of a list as a store reads it: the total and this page's items. */
export type ListPage<T> = { count: number; results: T[] };

/** The page `{limit, offset}` of a list held in memory. */
export function pageOfList<T>(items: readonly T[], { limit, offset }: PageQuery): ListPage<T> {
  return { count: items.length, results: items.slice(offset, offset + limit) };
}

/**
 * The path of the page after `page` of the list at `path`, or null on the last page: the query
 * `kept` (the list's filters), then the same limit and the next offset, then `keptAfter` (for the
 * lists whose filters have always come after the paging).
 */
export function nextPagePath(
  path: string,
  kept: Record<string, string>,
  { limit, offset }: PageQuery,
  page: ListPage<unknown>,
  keptAfter: Record<string, string> = {},
): string | null {
  if (offset + page.results.length >= page.count) return null;
  return `${path}?${new URLSearchParams({ ...kept, limit: String(limit), offset: String(offset + limit), ...keptAfter })}`;
}

/**
 * The paged answer of a list at `path`: `next` repeats the query `kept` (the list's filters)
 * with the next offset, or is null on the last page.
 */
export function pagedAnswer<T>(path: string, kept: Record<string, string>, query: PageQuery, page: ListPage<T>, keptAfter: Record<string, string> = {}): Paged<T> {
  return { isError: false, message: '', count: page.count, next: nextPagePath(path, kept, query, page, keptAfter), results: page.results };
}
