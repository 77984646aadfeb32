import { frameAtSeconds, FPS, PRECISE_DECIMALS, roundTo } from './time';
import { sceneSpans, type TimelineDocument, projectLength } from './timing';
import { transitionWindow } from './transitions';

/**
 * One piece of a rendered video: project frames `fromFrame` (included) to `toFrame` (excluded).
 * Videos are rendered as one segment per scene and joined by remuxing, so a scene that did not
 * change is not drawn again.
 *
 * How scenes are cut, so that every transition is drawn once and whole: a transition belongs to the
 * segment of the scene it leaves. That segment starts at the first frame after the transition that
 * led into its scene ended (at the scene start when there was none) and ends after the last frame
 * of its own outgoing transition, i.e. it also draws the next scene's first half-window (the
 * entering scene held at its first moment, then its first frames). The next segment starts at the
 * first frame on which no transition shows. So what a segment's frames show depends only on its
 * own scene, on the scene it leads into when it ends in a transition, and on the scene-local time
 * of its first frame and its length: exactly what its content key hashes.
 */
export type RenderSegment = {
  /** Position in the play order, 0 first. */
  index: number;
  /** The scene the segment draws. */
  sceneId: number;
  /** The scene its closing transition enters, drawn during that transition; null without one. */
  nextSceneId: number | null;
  fromFrame: number;
  toFrame: number;
  /** Scene-local time of the first frame, seconds (rounded to 6 decimals): where in the scene the segment starts. */
  firstFrameTime: number;
};

/** The first frame shown at or after project time `seconds` (frame N shows N / 25), robust to float error. */
export function firstFrameAtOrAfter(seconds: number): number {
  return -frameAtSeconds(-seconds) + 0;
}

/** How many frames a render of the project has: every frame that starts before the project ends. */
export function renderFrameCount(doc: TimelineDocument): number {
  return firstFrameAtOrAfter(projectLength(doc));
}

/**
 * The segments of a project's video, one per scene in play order, back to back from frame 0 to
 * {@link renderFrameCount} (see {@link RenderSegment} for where they are cut).
 * @param doc - the project document
 */
export function renderSegments(doc: TimelineDocument): RenderSegment[] {
  const spans = sceneSpans(doc);
  const total = renderFrameCount(doc);
  let fromFrame = 0;
  return spans.flatMap((span, index) => {
    const window = transitionWindow(doc, index);
    const next = spans[index + 1];
    const toFrame = next ? Math.min(total, firstFrameAtOrAfter(window ? window.end : next.start)) : total;
    const segment = {
      index,
      sceneId: span.sceneId,
      nextSceneId: window ? window.toSceneId : null,
      fromFrame,
      toFrame,
      firstFrameTime: roundTo(fromFrame / FPS - span.start, PRECISE_DECIMALS),
    };
    fromFrame = toFrame;
    return toFrame > segment.fromFrame ? [segment] : [];
  });
}

/**
 * The frame a video's thumbnail shows: the middle of its first scene, where its opening
 * animations have usually played and no transition runs yet.
 */
export function thumbnailFrame(doc: TimelineDocument): number {
  const first = sceneSpans(doc)[0];
  return first ? frameAtSeconds(first.start + first.length / 2) : 0;
}
