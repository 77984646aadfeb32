import type { ProjectDocument } from '../schema/project';
import { sceneOrder } from '../timing';
import { SceneOpError } from './SceneOpError';

/**
 * The live scenes in play order: `currentScene.sceneArr` without deleted slots (-1) and without
 * numbers that name no scene (the same as `sceneOrder` of timing.ts). Scene positions of
 * {@link moveScene} count in this list.
 */
export function liveSceneIds(doc: ProjectDocument): number[] {
  return sceneOrder(doc);
}

/**
 * Moves a live scene to another position in the play order (the scene strip's drag reordering).
 * Positions count live scenes only: 0 is the first scene played, deleted slots (-1) are not
 * counted and stay where they are in `sceneArr`; the live slots are refilled in the new order.
 * Like an array move: the scene is taken out at `fromIndex` and ends up at `toIndex`.
 * @param fromIndex - position of the scene to move among {@link liveSceneIds}
 * @param toIndex - its new position among the live scenes
 * @returns the document; the same document when both positions are equal
 * @throws SceneOpError `INDEX_OUT_OF_RANGE` when a position is not a whole number in 0..live count - 1
 */
export function moveScene(doc: ProjectDocument, fromIndex: number, toIndex: number): ProjectDocument {
  const live = liveSceneIds(doc);
  for (const index of [fromIndex, toIndex]) {
    if (!Number.isInteger(index) || index < 0 || index >= live.length) {
      throw new SceneOpError('INDEX_OUT_OF_RANGE', `scene position ${index} is outside 0..${live.length - 1}`);
    }
  }
  if (fromIndex === toIndex) return doc;
  const order = live.toSpliced(fromIndex, 1);
  order.splice(toIndex, 0, live[fromIndex] as number);
  let next = 0;
  const sceneArr = doc.currentScene.sceneArr.map((id) => (live.includes(id) ? (order[next++] as number) : id));
  return { ...doc, currentScene: { ...doc.currentScene, sceneArr } };
}
