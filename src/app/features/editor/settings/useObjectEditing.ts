import { updateObject, type ObjectUpdate } from '../../../../scene/ops/updateObject';
import { updateTiming } from '../../../../scene/ops/updateTiming';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { useAppDispatch } from '../../../hooks';
import type { EditOptions } from '../panels/types';
import { editDocument } from '../state/editDocument';

/** The change callbacks the settings panels take, bound to one object of one scene (a transient change is a preview). */
export function useObjectEditing(sceneId: number, objectId: string) {
  const dispatch = useAppDispatch();
  return {
    onChange: (patch: object, options?: EditOptions) =>
      dispatch(editDocument((document) => updateObject(document, sceneId, objectId, patch as ObjectUpdate), { preview: options?.transient })),
    onTimingChange: (patch: Partial<ElementTiming>, options?: EditOptions) =>
      dispatch(editDocument((document) => updateTiming(document, sceneId, objectId, patch), { preview: options?.transient })),
  };
}
