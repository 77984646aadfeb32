import { copyObjects, pasteObjects } from '../../../../scene/ops/copyObjects';
import { layerMoves, moveLayer, type LayerMove } from '../../../../scene/ops/layers';
import { isDeletable, removeObjects } from '../../../../scene/ops/objects';
import { updateObject, type ObjectUpdate } from '../../../../scene/ops/updateObject';
import type { Scene } from '../../../../scene/schema/scene';
import type { AppThunk } from '../../../store';
import type { CanvasCommand } from '../canvas/CanvasOverlay';
import { editDocument } from '../state/editDocument';
import { copied, selectionChanged, type Clipboard } from '../state/editorSlice';

/** Changes to several objects of a scene at once (a drag of a multi-selection); `preview` while dragging. */
export function changeObjects(sceneId: number, changes: readonly { id: string; patch: ObjectUpdate }[], preview: boolean): AppThunk<void> {
  return editDocument((document) => changes.reduce((current, { id, patch }) => updateObject(current, sceneId, id, patch), document), { preview });
}

/** Which context-menu entries and layer buttons work now (spec 000 §4 disabled states). */
export function commandStates(scene: Scene, selection: readonly string[], clipboard: Clipboard | null, isEditingText: boolean): Record<CanvasCommand, boolean> {
  const selected = scene.jsonData.objects.filter((object) => selection.includes(object.id));
  const single = selected.length === 1 ? selected[0] : undefined;
  const moves = single && single._Type !== 'background' ? layerMoves(scene, single.id) : { back: false, backward: false, forward: false, front: false };
  return {
    copy: selected.some((object) => object._Type !== 'background'),
    paste: clipboard !== null && clipboard.objects.length > 0 && !isEditingText,
    delete: selected.some((object) => isDeletable(object)),
    ...moves,
  };
}

/** Runs a context-menu or keyboard command on the selection of scene `sceneId`. */
export function runCommand(sceneId: number, command: CanvasCommand): AppThunk<void> {
  return (dispatch, getState) => {
    const { document, selection, clipboard } = getState().editor;
    const scene = document?.scenes[String(sceneId)];
    if (!scene) return;
    switch (command) {
      case 'copy': {
        const copy = copyObjects(scene, selection);
        if (copy.objects.length > 0) dispatch(copied(copy));
        return;
      }
      case 'paste': {
        if (!clipboard) return;
        let pasted: string[] = [];
        dispatch(
          editDocument((current) => {
            const result = pasteObjects(current, sceneId, clipboard.objects, clipboard.timings);
            pasted = result.ids;
            return result.doc;
          }),
        );
        if (pasted.length > 0) dispatch(selectionChanged(pasted));
        return;
      }
      case 'delete': {
        const ids = scene.jsonData.objects.filter((object) => selection.includes(object.id) && isDeletable(object)).map((object) => object.id);
        if (ids.length === 0) return;
        dispatch(editDocument((current) => removeObjects(current, sceneId, ids)));
        dispatch(selectionChanged(selection.filter((id) => !ids.includes(id))));
        return;
      }
      default: {
        const [id] = selection;
        if (selection.length === 1 && id) dispatch(editDocument((current) => moveLayer(current, sceneId, id, command satisfies LayerMove)));
      }
    }
  };
}
