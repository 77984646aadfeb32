import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_THRESHOLD } from '../../scene/constants';
import type { AppThunk, RootState } from '../store';
import { apiSlice } from './apiSlice';

/** A paged answer (spec 000 §7): the total (where the list knows it), the address of the next page (null on the last) and this page's items. */
export interface Page<T> {
  count?: number;
  next: string | null;
  results: T[];
}

/** An item of a paged list; items are told apart by `id` (items without one are all kept). */
export type ListItem = { id?: unknown };

/**
 * The one paged-list endpoint of the app: any list of spec 000 §7 (`{count, next, results}`),
 * keyed by the address of its first page (limit, category and search included). Later pages
 * follow `next` exactly as the server wrote it.
 */
export const pagedListApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPagedList: build.infiniteQuery<Page<unknown>, string, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => pageParam || queryArg,
    }),
  }),
});

const { useGetPagedListInfiniteQuery } = pagedListApi;

/**
 * The items of loaded pages in order, each id once (spec 000 §4: "append the next page
 * de-duplicated by id"): an item whose id already came on an earlier page is dropped.
 */
export function mergePages<T extends ListItem>(pages: readonly Page<T>[]): T[] {
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const item of pages.flatMap((page) => page.results)) {
    if (item.id !== undefined && item.id !== null) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
    }
    items.push(item);
  }
  return items;
}

/** What a component shows of a paged list. */
export interface PagedList<T> {
  /** The items loaded so far, de-duplicated by id. */
  items: T[];
  /** The first page is on its way. */
  isLoading: boolean;
  /** The list could not be loaded (a failed search with a fallback shows the fallback instead). */
  isError: boolean;
  /** The search failed and the default list is shown instead (spec 000 §8). */
  isSearchFailed: boolean;
  /** The server has more pages. */
  hasMore: boolean;
  /** A next page is on its way. */
  isLoadingMore: boolean;
  /** Asks for the next page (ignored while one is on its way or none is left). */
  loadMore(): void;
  /** Attach to an element at the end of the list: when it scrolls into view the next page loads. */
  observeEnd(element: Element | null): void;
}

/** How far before the end of the list the next page starts loading, px. */
const SENTINEL_MARGIN = '200px';

/**
 * A paged list (spec 000 §4, §8): loads the first page of `url`, appends later pages
 * de-duplicated by id, loads the next page by itself while 18 or fewer items are shown, and when
 * the end of the list scrolls into view. A new `url` (another search) starts from its first page.
 * When `url` is a search and it fails, the list of `fallbackUrl` (the default list) is shown.
 * @param url - address of the first page; null loads nothing
 * @param fallbackUrl - the default list shown when the search at `url` fails
 * @param options.pollingMs - asks for the loaded pages again this often (0, the default: never)
 */
export function usePagedList<T extends ListItem>(url: string | null, fallbackUrl?: string, { pollingMs = 0 }: { pollingMs?: number } = {}): PagedList<T> {
  const searched = useGetPagedListInfiniteQuery(url ?? skipToken, { pollingInterval: pollingMs });
  const isSearchFailed = searched.isError && fallbackUrl !== undefined && fallbackUrl !== url;
  const fallback = useGetPagedListInfiniteQuery(isSearchFailed ? fallbackUrl : skipToken, { pollingInterval: pollingMs });
  const shown = isSearchFailed ? fallback : searched;
  // currentData, not data: another list's items (the previous tab or search) are never shown as this one's.
  const { currentData, hasNextPage, isFetching, isFetchingNextPage, isError, fetchNextPage } = shown;
  const items = useMemo(() => mergePages((currentData?.pages ?? []) as Page<T>[]), [currentData]);
  const canLoadMore = hasNextPage && !isFetching;

  const loadMore = useCallback(() => {
    if (canLoadMore) void fetchNextPage();
  }, [canLoadMore, fetchNextPage]);

  // A failed page is not asked for again by itself (no request loop); scrolling or Load more retries.
  useEffect(() => {
    if (items.length <= PAGE_THRESHOLD && !isError) loadMore();
  }, [items.length, isError, loadMore]);

  // A new observer after every page: its first report says whether the end is still in view.
  const [sentinel, observeEnd] = useState<Element | null>(null);
  useEffect(() => {
    if (!sentinel || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, canLoadMore, loadMore]);

  return {
    items,
    isLoading: !currentData && isFetching,
    isError: isError && !currentData,
    isSearchFailed,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
    observeEnd,
  };
}

/** The first-page addresses of every cached paged list, for the list changes below. */
function cachedLists(state: RootState): string[] {
  return pagedListApi.util.selectCachedArgsForQuery(state, 'getPagedList');
}

/** Changes the loaded pages of every cached list whose first-page address passes `isList`. */
function changeLists(isList: (url: string) => boolean, change: (pages: Page<ListItem>[]) => void): AppThunk<void> {
  return (dispatch, getState) => {
    for (const url of cachedLists(getState()).filter(isList)) {
      dispatch(pagedListApi.util.updateQueryData('getPagedList', url, (draft) => change(draft.pages as Page<ListItem>[])));
    }
  };
}

/** Puts a new item first in the lists that pass `isList` (spec 000 §4 "prepend"), once. */
export function prependToLists<T extends ListItem>(isList: (url: string) => boolean, item: T): AppThunk<void> {
  return changeLists(isList, (pages) => {
    const [first] = pages;
    if (!first || pages.some((page) => page.results.some((existing) => existing.id === item.id))) return;
    first.results.unshift(item);
    if (first.count !== undefined) first.count += 1;
  });
}

/** Changes the fields of item `id` in the lists that pass `isList` ("replace", "rename"). */
export function updateInLists(isList: (url: string) => boolean, id: unknown, patch: Record<string, unknown>): AppThunk<void> {
  return changeLists(isList, (pages) => {
    for (const item of pages.flatMap((page) => page.results)) if (item.id === id) Object.assign(item, patch);
  });
}

/** Takes item `id` out of the lists that pass `isList` ("remove"). */
export function removeFromLists(isList: (url: string) => boolean, id: unknown): AppThunk<void> {
  return changeLists(isList, (pages) => {
    for (const page of pages) {
      const before = page.results.length;
      page.results = page.results.filter((item) => item.id !== id);
      if (page.count !== undefined) page.count -= before - page.results.length;
    }
  });
}

/** Asks the server again for every loaded page of the cached lists that pass `isList` (fields a live update does not carry). */
export function refetchLists(isList: (url: string) => boolean): AppThunk<void> {
  return (dispatch, getState) => {
    for (const url of cachedLists(getState()).filter(isList)) void dispatch(pagedListApi.endpoints.getPagedList.initiate(url, { forceRefetch: true, subscribe: false }));
  };
}

/** Drops every page of list `url` after the first (spec 000 §8: a media process with isError resets that list). */
export function resetToFirstPage(url: string): AppThunk<void> {
  return (dispatch) => {
    dispatch(
      pagedListApi.util.updateQueryData('getPagedList', url, (draft) => {
        draft.pages.splice(1);
        draft.pageParams.splice(1);
      }),
    );
  };
}
