import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import { updateScene } from './sceneAccess';

/** A layer order button / menu entry: to the bottom, one down, one up, to the top. */
export type LayerMove = 'back' | 'backward' | 'forward' | 'front';

/** Which layer order moves are possible for an object: true for enabled. */
export type LayerMoves = Record<LayerMove, boolean>;

/** Position of the lowest object that may move: the background is always at 0 and never moves. */
const BOTTOM = 1;

/**
 * The layer order buttons an object enables (spec 000 §4): Back and Backward are disabled at the
 * bottom (just above the background), Forward and Front at the top, all of them when it is the
 * scene's only object besides the background. The background, group members and unknown ids
 * enable none.
 * @param scene - the scene's objects
 * @param objectId - the selected object
 */
export function layerMoves(scene: Pick<Scene, 'jsonData'>, objectId: string): LayerMoves {
  const objects = scene.jsonData.objects;
  const index = objects.findIndex((object) => object.id === objectId);
  const isMovable = index >= BOTTOM && objects[index]?._Type !== 'background';
  const isAbove = isMovable && index > BOTTOM;
  const isBelow = isMovable && index < objects.length - 1;
  return { back: isAbove, backward: isAbove, forward: isBelow, front: isBelow };
}

/**
 * Moves an object in the stacking order of its scene: `back` to just above the background,
 * `backward` one down, `forward` one up, `front` to the top. The other objects keep their order;
 * `elementList` (the timeline rows) is not touched.
 * @returns the document; the same document when the move is disabled ({@link layerMoves})
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function moveLayer(doc: ProjectDocument, sceneId: number, objectId: string, move: LayerMove): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    if (!layerMoves(scene, objectId)[move]) return scene;
    const objects = scene.jsonData.objects;
    const index = objects.findIndex((object) => object.id === objectId);
    const target = { back: BOTTOM, backward: index - 1, forward: index + 1, front: objects.length - 1 }[move];
    const reordered = objects.toSpliced(index, 1);
    reordered.splice(target, 0, objects[index] as (typeof objects)[number]);
    return { ...scene, jsonData: { ...scene.jsonData, objects: reordered } };
  });
}
