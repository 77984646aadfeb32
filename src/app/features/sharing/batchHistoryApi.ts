import { BATCH_DETAIL_PAGE_SIZE, type BatchDetail, type BatchEntry, type BatchType } from '../../../contract/batch';
import { type Reply, resultOf } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import { updateInLists } from '../../api/pagedList';
import type { AppThunk } from '../../store';

/** Where batch histories are listed: a video's, or the user's (spec 002 §7). */
const HISTORY_PATH = '/api/newvideo/video/generate/batch/';

/** The first page of a video's Batch History of one type, newest first (`type` 1 batch links, 2 mail codes; `scope=item`: the id is the video's, never read as a user id). */
export function batchHistoryUrl(videoId: number, type: BatchType): string {
  return `${HISTORY_PATH}${videoId}/?type=${type}&scope=item`;
}

/** Whether a cached paged list is a batch history (a video's or the user-wide one): live progress finds its entry by id in all of them. */
export const isBatchHistory = (url: string) => url.startsWith(HISTORY_PATH);

/** Whether a cached paged list is a batch history of `type` (where a new batch of that type goes first). */
export const isBatchHistoryOf = (type: BatchType) => (url: string) => isBatchHistory(url) && new URL(url, 'http://list').searchParams.get('type') === String(type);

/** The first page of a batch's detail view: 14 contacts (spec 002 §9 "Batch detail page limit: 14"); later pages follow `next`. */
export function batchDetailsUrl(batchId: number): string {
  return `/api/newvideo/video/details/batch/${batchId}/?limit=${BATCH_DETAIL_PAGE_SIZE}`;
}

/** The generated CSV of a batch: its address and the name to save it as. */
export type GeneratedCsv = { generatedFile: string; fileName: string };

/** A failed contact of a batch to try again. */
export type RetryRequest = { batchId: number; contactNumber: number };

/** Once a call answers the batch's entry, puts it in place in every cached batch history (a refused call is the dialog's to show). */
function showAnsweredEntry(answered: Promise<{ data: BatchEntry }>): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await answered.catch(() => null);
    if (reply) dispatch(updateInLists(isBatchHistory, reply.data.id, reply.data));
  };
}

/**
 * The calls that follow a started batch (issue 18, spec 002 §7): a page of its detail view (by
 * its address: the first from {@link batchDetailsUrl}, then `next`), its generated CSV, cancel and
 * retry a contact. The histories themselves are paged lists (`usePagedList(batchHistoryUrl(id, type))`).
 */
export const batchHistoryApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBatchDetails: build.query<BatchDetail, string>({
      query: (url) => url,
    }),
    /** Writes the batch's CSV as it now stands (each call a new file), so it is a mutation though it is a GET. */
    getGeneratedCsv: build.mutation<GeneratedCsv, number>({
      query: (batchId) => ({ url: `/api/newvideo/video/details/batch/${batchId}/generated/`, method: 'GET' }),
      transformResponse: (reply: Reply<GeneratedCsv>) => resultOf(reply),
    }),
    /** Stops the contacts still queued; the entry's new state shows at once in the histories. */
    cancelBatch: build.mutation<BatchEntry, number>({
      query: (batchId) => ({ url: `/api/newvideo/video/batch/cancel/${batchId}/`, method: 'POST' }),
      transformResponse: (reply: Reply<BatchEntry>) => resultOf(reply),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => dispatch(showAnsweredEntry(queryFulfilled)),
    }),
    /** Tries a failed contact again; the entry's new state shows at once in the histories. */
    retryBatchContact: build.mutation<BatchEntry, RetryRequest>({
      query: ({ batchId, contactNumber }) => ({ url: `/api/newvideo/video/batch/retry/${batchId}/`, method: 'POST', body: { contactNumber } }),
      transformResponse: (reply: Reply<BatchEntry>) => resultOf(reply),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => dispatch(showAnsweredEntry(queryFulfilled)),
    }),
  }),
});

export const { useGetBatchDetailsQuery, useGetGeneratedCsvMutation, useCancelBatchMutation, useRetryBatchContactMutation } = batchHistoryApi;
