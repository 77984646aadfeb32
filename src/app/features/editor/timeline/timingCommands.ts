import { updateScene } from '../../../../scene/ops/sceneAccess';
import { updateTiming, type TimingUpdate } from '../../../../scene/ops/updateTiming';
import type { AppThunk } from '../../../store';
import { editDocument } from '../state/editDocument';

/** Changes the timing of one object; `preview` while a bar is dragged, then once more to commit (one undo step). */
export function changeTiming(sceneId: number, objectId: string, patch: TimingUpdate, preview = false): AppThunk<void> {
  return editDocument((document) => updateTiming(document, sceneId, objectId, patch), { preview });
}

/** Sets the Scene Duration (`scene.duration`, seconds), already checked against its minimum. */
export function changeSceneDuration(sceneId: number, duration: number, preview = false): AppThunk<void> {
  return editDocument((document) => updateScene(document, sceneId, (scene) => (scene.duration === duration ? scene : { ...scene, duration })), { preview });
}
