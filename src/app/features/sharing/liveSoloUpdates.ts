import { createListenerMiddleware } from '@reduxjs/toolkit';
import { LIVE_COMMANDS, type LiveData, PROGRESS_TYPES } from '../../../contract/live';
import { updateInLists } from '../../api/pagedList';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { isSoloHistory } from './personalisationApi';

/** A progress payload as it may arrive: every field checked before use. */
type ProgressData = { results?: Partial<LiveData<typeof LIVE_COMMANDS.progressUpdate>['results']> };

/**
 * Keeps the Personalised Link Histories live: a solo link's progress (`type` 2, `results.id` the
 * personalised item) moves its entry's status and ring in place, in every cached history.
 */
export const liveSoloUpdates = createListenerMiddleware<RootState>();

liveSoloUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => {
    if (payload.command !== LIVE_COMMANDS.progressUpdate) return;
    const results = (payload.data as ProgressData | null)?.results;
    if (!results || results.type !== PROGRESS_TYPES.solo || typeof results.id !== 'number' || typeof results.progress !== 'number' || typeof results.status !== 'number') return;
    const patch = { status: results.status, progress: Math.round(results.progress), ...(results.video ? { video: results.video } : {}) };
    (api.dispatch as AppDispatch)(updateInLists(isSoloHistory, results.id, patch));
  },
});
