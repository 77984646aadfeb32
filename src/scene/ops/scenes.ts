import { createScene } from '../factories';
import { nextSceneId } from '../ids';
import type { ProjectDocument } from '../schema/project';
import { liveSceneIds } from './sceneOrder';
import { LAST_SCENE_MESSAGE, SceneOpError } from './SceneOpError';

/** A document together with the scene an operation made. */
export type SceneOpResult = { doc: ProjectDocument; sceneId: number };

/**
 * The index in `sceneArr` after which a scene goes: right after the slot of `afterSceneId`, or at
 * the end when it is not given.
 * @throws SceneOpError `UNKNOWN_SCENE` when `afterSceneId` is not a live scene
 */
export function insertionIndex(doc: ProjectDocument, afterSceneId?: number): number {
  const sceneArr = doc.currentScene.sceneArr;
  if (afterSceneId === undefined) return sceneArr.length;
  if (!liveSceneIds(doc).includes(afterSceneId)) throw new SceneOpError('UNKNOWN_SCENE', `scene ${afterSceneId} is not a live scene`);
  return sceneArr.indexOf(afterSceneId) + 1;
}

/**
 * `currentScene` with a new scene number placed in `sceneArr` at `index` and appended to `arr`
 * (which records every number ever used, so it is never reused).
 */
export function withSceneSlot(doc: ProjectDocument, sceneId: number, index: number): ProjectDocument['currentScene'] {
  const { sceneArr, arr } = doc.currentScene;
  return { ...doc.currentScene, sceneArr: sceneArr.toSpliced(index, 0, sceneId), arr: [...arr, sceneId] };
}

/**
 * Adds a scene (spec 000 §4 "Add scene"): the next free number (`nextSceneId`), the default white
 * background, one empty speech box, easy mode, the avatar mode that matches the project mode (see
 * `createScene`). It is placed in the play order right after `afterSceneId`, or at the end. The
 * scene limit is not checked here: the spec does not give its value.
 * @param afterSceneId - the live scene the new one follows; the end of the play order when omitted
 * @returns the new document and the new scene's number
 * @throws SceneOpError `UNKNOWN_SCENE` when `afterSceneId` is not a live scene
 */
export function addScene(doc: ProjectDocument, afterSceneId?: number): SceneOpResult {
  const index = insertionIndex(doc, afterSceneId);
  const sceneId = nextSceneId(doc);
  const scene = createScene({ id: sceneId, size: doc.size, projectMode: doc.mode });
  return {
    doc: { ...doc, currentScene: withSceneSlot(doc, sceneId, index), scenes: { ...doc.scenes, [String(sceneId)]: scene } },
    sceneId,
  };
}

/**
 * Deletes a scene (spec 000 §4): its slot in `sceneArr` becomes -1 and the scene is removed from
 * `scenes`. Its number stays in `arr` (added there if it was missing), so it is never reused.
 * Ending its timeline, clearing the selection and routing are the editor's part.
 * @throws SceneOpError `LAST_SCENE` (message `Can't Delete Only One Scene!`) when it is the only live scene
 * @throws SceneOpError `UNKNOWN_SCENE` when it is not a live scene
 */
export function deleteScene(doc: ProjectDocument, sceneId: number): ProjectDocument {
  const live = liveSceneIds(doc);
  if (!live.includes(sceneId)) throw new SceneOpError('UNKNOWN_SCENE', `scene ${sceneId} is not a live scene`);
  if (live.length === 1) throw new SceneOpError('LAST_SCENE', LAST_SCENE_MESSAGE);
  const { sceneArr, arr } = doc.currentScene;
  const scenes = { ...doc.scenes };
  delete scenes[String(sceneId)];
  return {
    ...doc,
    currentScene: {
      ...doc.currentScene,
      sceneArr: sceneArr.map((id) => (id === sceneId ? -1 : id)),
      arr: arr.includes(sceneId) ? arr : [...arr, sceneId],
    },
    scenes,
  };
}
