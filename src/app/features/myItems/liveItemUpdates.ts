import { createListenerMiddleware } from '@reduxjs/toolkit';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { changeItem, removeItemFromLists, showItemInLists } from './itemListChanges';
import { LIVE_COMMANDS, type LiveData, PROGRESS_TYPES } from '../../../contract/live';

/** The payloads as they may arrive: every field checked before use. */
type ProgressData = { id?: unknown; results?: Partial<LiveData<typeof LIVE_COMMANDS.progressUpdate>['results']> };
type DetailsData = { id?: unknown; results?: Partial<LiveData<typeof LIVE_COMMANDS.detailsUpdate>['results']> };
type ListData = { id?: unknown; isGenerated?: unknown };

/** Handles one live message for My Videos and My Images (spec 000 §7 socket commands). */
function handle(command: string, data: unknown, dispatch: AppDispatch) {
  const { id } = (data ?? {}) as { id?: unknown };
  if (typeof id !== 'number') return;
  switch (command) {
    case LIVE_COMMANDS.progressUpdate: {
      const results = (data as ProgressData).results;
      if (!results || (results.type ?? PROGRESS_TYPES.mainVideo) !== PROGRESS_TYPES.mainVideo || typeof results.progress !== 'number' || results.status === undefined) return;
      // The tile's message follows from the status; a failure's reason comes with the details message.
      dispatch(
        changeItem(id, { mainVideoGenerate: { status: results.status, progress: results.progress, video: results.video ?? null, message: null, step: results.step ?? null } }),
      );
      return;
    }
    case LIVE_COMMANDS.detailsUpdate: {
      const results = (data as DetailsData).results;
      if (results) dispatch(changeItem(id, results));
      return;
    }
    case LIVE_COMMANDS.videoListAdd:
      void dispatch(showItemInLists('video', id));
      return;
    case LIVE_COMMANDS.videoListRemove: {
      const { isGenerated } = data as ListData;
      dispatch(removeItemFromLists('video', id, typeof isGenerated === 'boolean' ? isGenerated : undefined));
      return;
    }
    case LIVE_COMMANDS.imageAdd:
      void dispatch(showItemInLists('image', id));
      return;
    case LIVE_COMMANDS.imageRemove:
      dispatch(removeItemFromLists('image', id));
  }
}

/**
 * Keeps My Videos, My Images and the detail screens live: progress moves a card's status tile,
 * details replace an item's fields, list messages add (fetched by id) or remove cards.
 */
export const liveItemUpdates = createListenerMiddleware<RootState>();

liveItemUpdates.startListening({
  actionCreator: liveMessageReceived,
  effect: ({ payload }, api) => handle(payload.command, payload.data, api.dispatch as AppDispatch),
});
