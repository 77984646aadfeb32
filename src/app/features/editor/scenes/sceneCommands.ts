import { showProjectPresenter } from '../../../../scene/ops/avatars';
import { duplicateScene } from '../../../../scene/ops/duplicateScene';
import { addScene, deleteScene } from '../../../../scene/ops/scenes';
import { liveSceneIds, moveScene } from '../../../../scene/ops/sceneOrder';
import type { AppThunk } from '../../../store';
import { editDocument } from '../state/editDocument';
import { selectionChanged } from '../state/editorSlice';

/**
 * Adds a scene after `afterSceneId` (spec 000 §4 "Add scene"), showing the project's presenter when
 * its avatar mode is the default avatar; answers its position in the play order.
 */
export function addSceneAfter(afterSceneId: number): AppThunk<number> {
  return (dispatch, getState) => {
    let added = -1;
    dispatch(
      editDocument((document) => {
        const result = addScene(document, afterSceneId);
        added = result.sceneId;
        return showProjectPresenter(result.doc, result.sceneId);
      }),
    );
    const document = getState().editor.document;
    return document ? liveSceneIds(document).indexOf(added) : -1;
  };
}

/** Duplicates a scene right after itself, with fresh ids; answers the copy's position in the play order. */
export function duplicateSceneOf(sceneId: number): AppThunk<number> {
  return (dispatch, getState) => {
    let copy = -1;
    dispatch(
      editDocument((document) => {
        const result = duplicateScene(document, sceneId);
        copy = result.sceneId;
        return result.doc;
      }),
    );
    const document = getState().editor.document;
    return document ? liveSceneIds(document).indexOf(copy) : -1;
  };
}

/**
 * Deletes a scene (its slot becomes -1) and clears the selection.
 * @throws SceneOpError `LAST_SCENE` ("Can't Delete Only One Scene!") for the only scene left
 */
export function deleteSceneOf(sceneId: number): AppThunk<void> {
  return (dispatch) => {
    dispatch(editDocument((document) => deleteScene(document, sceneId)));
    dispatch(selectionChanged([]));
  };
}

/** Moves the scene at play position `from` to position `to` (drag reordering). */
export function reorderScenes(from: number, to: number): AppThunk<void> {
  return editDocument((document) => moveScene(document, from, to));
}
