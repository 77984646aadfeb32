import { AVATAR_MODES } from './constants';
import type { CanvasObject } from './schema/canvasObject';
import type { ElementTiming } from './schema/elementTiming';
import type { Scene } from './schema/scene';
import { sceneLength, type TimedElement, timingOf } from './sceneTiming';
import { TIME_EPSILON } from './time';

/**
 * Whether an element is on its bar at scene time `t`: enterDelay <= t <= enterDelay + stayTime
 * (both ends included, within {@link TIME_EPSILON} of float error).
 * @param timing - enterDelay and stayTime, seconds
 * @param t - scene-local time, seconds
 */
export function isActiveAt(timing: Pick<ElementTiming, 'enterDelay' | 'stayTime'>, t: number): boolean {
  return t >= timing.enterDelay - TIME_EPSILON && t <= timing.enterDelay + timing.stayTime + TIME_EPSILON;
}

/**
 * Whether an object is drawn at scene time `t` (spec 000 §4): music never, hidden objects never,
 * the background always, an object without timing always, others while {@link isActiveAt}.
 * @param object - the canvas object (its `_Type` and `_Hidden`)
 * @param timing - its entry in `scene.elements`, if any
 * @param t - scene-local time, seconds
 */
export function isVisibleAt(object: Pick<CanvasObject, '_Type' | '_Hidden'>, timing: Pick<ElementTiming, 'enterDelay' | 'stayTime'> | undefined, t: number): boolean {
  if (object._Type === 'music' || object._Hidden) return false;
  if (object._Type === 'background' || !timing) return true;
  return isActiveAt(timing, t);
}

/**
 * The objects drawn at scene time `t`, bottom first, each with the timing it plays with
 * ({@link timingOf}). The avatar is drawn only in avatar mode 0 (not voice only, not no avatar).
 * Group members are not listed: they are drawn with their group.
 * @param scene - the scene
 * @param t - scene-local time, seconds
 */
export function visibleObjectsAt(scene: Pick<Scene, 'jsonData' | 'elements' | 'duration' | 'mode'>, t: number): TimedElement[] {
  const length = sceneLength(scene);
  return scene.jsonData.objects.flatMap((object) => {
    if (object._Type === 'avatar' && scene.mode !== AVATAR_MODES.avatar) return [];
    if (!isVisibleAt(object, scene.elements[object.id], t)) return [];
    return [{ object, timing: timingOf(scene, object, length) }];
  });
}

/**
 * The objects the editor shows while a scene is being edited, bottom first, each with its timing:
 * every object {@link visibleObjectsAt} could ever draw (not music, not hidden, the avatar only in
 * avatar mode 0), whatever its bar, so that everything on the canvas can be selected and edited.
 * @param scene - the scene
 */
export function objectsAtRest(scene: Pick<Scene, 'jsonData' | 'elements' | 'duration' | 'mode'>): TimedElement[] {
  const length = sceneLength(scene);
  return scene.jsonData.objects.flatMap((object) => {
    if (object._Type === 'avatar' && scene.mode !== AVATAR_MODES.avatar) return [];
    if (object._Type === 'music' || object._Hidden) return [];
    return [{ object, timing: timingOf(scene, object, length) }];
  });
}
