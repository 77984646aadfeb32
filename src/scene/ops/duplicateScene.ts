import { avatarObjectId, backgroundObjectId, createObjectId, nextSceneId } from '../ids';
import type { CanvasObject } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import type { Speech } from '../schema/speech';
import { withFreshIds } from './objectTree';
import { getScene } from './sceneAccess';
import { insertionIndex, type SceneOpResult, withSceneSlot } from './scenes';

/** `speech` with a fresh id for every box (keys, box ids and the speaking order alike). */
function withFreshBoxIds(speech: Speech): Speech {
  const boxIds = new Map(Object.keys(speech.data).map((id) => [id, createObjectId()]));
  const data = Object.fromEntries(
    Object.entries(speech.data).flatMap(([id, box]) => {
      const fresh = boxIds.get(id);
      return fresh === undefined ? [] : [[fresh, { ...box, id: fresh }]];
    }),
  );
  return { ...speech, data, arr: speech.arr.flatMap((id) => boxIds.get(id) ?? []) };
}

/**
 * A copy of `scene` numbered `sceneId` in which every object, group member and speech box has a
 * new id: the background becomes `background-{sceneId}`, the (first) avatar `avatar-{sceneId}`,
 * the others get random ids. `elements`, `elementList` and `speech.data`/`arr` are re-keyed to
 * match; timing entries that name no object of the scene are not copied. Nothing is shared with
 * the original.
 */
export function copyScene(scene: Scene, sceneId: number): Scene {
  const source = structuredClone(scene);
  const idMap = new Map<string, string>();
  const named = { background: false, avatar: false };
  const idFor = (object: CanvasObject): string => {
    if ((object._Type === 'background' || object._Type === 'avatar') && !named[object._Type]) {
      named[object._Type] = true;
      return object._Type === 'background' ? backgroundObjectId(sceneId) : avatarObjectId(sceneId);
    }
    return createObjectId();
  };
  const objects = source.jsonData.objects.map((object) => {
    const copy = withFreshIds(object, idFor);
    for (const [from, to] of copy.idMap) idMap.set(from, to);
    return copy.object;
  });
  const elements = Object.fromEntries(
    Object.entries(source.elements).flatMap(([id, timing]) => {
      const fresh = idMap.get(id);
      return fresh === undefined ? [] : [[fresh, timing]];
    }),
  );
  return {
    ...source,
    id: sceneId,
    jsonData: { ...source.jsonData, objects },
    elements,
    elementList: source.elementList.flatMap((id) => idMap.get(id) ?? []),
    speech: withFreshBoxIds(source.speech),
  };
}

/**
 * Duplicates a live scene (spec 000 §4): the copy ({@link copyScene}) gets the next free scene
 * number and is placed in the play order right after the original.
 * @returns the new document and the copy's scene number
 * @throws SceneOpError `UNKNOWN_SCENE` when `sceneId` is not a live scene
 */
export function duplicateScene(doc: ProjectDocument, sceneId: number): SceneOpResult {
  const index = insertionIndex(doc, sceneId);
  const copyId = nextSceneId(doc);
  const copy = copyScene(getScene(doc, sceneId), copyId);
  return {
    doc: { ...doc, currentScene: withSceneSlot(doc, copyId, index), scenes: { ...doc.scenes, [String(copyId)]: copy } },
    sceneId: copyId,
  };
}
