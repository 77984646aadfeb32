import { type CanvasObject, canvasObjectSchema } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import { changedFields } from './changedFields';
import { findObject, replaceObject } from './objectTree';
import { updateScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';
import { assertValid } from './validate';

/** A partial object of one kind, without the fields an update never writes. */
type UpdateOf<T> = T extends CanvasObject ? Partial<Omit<T, 'id' | '_Type' | 'objects'>> : never;

/**
 * The fields an {@link updateObject} call may set: a partial of any kind of canvas object, without
 * `id`, `_Type` and a group's `objects` (those are ignored when given anyway).
 */
export type ObjectUpdate = UpdateOf<CanvasObject>;

/** Keys an update never writes: identity, kind, and group membership (use the group ops). */
const NEVER_WRITTEN = ['id', '_Type', 'objects'];

/** The field names each kind of object has, from its schema. */
const FIELDS_BY_TYPE = new Map(canvasObjectSchema.options.map((schema) => [schema.shape._Type.value, new Set(Object.keys(schema.shape))]));

/** The optional fields without a default of each kind: the fields an update may remove. */
const REMOVABLE_BY_TYPE = new Map(
  canvasObjectSchema.options.map((schema) => [
    schema.shape._Type.value,
    new Set(
      Object.entries(schema.shape as Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>)
        .filter(([, field]) => {
          const parsed = field.safeParse(undefined);
          return parsed.success && parsed.data === undefined;
        })
        .map(([key]) => key),
    ),
  ]),
);

/** Keys of `patch` set to `undefined` that name a removable field `current` has. */
function removedFields(current: CanvasObject, patch: object): string[] {
  const removable = REMOVABLE_BY_TYPE.get(current._Type);
  return Object.entries(patch)
    .filter(([key, value]) => value === undefined && removable?.has(key) && (current as Record<string, unknown>)[key] !== undefined)
    .map(([key]) => key);
}

/**
 * Merges a partial into one object of a scene, at the top level or inside a group (a member's
 * geometry is in its group's space). Like Excalidraw's `mutateElement`, but returning a new
 * document: `id`, `_Type` and `objects` are ignored, as are fields the object's kind does not have
 * and fields equal to their current value. A field set to `undefined` removes an optional field
 * without a default (`gradient`, `textEffect`, `_Variable`); on other fields it is ignored.
 * Timing lives apart: see `updateTiming`.
 * @param patch - the fields to set; `null` clears a nullable field (`shadow`, `filter`, `_Mask`)
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no object with that id
 * @throws SceneOpError `INVALID_VALUE` when a value is out of range (`title.opacity: Too big: expected number to be <=1`)
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function updateObject(doc: ProjectDocument, sceneId: number, objectId: string, patch: ObjectUpdate): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    const current = findObject(scene.jsonData.objects, objectId);
    if (!current) throw new SceneOpError('UNKNOWN_OBJECT', `scene ${sceneId} has no object ${objectId}`);
    const fields = FIELDS_BY_TYPE.get(current._Type);
    const changes = Object.entries(changedFields<Record<string, unknown>>(current, patch, NEVER_WRITTEN)).filter(([key]) => fields?.has(key));
    const removals = removedFields(current, patch);
    if (changes.length === 0 && removals.length === 0) return scene;
    const updated = { ...current, ...Object.fromEntries(changes) } as Record<string, unknown>;
    for (const key of removals) delete updated[key];
    assertValid(canvasObjectSchema, updated, objectId);
    return { ...scene, jsonData: { ...scene.jsonData, objects: replaceObject(scene.jsonData.objects, objectId, () => updated as CanvasObject) } };
  });
}
