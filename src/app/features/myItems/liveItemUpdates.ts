import { createListenerMiddleware } from '@reduxjs/toolkit';
import { liveMessageReceived } from '../../live/liveMiddleware';
import type { AppDispatch, RootState } from '../../store';
import { changeItem, removeItemFromLists, showItemInLists } from './itemListChanges';
import type { ItemCard, ItemGeneration } from './myItemsApi';

/** Progress type of the main video in `videoEditor.progress.update` (other types are sharing's). */
const MAIN_VIDEO = 0;

type ProgressData = { id?: unknown; results?: Partial<ItemGeneration> & { type?: number } };
type DetailsData = { id?: unknown; results?: Partial<ItemCard> };
type ListData = { id?: unknown; isGenerated?: unknown };

/** Handles one live message for My Videos and My Images (spec 000 §7 socket commands). */
function handle(command: string, data: unknown, dispatch: AppDispatch) {
  const { id } = (data ?? {}) as { id?: unknown };
  if (typeof id !== 'number') return;
  switch (command) {
    case 'videoEditor.progress.update': {
      const results = (data as ProgressData).results;
      if (!results || (results.type ?? MAIN_VIDEO) !== MAIN_VIDEO || typeof results.progress !== 'number' || results.status === undefined) return;
      // The tile's message follows from the status; a failure's reason comes with the details message.
      dispatch(changeItem(id, { mainVideoGenerate: { status: results.status, progress: results.progress, video: results.video ?? null, message: null, step: results.step ?? null } }));
      return;
    }
    case 'videoEditor.details.update': {
      const results = (data as DetailsData).results;
      if (results) dispatch(changeItem(id, results));
      return;
    }
    case 'videoEditor.list.add':
      void dispatch(showItemInLists('video', id));
      return;
    case 'videoEditor.list.remove': {
      const { isGenerated } = data as ListData;
      dispatch(removeItemFromLists('video', id, typeof isGenerated === 'boolean' ? isGenerated : undefined));
      return;
    }
    case 'imageEditor.add':
      void dispatch(showItemInLists('image', id));
      return;
    case 'imageEditor.remove':
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
