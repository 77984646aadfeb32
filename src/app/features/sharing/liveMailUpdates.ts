import { createListenerMiddleware } from '@reduxjs/toolkit';
import { GENERATE_STATUS } from '../../../contract/generation';
import { LIVE_COMMANDS, PROGRESS_TYPES } from '../../../contract/live';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { myItemsApi } from '../myItems/myItemsApi';

/** The payloads as they may arrive: every field checked before use. */
type ItemData = { id?: unknown; results?: { type?: unknown; status?: unknown; mainVideoGenerate?: unknown } };

/**
 * Whether a live message may bring an item's code: its card told anew (the server tells it when
 * the item's mail pictures are made; a report's counts alone are not) or its main video ready.
 */
function mayBringCode(command: string, data: ItemData | null): boolean {
  const results = data?.results;
  if (command === LIVE_COMMANDS.detailsUpdate) return results?.mainVideoGenerate !== undefined;
  return command === LIVE_COMMANDS.progressUpdate && (results?.type ?? PROGRESS_TYPES.mainVideo) === PROGRESS_TYPES.mainVideo && results?.status === GENERATE_STATUS.ready;
}

/**
 * Brings an item's mail code to its detail screen (issue 19): the code is made a moment after the
 * item is ready (its pictures first) and is not carried by the live messages, so such news of a
 * ready item whose cached detail has no code yet asks for the detail again.
 */
export const liveMailUpdates = createListenerMiddleware<RootState>();

liveMailUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => {
    const data = payload.data as ItemData | null;
    if (typeof data?.id !== 'number' || !mayBringCode(payload.command, data)) return;
    const id = data.id;
    for (const kind of ['video', 'image'] as const) {
      const detail = myItemsApi.endpoints.getItemDetails.select({ kind, id })(api.getState()).data;
      if (detail?.mainVideoGenerate.status !== GENERATE_STATUS.ready || detail.code) continue;
      void (api.dispatch as AppDispatch)(myItemsApi.endpoints.getItemDetails.initiate({ kind, id }, { subscribe: false, forceRefetch: true }));
    }
  },
});
