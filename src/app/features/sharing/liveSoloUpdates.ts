import { createListenerMiddleware } from '@reduxjs/toolkit';
import { LIVE_COMMANDS, type LiveData, PROGRESS_TYPES } from '../../../contract/live';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { refetchLists, updateInLists } from '../../api/pagedList';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { isCodeHistory, isPersonalisationHistory } from './personalisationApi';

/** A progress payload as it may arrive: every field checked before use. */
type ProgressData = { results?: Partial<LiveData<typeof LIVE_COMMANDS.progressUpdate>['results']> };

/** The progress types of one contact's personalised items: a download (1), a video's or an image's link (2), a video's solo mail code (4). */
const SOLO_TYPES: readonly number[] = [PROGRESS_TYPES.download, PROGRESS_TYPES.solo, PROGRESS_TYPES.solomail];

/**
 * Keeps the personalisation histories live (Personalised Link History, Generated Download
 * History, Personalised Mail History): a personalised item's progress (`type` 1, 2 or 4,
 * `results.id` the item) moves its entry's status and ring in place, in every cached history; a
 * failure brings its reason. A ready item's mail code does not travel on the socket: the histories
 * whose entries carry one are asked for again.
 */
export const liveSoloUpdates = createListenerMiddleware<RootState>();

liveSoloUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => {
    if (payload.command !== LIVE_COMMANDS.progressUpdate) return;
    const results = (payload.data as ProgressData | null)?.results;
    if (!results || !SOLO_TYPES.includes(results.type ?? -1) || typeof results.id !== 'number' || typeof results.progress !== 'number' || typeof results.status !== 'number')
      return;
    const patch = {
      status: results.status,
      progress: Math.round(results.progress),
      ...(results.video ? { video: results.video } : {}),
      ...(results.status === PERSONALISATION_STATUS.error && typeof results.message === 'string' ? { message: results.message } : {}),
    };
    const dispatch = api.dispatch as AppDispatch;
    dispatch(updateInLists(isPersonalisationHistory, results.id, patch));
    if (results.status === PERSONALISATION_STATUS.ready) dispatch(refetchLists(isCodeHistory));
  },
});
