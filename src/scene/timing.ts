import { PROJECT_LENGTH_BY_MODE } from './constants';
import type { ProjectDocument } from './schema/project';
import { sceneLength } from './sceneTiming';
import { PRECISE_DECIMALS, roundTo, TIME_DECIMALS, TIME_EPSILON } from './time';

/** The parts of the document the project timeline reads. */
export type TimelineDocument = Pick<ProjectDocument, 'currentScene' | 'scenes'>;

/** Where a scene sits on the project timeline, in project seconds. */
export type SceneSpan = {
  /** Scene number. */
  sceneId: number;
  /** Position in the play order, 0 first. */
  index: number;
  /** Start, project seconds. */
  start: number;
  /** End (the next scene's start), project seconds. */
  end: number;
  /** Scene length, seconds (see `sceneLength`). */
  length: number;
};

/** A project time resolved to a scene. */
export type SceneTime = {
  /** Scene number. */
  sceneId: number;
  /** Position in the play order, 0 first. */
  index: number;
  /** Time inside the scene, seconds, 0..scene length. */
  localTime: number;
};

/**
 * The scenes in play order: `currentScene.sceneArr` without deleted slots (-1) and without
 * numbers that name no scene.
 */
export function sceneOrder(doc: TimelineDocument): number[] {
  return doc.currentScene.sceneArr.filter((id) => id !== -1 && Object.hasOwn(doc.scenes, String(id)));
}

/** Every scene of the play order with its start, end and length, back to back from 0 (times rounded to 3 decimals). */
export function sceneSpans(doc: TimelineDocument): SceneSpan[] {
  let start = 0;
  return sceneOrder(doc).flatMap((sceneId, index) => {
    const scene = doc.scenes[String(sceneId)];
    if (!scene) return [];
    const length = sceneLength(scene);
    const span = { sceneId, index, start, end: roundTo(start + length, TIME_DECIMALS), length };
    start = span.end;
    return [span];
  });
}

/** When each scene of the play order starts, project seconds. */
export function sceneStartTimes(doc: TimelineDocument): number[] {
  return sceneSpans(doc).map((span) => span.start);
}

/** The length of the whole project, seconds: the sum of its scene lengths (transitions overlap scenes, they add nothing); 0 without scenes. */
export function projectLength(doc: TimelineDocument): number {
  return sceneSpans(doc).at(-1)?.end ?? 0;
}

/**
 * The scene playing at project time `t` and the time inside it. A scene owns its start and not
 * its end (the next scene starts there), except the last one, which owns the project end. Times
 * before 0 give the first scene at 0, times after the end the last scene at its length.
 * @param doc - the project document
 * @param t - project time, seconds
 * @returns the scene and local time (rounded to 6 decimals), or null when the project has no scene
 */
export function sceneAt(doc: TimelineDocument, t: number): SceneTime | null {
  const spans = sceneSpans(doc);
  const span = spans.findLast((candidate) => t >= candidate.start - TIME_EPSILON) ?? spans[0];
  if (!span) return null;
  const localTime = Math.min(Math.max(t - span.start, 0), span.length);
  return { sceneId: span.sceneId, index: span.index, localTime: roundTo(localTime, PRECISE_DECIMALS) };
}

/**
 * The project's length against its limit (spec 000 §9: 240 s for avatar videos, mode 0; 120 s
 * otherwise): seconds used, the maximum, and whether it is over.
 */
export function projectLengthLimit(doc: TimelineDocument & Pick<ProjectDocument, 'mode'>): { length: number; maximum: number; isOver: boolean } {
  const length = projectLength(doc);
  const maximum = PROJECT_LENGTH_BY_MODE[doc.mode];
  return { length, maximum, isOver: length > maximum };
}
