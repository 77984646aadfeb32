import { addObject } from '../../../../scene/ops/objects';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import type { AppThunk } from '../../../store';
import { editDocument } from '../state/editDocument';
import { selectionChanged } from '../state/editorSlice';

/** Puts a new object on top of scene `sceneId` and selects it (one undo step). */
export function addToScene(sceneId: number, object: CanvasObject, timing?: Partial<ElementTiming>): AppThunk<void> {
  return (dispatch) => {
    dispatch(editDocument((document) => addObject(document, sceneId, object, timing)));
    dispatch(selectionChanged([object.id]));
  };
}
