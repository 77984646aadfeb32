import { scenesAfter } from '../musicScenes';
import type { ProjectDocument } from '../schema/project';
import { updateScene } from './sceneAccess';

/**
 * Makes music looping across scenes (adjustLength 4) from scene `sceneId` stop at the start of
 * scene `endSceneId`, or play to the end of the video when it is null: the scenes after
 * `sceneId` up to the end scene lose their `musicRemove` flag and the end scene gets it; scenes
 * after the end scene keep theirs. The flag stops every carried track (spec 000 §3), so other
 * music carried through those scenes follows the same end. Unchanged scenes stay the same objects.
 * @param endSceneId - a scene after `sceneId` in play order, or null
 */
export function setMusicEnd(doc: ProjectDocument, sceneId: number, endSceneId: number | null): ProjectDocument {
  const later = scenesAfter(doc, sceneId);
  const endIndex = endSceneId === null ? later.length - 1 : later.indexOf(endSceneId);
  if (endIndex === -1) return doc;
  return later.slice(0, endIndex + 1).reduce((changed, id) => {
    const musicRemove = id === endSceneId;
    return updateScene(changed, id, (scene) => (scene.musicRemove === musicRemove ? scene : { ...scene, musicRemove }));
  }, doc);
}
