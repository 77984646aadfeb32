import type { SceneTransition } from './schema/transition';
import { type SceneSpan, sceneSpans, type TimelineDocument } from './timing';
import { PRECISE_DECIMALS, roundTo, TIME_DECIMALS } from './time';

/** When the transition from one scene to the next runs, in project seconds. */
export type TransitionWindow = {
  /** Play-order index of the scene the transition leaves. */
  index: number;
  /** Scene number it leaves. */
  fromSceneId: number;
  /** Scene number it enters. */
  toSceneId: number;
  /** Start, project seconds: half the duration before the boundary. */
  start: number;
  /** End, project seconds: half the duration after the boundary. */
  end: number;
  /** The transition (the leaving scene's `sanimation`). */
  transition: SceneTransition;
};

/** A transition in progress at one moment. */
export type TransitionState = {
  /** Scene number being left. */
  fromSceneId: number;
  /** Scene number being entered. */
  toSceneId: number;
  /** 0 at the window start to 1 at its end. */
  progress: number;
  /** Time inside the scene being left, seconds; held at its length after the boundary. */
  fromTime: number;
  /** Time inside the scene being entered, seconds; held at 0 before the boundary. */
  toTime: number;
  /** The transition. */
  transition: SceneTransition;
};

/**
 * The window of the transition leaving span `index`: half the duration before the boundary and
 * half after. Each half is capped at half of the scene on its side, so that a long transition
 * never reaches past the middle of a scene and two windows never overlap.
 */
function windowOf(doc: TimelineDocument, spans: SceneSpan[], index: number): TransitionWindow | null {
  const from = spans[index];
  const to = spans[index + 1];
  const transition = from ? doc.scenes[String(from.sceneId)]?.sanimation : null;
  if (!from || !to || !transition || transition.duration <= 0) return null;
  const half = Math.min(transition.duration / 2, from.length / 2, to.length / 2);
  return {
    index,
    fromSceneId: from.sceneId,
    toSceneId: to.sceneId,
    start: roundTo(to.start - half, TIME_DECIMALS),
    end: roundTo(to.start + half, TIME_DECIMALS),
    transition,
  };
}

/**
 * The window of the transition from the scene at play-order index `sceneIndex` to the next one:
 * it starts half its duration before the scene ends and ends half its duration into the next
 * scene (spec 000 §4). Null for the last scene, a scene without transition or one of duration 0.
 * @param doc - the project document
 * @param sceneIndex - index in the play order (`sceneOrder`), 0 first
 */
export function transitionWindow(doc: TimelineDocument, sceneIndex: number): TransitionWindow | null {
  return windowOf(doc, sceneSpans(doc), sceneIndex);
}

/**
 * The transition running at project time `t`, if any: its scenes, its progress (0 at the window
 * start, 0.5 at the boundary, reaching 1 at the end, which is excluded) and the time inside each
 * scene.
 * @param doc - the project document
 * @param t - project time, seconds
 */
export function transitionAt(doc: TimelineDocument, t: number): TransitionState | null {
  const spans = sceneSpans(doc);
  for (let index = 0; index < spans.length - 1; index++) {
    const window = windowOf(doc, spans, index);
    const from = spans[index];
    const to = spans[index + 1];
    if (!window || !from || !to || t < window.start || t >= window.end) continue;
    return {
      fromSceneId: window.fromSceneId,
      toSceneId: window.toSceneId,
      progress: (t - window.start) / (window.end - window.start),
      fromTime: roundTo(Math.min(t - from.start, from.length), PRECISE_DECIMALS),
      toTime: roundTo(Math.max(t - to.start, 0), PRECISE_DECIMALS),
      transition: window.transition,
    };
  }
  return null;
}
