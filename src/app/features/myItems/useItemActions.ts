import { useState } from 'react';
import { useAppDispatch } from '../../hooks';
import { useCopyProjectMutation, useDeleteProjectMutation, useRenameProjectMutation } from '../editor/projectApi';
import { editorPath } from '../editor/routes/editorPath';
import { deleteFailedMessage } from './itemRules';
import { changeItem, removeItemFromLists, showItemInLists } from './itemListChanges';
import type { ProjectCard } from '../../../contract/projects';
import type { ItemKind } from './myItemsApi';

/** The address that opens an item in the editor. */
export function itemEditorPath(kind: ItemKind, id: number): string {
  return editorPath({ editorType: kind, projectId: id, sceneIndex: 0 });
}

/**
 * Duplicate & Edit, Delete and Rename of items of `kind` (spec 001 §2, §8; 002 §2, §7), keeping
 * the lists and the detail screen in step. `initialError` is a failure to show from the start
 * (a delete that failed on the detail screen, which then came back to the list).
 */
export function useItemActions(kind: ItemKind, initialError: string | null = null) {
  const dispatch = useAppDispatch();
  const [copyProject] = useCopyProjectMutation();
  const [deleteProject] = useDeleteProjectMutation();
  const [renameProject] = useRenameProjectMutation();
  const [error, setError] = useState<string | null>(initialError);

  /** Copies the item into a new draft and opens it in the editor in a new tab. */
  const duplicate = async (item: Pick<ProjectCard, 'id'>) => {
    // The tab is opened now, inside the click, so that pop-up blockers let it through.
    const tab = window.open('about:blank', '_blank');
    const reply = await copyProject({ editorType: kind, id: item.id });
    if (!reply.data) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = itemEditorPath(kind, reply.data.id);
    await dispatch(showItemInLists(kind, reply.data.id));
  };

  /**
   * Deletes the item; answers whether it is gone. A failed video delete stays in its list and says
   * "{id} is Error on Deleted!"; a failed image delete is taken out of the list anyway (spec 001 §8).
   */
  const remove = async (item: Pick<ProjectCard, 'id'>): Promise<boolean> => {
    setError(null);
    const reply = await deleteProject({ editorType: kind, id: item.id });
    if ('error' in reply && kind === 'video') {
      setError(deleteFailedMessage(item.id));
      return false;
    }
    dispatch(removeItemFromLists(kind, item.id));
    return true;
  };

  /** Renames the item at once; a refused rename puts the old name back (and is only logged, spec 000 §8). */
  const rename = async (item: Pick<ProjectCard, 'id' | 'name'>, name: string) => {
    dispatch(changeItem(item.id, { name }));
    const reply = await renameProject({ editorType: kind, id: item.id, name });
    if ('error' in reply) {
      console.error(`Project ${item.id}: the rename was refused`, reply.error);
      dispatch(changeItem(item.id, { name: item.name }));
    }
  };

  return { duplicate, remove, rename, error, clearError: () => setError(null) };
}
