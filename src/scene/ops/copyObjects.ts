import { DUPLICATE_OFFSET_PX } from '../constants';
import { avatarObjectId, createObjectId } from '../ids';
import { type CanvasObject, canvasObjectSchema } from '../schema/canvasObject';
import { type ElementTiming, elementTimingSchema } from '../schema/elementTiming';
import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import { objectIds, withFreshIds } from './objectTree';
import { getScene, withScene } from './sceneAccess';
import { assertValid } from './validate';

/** A document together with the ids of the objects an operation made, bottom first. */
export type ObjectsOpResult = { doc: ProjectDocument; ids: string[] };

/**
 * `scene` with copies of `sources` on top, bottom first: each copy and its members get fresh ids,
 * the copy moves {@link DUPLICATE_OFFSET_PX} (15) px right and down, takes a copy of its source's
 * timing (`timings[source.id]`; none when absent, so it spans the scene) and a row at the end of
 * `elementList`. A background is never copied; an avatar only into a scene that has none, as
 * `avatar-{sceneId}`.
 * @throws SceneOpError `INVALID_VALUE` when a source object or timing is invalid
 */
function withCopies(scene: Scene, sources: readonly CanvasObject[], timings: Readonly<Record<string, ElementTiming>>): { scene: Scene; ids: string[] } {
  let hasAvatar = scene.jsonData.objects.some((object) => object._Type === 'avatar');
  const copies: CanvasObject[] = [];
  const elements: Record<string, ElementTiming> = {};
  for (const source of sources) {
    if (source._Type === 'background' || (source._Type === 'avatar' && hasAvatar)) continue;
    assertValid(canvasObjectSchema, source, source.id);
    const isAvatar = source._Type === 'avatar';
    hasAvatar ||= isAvatar;
    const { object } = withFreshIds(source, (member) => (isAvatar && member === source ? avatarObjectId(scene.id) : createObjectId()));
    copies.push({ ...object, left: object.left + DUPLICATE_OFFSET_PX, top: object.top + DUPLICATE_OFFSET_PX });
    const timing = Object.hasOwn(timings, source.id) ? timings[source.id] : undefined;
    if (timing) {
      assertValid(elementTimingSchema, timing, `elements.${source.id}`);
      elements[object.id] = structuredClone(timing);
    }
  }
  if (copies.length === 0) return { scene, ids: [] };
  const ids = copies.map((copy) => copy.id);
  return {
    scene: {
      ...scene,
      jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, ...copies] },
      elements: { ...scene.elements, ...elements },
      elementList: [...scene.elementList, ...ids],
    },
    ids,
  };
}

/**
 * Duplicates objects of a scene (spec 000 §4, §9): copies with fresh ids (group members too),
 * moved 15 px right and down, placed on top in their original stacking order, with a copy of their
 * timing. Only top-level objects are duplicated; the background, the avatar (a scene has one),
 * group members and unknown ids are skipped.
 * @param ids - ids of the objects to duplicate, in any order
 * @returns the document and the copies' ids, bottom first; the same document and no ids when nothing was copied
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function duplicateObjects(doc: ProjectDocument, sceneId: number, ids: readonly string[]): ObjectsOpResult {
  const scene = getScene(doc, sceneId);
  const wanted = new Set(ids);
  const sources = scene.jsonData.objects.filter((object) => wanted.has(object.id));
  const result = withCopies(scene, sources, scene.elements);
  return { doc: withScene(doc, result.scene), ids: result.ids };
}

/**
 * Pastes clipboard objects (copied from this or another scene) on top of a scene: fresh ids
 * (group members too), 15 px right and down of where they were, in the given order (bottom
 * first), each with a copy of its timing from `timings` (keyed by the copied objects' ids) or,
 * without one, spanning the scene. A background is never pasted; an avatar only into a scene
 * without one (as `avatar-{sceneId}`).
 * @param objects - the copied objects, bottom first
 * @param timings - their timing entries, keyed by their (old) ids
 * @returns the document and the pasted objects' new ids, bottom first; the same document when nothing was pasted
 * @throws SceneOpError `INVALID_VALUE` when a copied object or timing is invalid
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function pasteObjects(doc: ProjectDocument, sceneId: number, objects: readonly CanvasObject[], timings: Readonly<Record<string, ElementTiming>> = {}): ObjectsOpResult {
  const result = withCopies(getScene(doc, sceneId), objects, timings);
  return { doc: withScene(doc, result.scene), ids: result.ids };
}

/**
 * What Copy puts on the clipboard for {@link pasteObjects}: the top-level objects of `ids` in
 * stacking order (never the background) and their timing entries.
 */
export function copyObjects(scene: Scene, ids: readonly string[]): { objects: CanvasObject[]; timings: Record<string, ElementTiming> } {
  const wanted = new Set(ids);
  const objects = scene.jsonData.objects.filter((object) => wanted.has(object.id) && object._Type !== 'background');
  const copied = new Set(objectIds(objects));
  return { objects, timings: Object.fromEntries(Object.entries(scene.elements).filter(([id]) => copied.has(id))) };
}
