import { MIN_SCENE_LENGTH } from './constants';
import type { CanvasObject } from './schema/canvasObject';
import { type ElementTiming, elementTimingSchema } from './schema/elementTiming';
import type { Scene } from './schema/scene';
import { roundTo, TIME_DECIMALS } from './time';

/** The timing every field of which is the default (stay time 5 s, adjustLength 3, trim 0..10). */
const DEFAULT_TIMING: ElementTiming = elementTimingSchema.parse({});

/** A scene object together with its stored timing. */
export type TimedElement = { object: CanvasObject; timing: ElementTiming };

/**
 * When an element leaves the screen: enterDelay + stayTime, seconds from the scene start,
 * rounded to 3 decimals.
 */
export function elementEnd(timing: Pick<ElementTiming, 'enterDelay' | 'stayTime'>): number {
  return roundTo(timing.enterDelay + timing.stayTime, TIME_DECIMALS);
}

/**
 * The elements whose timing makes the scene length: the scene's objects (not group members) that
 * have a timing entry, except the background (it spans the scene) and music that loops across
 * scenes (adjustLength 4: it follows the project, not the scene). Hidden objects count: they keep
 * their bar on the timeline. In z-order, bottom first.
 */
export function lengthElements(scene: Pick<Scene, 'jsonData' | 'elements'>): TimedElement[] {
  return scene.jsonData.objects.flatMap((object) => {
    const timing = scene.elements[object.id];
    if (!timing || object._Type === 'background') return [];
    if (object._Type === 'music' && timing.adjustLength === 4) return [];
    return [{ object, timing }];
  });
}

/**
 * How long a scene plays, seconds: the largest of 2 (the minimum scene length), the end of every
 * element of {@link lengthElements}, and the Scene Duration the user set (`scene.duration`);
 * rounded to 3 decimals.
 */
export function sceneLength(scene: Pick<Scene, 'jsonData' | 'elements' | 'duration'>): number {
  const ends = lengthElements(scene).map(({ timing }) => elementEnd(timing));
  return roundTo(Math.max(MIN_SCENE_LENGTH, scene.duration ?? 0, ...ends), TIME_DECIMALS);
}

/**
 * The timing an object plays with. The background spans the scene (enterDelay 0, stayTime the
 * scene length) keeping its stored media settings (trim, adjustLength, volume); an object without
 * a timing entry spans the scene with the default settings; others use their stored timing.
 * @param scene - the object's scene
 * @param object - one of the scene's objects
 * @param length - the scene length in seconds, when the caller already has it
 */
export function timingOf(scene: Pick<Scene, 'jsonData' | 'elements' | 'duration'>, object: Pick<CanvasObject, 'id' | '_Type'>, length?: number): ElementTiming {
  const stored = scene.elements[object.id];
  if (stored && object._Type !== 'background') return stored;
  return { ...(stored ?? DEFAULT_TIMING), enterDelay: 0, stayTime: length ?? sceneLength(scene) };
}
