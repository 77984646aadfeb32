import { useNavigate } from 'react-router-dom';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { useAppDispatch } from '../../../hooks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { settingsRouteFor } from '../settings/settingsRoute';
import { useCurrentScene } from '../useCurrentScene';
import { addToScene } from './addToScene';

/** Adds an object to the open scene, selects it and opens its settings. */
export function useAddObject(): (object: CanvasObject, timing?: Partial<ElementTiming>) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  return (object, timing) => {
    if (!current || !where) return;
    dispatch(addToScene(current.sceneId, object, timing));
    void navigate(editorPath({ ...where, sceneIndex: current.sceneIndex, ...settingsRouteFor([object]) }));
  };
}
