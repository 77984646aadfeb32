import { DEFAULT_ELEMENT_DURATION } from '../constants';
import { type ElementTiming, elementTimingSchema } from '../schema/elementTiming';
import type { Scene } from '../schema/scene';
import { sceneLength } from '../sceneTiming';
import { clampStayTime } from '../stayTime';
import { roundTo, TIME_DECIMALS } from '../time';
import { normalizeTrim } from '../trim';
import { changedFields } from './changedFields';
import { assertValid } from './validate';

/** Every timing field at its default (stay time 5 s, adjustLength 3, trim 0..10, volume 100). */
const DEFAULT_TIMING: ElementTiming = elementTimingSchema.parse({});

/**
 * The timing of an element added to `scene`: it starts at 0 and stays the default element
 * duration (5 s), or the whole scene when the scene is longer, so a new element covers the scene
 * it joins; `timing` overrides any field (`undefined` fields are ignored). The stay time is raised
 * to its floor (max(enter + exit, 0.5)) and rounded to 3 decimals, the trim range made consistent;
 * other fields get their defaults.
 * @param scene - the scene the element joins (before it joins)
 * @param timing - fields to set, seconds
 * @param where - the element's name in error messages
 * @throws SceneOpError `INVALID_VALUE` when a field is out of range (a negative delay)
 */
export function newElementTiming(scene: Pick<Scene, 'jsonData' | 'elements' | 'duration'>, timing: Partial<ElementTiming> = {}, where = 'timing'): ElementTiming {
  const merged = { ...DEFAULT_TIMING, ...changedFields(DEFAULT_TIMING, timing) };
  const wanted = timing.stayTime ?? Math.max(DEFAULT_ELEMENT_DURATION, sceneLength(scene));
  const result = { ...merged, stayTime: clampStayTime(merged, roundTo(wanted, TIME_DECIMALS)), ...normalizeTrim(merged) };
  assertValid(elementTimingSchema, result, where);
  return result;
}
