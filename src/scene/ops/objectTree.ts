import { createObjectId } from '../ids';
import type { CanvasObject } from '../schema/canvasObject';

/**
 * The object with id `id` among `objects` or inside their groups (searched depth first), or
 * undefined.
 * @param objects - a scene's objects, bottom first
 */
export function findObject(objects: readonly CanvasObject[], id: string): CanvasObject | undefined {
  for (const object of objects) {
    if (object.id === id) return object;
    if (object._Type === 'group') {
      const member = findObject(object.objects, id);
      if (member) return member;
    }
  }
  return undefined;
}

/**
 * `objects` with the object of id `id` (top level or inside a group) replaced by `update(object)`.
 * Untouched objects and groups are shared; the same list comes back when the id is not found or
 * `update` returns the object it was given.
 */
export function replaceObject(objects: CanvasObject[], id: string, update: (object: CanvasObject) => CanvasObject): CanvasObject[] {
  for (const [index, object] of objects.entries()) {
    let next: CanvasObject = object;
    if (object.id === id) next = update(object);
    else if (object._Type === 'group') {
      const members = replaceObject(object.objects, id, update);
      if (members !== object.objects) next = { ...object, objects: members };
    }
    if (next !== object) return objects.with(index, next);
    if (object.id === id) return objects;
  }
  return objects;
}

/** Every object id among `objects` and inside their groups, depth first. */
export function objectIds(objects: readonly CanvasObject[]): string[] {
  return objects.flatMap((object) => (object._Type === 'group' ? [object.id, ...objectIds(object.objects)] : [object.id]));
}

/** A copy of an object with fresh ids and the old id of each copied object mapped to its new one. */
export type FreshCopy = { object: CanvasObject; idMap: Map<string, string> };

/**
 * A copy of `object` in which it and every group member gets a new id.
 * @param object - the object to copy
 * @param idFor - the new id of an object (top level and members); a fresh random id by default
 */
export function withFreshIds(object: CanvasObject, idFor: (object: CanvasObject) => string = createObjectId): FreshCopy {
  const idMap = new Map<string, string>();
  const copy = (source: CanvasObject): CanvasObject => {
    const id = idFor(source);
    idMap.set(source.id, id);
    return source._Type === 'group' ? { ...source, id, objects: source.objects.map(copy) } : { ...source, id };
  };
  return { object: copy(object), idMap };
}
