import { PROJECT_LENGTH_BY_MODE } from './constants';
import { alertAbove } from './durationLimits';
import type { ProjectDocument } from './schema/project';
import { sceneLength } from './sceneTiming';
import { projectLength } from './timing';
import { floorTo, roundTo, TIME_DECIMALS } from './time';

/** Decimals of a workspace length set by dragging: 2 (hundredths of a second). */
export const WORKSPACE_DECIMALS = 2;

/** How far a seek by pointer stays from the timeline's start, timeline px (spec 000 §4: "seek is clamped between 1 and the workspace length"). */
export const SEEK_MIN_PX = 1;

/** The lengths the workspace handle of a scene allows, seconds. */
export type WorkspaceRange = {
  /** Shortest: the minimum scene length (2) or the last element's end, whichever is later. */
  min: number;
  /** Longest: what the project length limit (240 s in mode 0, 120 s otherwise) leaves to this scene; never below `min`. */
  max: number;
};

/**
 * The workspace lengths scene `sceneId` allows (spec 000 §5, §9): at least 2 s and at least the end of
 * every element (the scene length without a Scene Duration), and at most the project length
 * maximum less the other scenes' lengths.
 * @param doc - the project document
 * @param sceneId - a scene of the play order
 */
export function workspaceRange(doc: Pick<ProjectDocument, 'currentScene' | 'scenes' | 'mode'>, sceneId: number): WorkspaceRange {
  const scene = doc.scenes[String(sceneId)];
  if (!scene) throw new Error(`Scene ${sceneId} is not in the document`);
  const min = sceneLength({ ...scene, duration: undefined });
  const others = projectLength(doc) - sceneLength(scene);
  const max = roundTo(PROJECT_LENGTH_BY_MODE[doc.mode] - others, TIME_DECIMALS);
  return { min, max: Math.max(min, max) };
}

/**
 * A workspace length asked for (by dragging the handle or the arrow keys) within `range`,
 * rounded to {@link WORKSPACE_DECIMALS}.
 * @param seconds - the length asked for, seconds
 * @param range - from {@link workspaceRange}
 */
export function clampWorkspaceLength(seconds: number, range: WorkspaceRange): number {
  return Math.min(Math.max(roundTo(seconds, WORKSPACE_DECIMALS), range.min), range.max);
}

/** Alert for a workspace shorter than its elements or 2 s, `Can't be less than 4 !` (ours; the spec words only the 0 floor). */
export function alertBelow(limit: number): string {
  return `Can't be less than ${limit} !`;
}

/**
 * The alert a workspace length asked for earns, shown for 2 s while the handle stays at the limit:
 * past the longest length "Can't be more than {max} !" (spec 000 §5 wording), below the shortest
 * "Can't be less than {min} !"; null inside the range.
 * @param seconds - the length asked for, seconds
 * @param range - from {@link workspaceRange}
 */
export function workspaceAlert(seconds: number, range: WorkspaceRange): string | null {
  const rounded = roundTo(seconds, WORKSPACE_DECIMALS);
  if (rounded > range.max) return alertAbove(range.max);
  if (rounded < range.min) return alertBelow(range.min);
  return null;
}

/**
 * The earliest point a seek may set, seconds: {@link SEEK_MIN_PX} at the timeline scale, rounded
 * up to 2 decimals so that it never falls short of 1 px (0.03 s at 40 px per second).
 * @param pxPerSecond - the timeline scale at the current zoom
 */
export function seekFloorSeconds(pxPerSecond: number): number {
  return -floorTo(-SEEK_MIN_PX / pxPerSecond, WORKSPACE_DECIMALS);
}

/**
 * Where play starts when a seek asks for `seconds` (by pointer or keyboard): clamped between
 * {@link seekFloorSeconds} (1 px) and the workspace length (spec 000 §4), rounded to 2 decimals.
 * @param seconds - the time asked for, seconds
 * @param pxPerSecond - the timeline scale at the current zoom
 * @param workspaceLength - the scene length, seconds
 */
export function clampSeek(seconds: number, pxPerSecond: number, workspaceLength: number): number {
  return Math.min(Math.max(roundTo(seconds, WORKSPACE_DECIMALS), seekFloorSeconds(pxPerSecond)), workspaceLength);
}

/**
 * Where play starts when the seek bar is pressed at timeline x `px` ({@link clampSeek}).
 * @param px - timeline px from the ruler's start
 * @param pxPerSecond - the timeline scale at the current zoom
 * @param workspaceLength - the scene length, seconds
 */
export function seekSeconds(px: number, pxPerSecond: number, workspaceLength: number): number {
  return clampSeek(px / pxPerSecond, pxPerSecond, workspaceLength);
}
