import { createListenerMiddleware } from '@reduxjs/toolkit';
import { LIVE_COMMANDS } from '../../../contract/live';
import { updateInLists } from '../../api/pagedList';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { RootState } from '../../store';
import { isUploadListOf } from './mediaApi';
import type { UploadItem } from './mediaTypes';

/**
 * Keeps the upload lists up to date while a video is prepared: each progress message replaces
 * the item in every list of its category (spec 000 §4 "replace"), so its card counts up and
 * becomes placeable once ready.
 */
export const liveUploadUpdates = createListenerMiddleware<RootState>();

liveUploadUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => {
    if (payload.command !== LIVE_COMMANDS.uploadProgress) return;
    const item = (payload.data as { result?: UploadItem } | null)?.result;
    if (item && typeof item.id === 'number' && typeof item.category === 'string') api.dispatch(updateInLists(isUploadListOf(item.category), item.id, item));
  },
});
