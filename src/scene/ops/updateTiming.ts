import type { CanvasObject } from '../schema/canvasObject';
import { type ElementTiming, elementTimingSchema } from '../schema/elementTiming';
import type { ProjectDocument } from '../schema/project';
import { timingOf } from '../sceneTiming';
import { clampStayTime } from '../stayTime';
import { roundTo, TIME_DECIMALS } from '../time';
import { normalizeTrim } from '../trim';
import { changedFields } from './changedFields';
import { isSameValue } from './sameValue';
import { updateScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';
import { assertValid } from './validate';

/** The fields an {@link updateTiming} call may set. */
export type TimingUpdate = Partial<ElementTiming>;

/** Timing fields in seconds, stored rounded to 3 decimals. */
const SECONDS_FIELDS = ['enterDelay', 'stayTime', 'enter', 'exit', 'trimStart', 'trimEnd', 'duration'] as const;

/** `patch` with its times rounded to 3 decimals, so float noise is no change. */
function rounded(patch: TimingUpdate): TimingUpdate {
  const result = { ...patch };
  for (const key of SECONDS_FIELDS) {
    const value = result[key];
    if (value !== undefined) result[key] = roundTo(value, TIME_DECIMALS);
  }
  return result;
}

/** The object's mirrors of the timing's `volume` and `animation` (`_Volume`, `_Animation`) brought in line with `changes`. */
function mirrored(object: CanvasObject, changes: TimingUpdate): CanvasObject {
  const mirror: Partial<CanvasObject> = {};
  if (changes.volume !== undefined) mirror._Volume = changes.volume;
  if (changes.animation !== undefined) mirror._Animation = changes.animation;
  const update = changedFields(object, mirror);
  return Object.keys(update).length > 0 ? ({ ...object, ...update } as CanvasObject) : object;
}

/**
 * Merges a partial into one element's timing (`scene.elements[objectId]`), for objects at the top
 * level of the scene (group members follow their group's timing). An object without a timing entry
 * starts from the timing it plays with (`timingOf`: the whole scene). Times are rounded to 3
 * decimals; the stay time is kept at or above its floor, max(enter + exit, 0.5), raised when a
 * longer animation needs it; the trim range is kept consistent (`normalizeTrim`). A changed
 * `volume` or `animation` is mirrored to the object's `_Volume` / `_Animation`. This is the plain
 * setter: the delay rule of the timeline ("editing the delay shortens the stay time by the same
 * change") is `withEnterDelay` of durationLimits.ts, applied by the caller.
 * @param patch - the fields to set; `undefined` fields and unchanged fields are skipped
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no top-level object with that id
 * @throws SceneOpError `INVALID_VALUE` when a value is out of range (`elements.title.enterDelay: Too small: …`)
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function updateTiming(doc: ProjectDocument, sceneId: number, objectId: string, patch: TimingUpdate): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    const objects = scene.jsonData.objects;
    const index = objects.findIndex((object) => object.id === objectId);
    const object = objects[index];
    if (!object) throw new SceneOpError('UNKNOWN_OBJECT', `scene ${sceneId} has no top-level object ${objectId}`);
    const stored = scene.elements[objectId];
    const current = stored ?? timingOf(scene, object);
    const changes = changedFields(current, rounded(patch));
    if (Object.keys(changes).length === 0) return scene;
    const merged = { ...current, ...changes };
    const timing = { ...merged, stayTime: clampStayTime(merged, merged.stayTime), ...normalizeTrim(merged) };
    if (stored && isSameValue(timing, stored)) return scene;
    assertValid(elementTimingSchema, timing, `elements.${objectId}`);
    const synced = mirrored(object, changes);
    return {
      ...scene,
      jsonData: synced === object ? scene.jsonData : { ...scene.jsonData, objects: objects.with(index, synced) },
      elements: { ...scene.elements, [objectId]: timing },
    };
  });
}
