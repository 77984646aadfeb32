import { createListenerMiddleware } from '@reduxjs/toolkit';
import { GENERATE_STATUS } from '../../../contract/generation';
import { LIVE_COMMANDS, PROGRESS_TYPES } from '../../../contract/live';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { myItemsApi } from '../myItems/myItemsApi';

/** The payloads as they may arrive: every field checked before use. */
type ItemData = { id?: unknown; results?: { type?: unknown } };

/** Whether a live message is news of a video or image itself: its details, or its main video's progress. */
function isItemNews(command: string, data: ItemData | null): boolean {
  if (command === LIVE_COMMANDS.detailsUpdate) return true;
  return command === LIVE_COMMANDS.progressUpdate && (data?.results?.type ?? PROGRESS_TYPES.mainVideo) === PROGRESS_TYPES.mainVideo;
}

/**
 * Brings an item's mail code to its detail screen (issue 19): the code is made a moment after the
 * item is ready (its pictures first) and is not carried by the live messages, so news of a ready
 * item whose cached detail has no code yet asks for the detail again.
 */
export const liveMailUpdates = createListenerMiddleware<RootState>();

liveMailUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => {
    const data = payload.data as ItemData | null;
    if (typeof data?.id !== 'number' || !isItemNews(payload.command, data)) return;
    const id = data.id;
    for (const kind of ['video', 'image'] as const) {
      const detail = myItemsApi.endpoints.getItemDetails.select({ kind, id })(api.getState()).data;
      if (detail?.mainVideoGenerate.status !== GENERATE_STATUS.ready || detail.code) continue;
      void (api.dispatch as AppDispatch)(myItemsApi.endpoints.getItemDetails.initiate({ kind, id }, { subscribe: false, forceRefetch: true }));
    }
  },
});
