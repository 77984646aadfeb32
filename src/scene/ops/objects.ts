import { avatarObjectId } from '../ids';
import { type CanvasObject, canvasObjectSchema } from '../schema/canvasObject';
import type { ElementTiming } from '../schema/elementTiming';
import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import { newElementTiming } from './newTiming';
import { objectIds } from './objectTree';
import { updateScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';
import { assertValid } from './validate';

/** Kinds that Delete never removes (spec 000 §4: Delete is disabled for avatar and background). */
const UNDELETABLE: ReadonlySet<CanvasObject['_Type']> = new Set(['background', 'avatar']);

/** Whether the customer may delete an object (spec 000 §4: Delete is disabled for the avatar and the background). */
export function isDeletable(object: Pick<CanvasObject, '_Type'>): boolean {
  return !UNDELETABLE.has(object._Type);
}

/**
 * Adds an object on top of a scene (last in `jsonData.objects`), its timing to `elements` and its
 * id to the end of `elementList`. The timing is {@link newElementTiming}: from 0 for 5 s or the
 * whole scene when longer, overridden by `timing`. An avatar takes the id `avatar-{sceneId}`
 * whatever id it came with. Music gets a timing like any element; it is simply never drawn.
 * @param object - a complete canvas object (see the factories of newObjects.ts)
 * @param timing - timing fields to set
 * @throws SceneOpError `SECOND_BACKGROUND` for a background (a scene always has exactly one; change it with `updateObject`)
 * @throws SceneOpError `SECOND_AVATAR` for an avatar when the scene has one
 * @throws SceneOpError `DUPLICATE_ID` when the object's id, or a member's, is already used in the scene
 * @throws SceneOpError `INVALID_VALUE` when the object or the timing is invalid
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function addObject(doc: ProjectDocument, sceneId: number, object: CanvasObject, timing?: Partial<ElementTiming>): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    if (object._Type === 'background') throw new SceneOpError('SECOND_BACKGROUND', `scene ${sceneId} already has a background`);
    const objects = scene.jsonData.objects;
    if (object._Type === 'avatar' && objects.some((existing) => existing._Type === 'avatar')) {
      throw new SceneOpError('SECOND_AVATAR', `scene ${sceneId} already has an avatar`);
    }
    const added = object._Type === 'avatar' ? { ...object, id: avatarObjectId(sceneId) } : object;
    const used = new Set(objectIds(objects));
    for (const id of objectIds([added])) {
      if (used.has(id)) throw new SceneOpError('DUPLICATE_ID', `object id ${id} is already used in scene ${sceneId}`);
      used.add(id);
    }
    assertValid(canvasObjectSchema, added, added.id);
    return {
      ...scene,
      jsonData: { ...scene.jsonData, objects: [...objects, added] },
      elements: { ...scene.elements, [added.id]: newElementTiming(scene, timing, `elements.${added.id}`) },
      elementList: [...scene.elementList, added.id],
    };
  });
}

/** `objects` without those in `ids` (groups searched; a group left empty goes too), and the ids removed. */
function withoutObjects(objects: CanvasObject[], ids: ReadonlySet<string>): { objects: CanvasObject[]; removed: string[] } {
  const removed: string[] = [];
  const kept = objects.flatMap((object): CanvasObject[] => {
    if (ids.has(object.id) && !UNDELETABLE.has(object._Type)) {
      removed.push(...objectIds([object]));
      return [];
    }
    if (object._Type !== 'group') return [object];
    const members = withoutObjects(object.objects, ids);
    if (members.removed.length === 0) return [object];
    removed.push(...members.removed);
    if (members.objects.length > 0) return [{ ...object, objects: members.objects }];
    removed.push(object.id);
    return [];
  });
  return { objects: removed.length > 0 ? kept : objects, removed };
}

/**
 * `scene` without the objects in `ids`, their timing and their `elementList` rows; the same scene
 * when none of them can be removed.
 */
export function sceneWithoutObjects(scene: Scene, ids: readonly string[]): Scene {
  const { objects, removed } = withoutObjects(scene.jsonData.objects, new Set(ids));
  if (removed.length === 0) return scene;
  const gone = new Set(removed);
  return {
    ...scene,
    jsonData: { ...scene.jsonData, objects },
    elements: Object.fromEntries(Object.entries(scene.elements).filter(([id]) => !gone.has(id))),
    elementList: scene.elementList.filter((id) => !gone.has(id)),
  };
}

/**
 * Removes objects from a scene (top level or group members), with their timing and `elementList`
 * rows. The background and the avatar are never removed and unknown ids are ignored, silently; a
 * group whose last member is removed goes too.
 * @param ids - ids of the objects to remove
 * @returns the document; the same document when nothing was removed
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function removeObjects(doc: ProjectDocument, sceneId: number, ids: readonly string[]): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => sceneWithoutObjects(scene, ids));
}
