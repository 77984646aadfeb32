import { ANIMATION_DURATION, BAR_RESIZE_GRID, SNAP_DISTANCE_PX, TIMELINE_PX_PER_SECOND, ZOOM_SLIDER } from './constants';
import { maxAnimationDuration } from './durationLimits';
import type { ElementTiming } from './schema/elementTiming';
import type { Scene } from './schema/scene';
import { elementEnd, lengthElements } from './sceneTiming';
import { clampStayTime } from './stayTime';
import { roundTo, TIME_DECIMALS } from './time';

/** The part of a timing a timeline bar shows and edits. */
export type BarTiming = Pick<ElementTiming, 'enterDelay' | 'stayTime' | 'enter' | 'exit'>;

/**
 * Timeline pixels per second at a zoom slider value (spec 000 §9: 40 px per second; the slider,
 * 10 to 149 with 90 by default, rescales it): 40 at the default zoom.
 */
export function pixelsPerSecond(zoom: number): number {
  const clamped = Math.min(Math.max(zoom, ZOOM_SLIDER.min), ZOOM_SLIDER.max);
  return (TIMELINE_PX_PER_SECOND * clamped) / ZOOM_SLIDER.default;
}

/** Seconds of track the timeline shows after the scene end, so that bars can be dragged beyond it. */
export const TRACK_SLACK_SECONDS = 5;

/**
 * The timeline's maximum length, whole seconds: how far its ruler and tracks reach. The zoom
 * slider rescales it (spec 000 §4): it is the whole seconds the visible track width holds at the
 * zoom's scale, so zooming out shows more seconds and zooming in fewer, but never less than the
 * scene length plus {@link TRACK_SLACK_SECONDS}, rounded up.
 * @param sceneLength - seconds
 * @param zoom - the zoom slider value, 10..149
 * @param viewWidthPx - the visible width of the tracks, px (0 before it is measured)
 */
export function timelineMaxLength(sceneLength: number, zoom: number, viewWidthPx: number): number {
  return Math.max(Math.ceil(sceneLength + TRACK_SLACK_SECONDS), Math.floor(viewWidthPx / pixelsPerSecond(zoom)));
}

/**
 * A bar edge's drag distance on the bar resize grid (spec 000 §9 `[1, 10]`, px): the width changes
 * in whole steps of 1 timeline px; the 10 px vertical step does not apply, as a bar keeps its row.
 * @param deltaSeconds - how far the pointer moved, seconds
 * @param pxPerSecond - the timeline scale (see {@link pixelsPerSecond})
 * @returns the distance in seconds, a whole number of grid steps
 */
export function onResizeGrid(deltaSeconds: number, pxPerSecond: number): number {
  const [step] = BAR_RESIZE_GRID;
  return (Math.round((deltaSeconds * pxPerSecond) / step) * step) / pxPerSecond + 0;
}

/** The times a dragged bar edge snaps to: the scene start and end and every other bar's start and end. */
export function snapTargets(scene: Pick<Scene, 'jsonData' | 'elements'>, sceneLength: number, exceptId: string): number[] {
  const edges = lengthElements(scene)
    .filter(({ object }) => object.id !== exceptId)
    .flatMap(({ timing }) => [timing.enterDelay, elementEnd(timing)]);
  return [...new Set([0, sceneLength, ...edges])];
}

/**
 * The nearest target within the snap distance (10 timeline px, spec 000 §9) of `time`, or null.
 * @param pxPerSecond - the timeline scale (see {@link pixelsPerSecond})
 */
export function snapTime(time: number, targets: readonly number[], pxPerSecond: number): number | null {
  const reach = SNAP_DISTANCE_PX / pxPerSecond;
  let best: number | null = null;
  for (const target of targets) {
    const distance = Math.abs(target - time);
    if (distance <= reach && (best === null || distance < Math.abs(best - time))) best = target;
  }
  return best;
}

const rounded = (seconds: number) => roundTo(seconds, TIME_DECIMALS);

/**
 * A bar dragged so that it would start at `start`: it keeps its length, starts no earlier than 0,
 * and its start or end snaps to the nearest target within reach (the closer of the two wins).
 * Marks the element as moved by hand (`drag`) and, as spec 000 §4 says of dragging and resizing
 * alike, as manually resized (`resize`): easy mode no longer fits it to the speech.
 */
export function movedBar<T extends BarTiming>(timing: T, start: number, targets: readonly number[], pxPerSecond: number): T & { drag: true; resize: true } {
  const snapStart = snapTime(start, targets, pxPerSecond);
  const snapEnd = snapTime(start + timing.stayTime, targets, pxPerSecond);
  let snapped = start;
  if (snapStart !== null && (snapEnd === null || Math.abs(snapStart - start) <= Math.abs(snapEnd - timing.stayTime - start))) snapped = snapStart;
  else if (snapEnd !== null) snapped = snapEnd - timing.stayTime;
  return { ...timing, enterDelay: rounded(Math.max(0, snapped)), drag: true, resize: true };
}

/**
 * A bar whose end edge was dragged to `end`: the end snaps to a target within reach, and the stay
 * time never drops below max(enter + exit, 0.5). Marks the element as resized by hand (`resize`).
 */
export function resizedBarEnd<T extends BarTiming>(timing: T, end: number, targets: readonly number[], pxPerSecond: number): T & { resize: true } {
  const snapped = snapTime(end, targets, pxPerSecond) ?? end;
  return { ...timing, stayTime: rounded(clampStayTime(timing, snapped - timing.enterDelay)), resize: true };
}

/**
 * A bar whose start edge was dragged to `start`: the end stays where it was, the start snaps to
 * a target within reach, never before 0 and never so late that the stay time would drop below its
 * floor. Marks the element as resized by hand.
 */
export function resizedBarStart<T extends BarTiming>(timing: T, start: number, targets: readonly number[], pxPerSecond: number): T & { resize: true } {
  const end = elementEnd(timing);
  const snapped = snapTime(start, targets, pxPerSecond) ?? start;
  const latest = end - clampStayTime(timing, 0);
  const enterDelay = rounded(Math.min(Math.max(0, snapped), latest));
  return { ...timing, enterDelay, stayTime: rounded(end - enterDelay), resize: true };
}

/**
 * An enter or exit animation handle dragged to `seconds` of animation: kept between 0 and the
 * longest the element allows (its stay time minus the opposite animation, spec 000 §5), so the
 * stay time stays at or above max(enter + exit, 0.5); rounded to 2 decimals.
 * @param timing - stayTime, enter and exit, seconds
 * @param slot - the handle: `'enter'` at the bar's start, `'exit'` at its end
 * @param seconds - the animation duration asked for, seconds
 * @returns the patch: `{ enter }` or `{ exit }`
 */
export function draggedAnimation(
  timing: Pick<ElementTiming, 'stayTime' | 'enter' | 'exit'>,
  slot: 'enter' | 'exit',
  seconds: number,
): Partial<Pick<ElementTiming, 'enter' | 'exit'>> {
  const clamped = Math.min(Math.max(roundTo(seconds, ANIMATION_DURATION.decimals), 0), maxAnimationDuration(timing, slot));
  return { [slot]: clamped };
}
