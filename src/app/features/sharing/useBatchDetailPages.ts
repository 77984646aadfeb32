import { useState } from 'react';
import { batchDetailsUrl, useGetBatchDetailsQuery } from './batchHistoryApi';
import { detailPageCount } from './batchDetailRules';

/**
 * One page at a time of a batch's detail view (14 contacts): Next follows the answer's `next`,
 * Previous goes back to the page before. `detail` is the page shown (undefined while a page not
 * yet seen loads); `refetch` asks for it again (the list moves while the batch renders). Give the
 * component a `key` of the batch id so another batch starts on its first page.
 */
export function useBatchDetailPages(batchId: number) {
  const [addresses, setAddresses] = useState(() => [batchDetailsUrl(batchId)]);
  const query = useGetBatchDetailsQuery(addresses.at(-1)!);
  const detail = query.currentData;
  const next = detail?.next ?? null;
  return {
    detail,
    isLoading: detail === undefined && !query.isError,
    isError: query.isError && detail === undefined,
    page: addresses.length,
    pageCount: detailPageCount(detail?.count ?? 0),
    hasNext: next !== null,
    hasPrevious: addresses.length > 1,
    showNext: () => {
      if (next) setAddresses((shown) => [...shown, next]);
    },
    showPrevious: () => setAddresses((shown) => (shown.length > 1 ? shown.slice(0, -1) : shown)),
    refetch: () => void query.refetch(),
  };
}

/** A batch's detail pages as {@link useBatchDetailPages} answers them. */
export type BatchDetailPages = ReturnType<typeof useBatchDetailPages>;
