import { prependToLists, removeFromLists, updateInLists } from '../../api/pagedList';
import type { AppThunk } from '../../store';
import type { ProjectCard } from '../../../contract/projects';
import { type ItemKind, isItemList, myItemsApi } from './myItemsApi';

/**
 * Puts item `id` of `kind` first in its list (Generated or Drafts, as the server says it now is)
 * and takes it out of the other: fetched from the detail call, as list messages carry only the id.
 */
export function showItemInLists(kind: ItemKind, id: number): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await dispatch(myItemsApi.endpoints.getItemDetails.initiate({ kind, id }, { subscribe: false, forceRefetch: true }));
    if (!reply.data) return;
    const item = reply.data;
    dispatch(removeFromLists(isItemList(kind, item.isGenerated ? 'draft' : 'generated'), id));
    dispatch(updateInLists(isItemList(kind), id, item));
    dispatch(prependToLists(isItemList(kind, item.isGenerated ? 'generated' : 'draft'), item));
  };
}

/** Takes item `id` out of the lists of `kind` (optionally only one tab's). */
export function removeItemFromLists(kind: ItemKind, id: number, isGenerated?: boolean): AppThunk<void> {
  return (dispatch) => {
    dispatch(removeFromLists(isItemList(kind, isGenerated === undefined ? undefined : isGenerated ? 'generated' : 'draft'), id));
  };
}

/** Changes fields of item `id` wherever it is shown: in the lists of both kinds and on its detail screen. */
export function changeItem(id: number, change: Partial<ProjectCard>): AppThunk<void> {
  return (dispatch) => {
    for (const kind of ['video', 'image'] as const) {
      dispatch(updateInLists(isItemList(kind), id, change));
      dispatch(myItemsApi.util.updateQueryData('getItemDetails', { kind, id }, (draft) => void Object.assign(draft, change)));
    }
  };
}
