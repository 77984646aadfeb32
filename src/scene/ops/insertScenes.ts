import { PROJECT_MODES } from '../constants';
import { sceneModeFor } from '../factories';
import { nextSceneId } from '../ids';
import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import { copyScene } from './duplicateScene';
import { insertionIndex, withSceneSlot } from './scenes';

/**
 * Adds scenes from elsewhere (a template's, spec 000 §2 `templates/list`) to a project: each a
 * copy with fresh ids ({@link copyScene}) under the next free scene number, placed in the given
 * order right after `afterSceneId` (or at the end). In a project without avatar (mode 1) the
 * copies have no avatar (scene mode 2); elsewhere they keep their own avatar mode.
 * @returns the new document and the new scene numbers, in order
 * @throws SceneOpError `UNKNOWN_SCENE` when `afterSceneId` is not a live scene
 */
export function insertScenes(doc: ProjectDocument, scenes: readonly Scene[], afterSceneId?: number): { doc: ProjectDocument; sceneIds: number[] } {
  let index = insertionIndex(doc, afterSceneId);
  let next = doc;
  const sceneIds: number[] = [];
  for (const scene of scenes) {
    const sceneId = nextSceneId(next);
    const copy = copyScene(scene, sceneId);
    const added = doc.mode === PROJECT_MODES.nonAvatar ? { ...copy, mode: sceneModeFor(doc.mode) } : copy;
    next = { ...next, currentScene: withSceneSlot(next, sceneId, index), scenes: { ...next.scenes, [String(sceneId)]: added } };
    sceneIds.push(sceneId);
    index++;
  }
  return { doc: next, sceneIds };
}
