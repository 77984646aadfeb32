import { createListenerMiddleware } from '@reduxjs/toolkit';
import { LIVE_COMMANDS, liveDataSchemas, PROGRESS_TYPES } from '../../../contract/live';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { refetchLists, updateInLists } from '../../api/pagedList';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { isBatchHistory } from './batchHistoryApi';

/** The statuses a batch ends in: 1 every contact ready, 0 some failed or cancelled. */
const FINISHED: readonly number[] = [PERSONALISATION_STATUS.ready, PERSONALISATION_STATUS.error];

/**
 * Keeps the Batch Histories live (issue 18): a batch's progress (`type` 3, `results.id` the batch)
 * moves its entry's counts, percent and status in place, in every cached history. When the batch
 * ends, the histories are asked for again: the entry's `message` and `failedCount` (why it
 * stopped short) do not travel on the socket.
 */
export const liveBatchUpdates = createListenerMiddleware<RootState>();

liveBatchUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => {
    if (payload.command !== LIVE_COMMANDS.progressUpdate) return;
    const parsed = liveDataSchemas[LIVE_COMMANDS.progressUpdate].safeParse(payload.data);
    if (!parsed.success || parsed.data.results.type !== PROGRESS_TYPES.batch) return;
    const { id, status, progress, generatedCount, totalCount } = parsed.data.results;
    if (status === null || generatedCount === undefined || totalCount === undefined) return;
    const dispatch = api.dispatch as AppDispatch;
    dispatch(updateInLists(isBatchHistory, id, { status, progress: Math.round(progress), generatedCount, totalCount }));
    if (FINISHED.includes(status)) dispatch(refetchLists(isBatchHistory));
  },
});
