import { z } from 'zod';
import { DEFAULT_ELEMENT_DURATION, MIN_ELEMENT_TIME, TIMELINE_DEFAULTS, VOLUME_LIMITS } from '../constants';
import { normalizeTrim } from '../trim';
import { minStayTime } from '../stayTime';
import { animationSlotsSchema } from './animation';
import { addDocumentIssue } from './issues';
import { soundRefSchema } from './speech';
import { secondsSchema } from './primitives';

/**
 * When and how an element plays in its scene: `scene.elements[objectId]`. All times are in seconds,
 * scene-local, rounded to 3 decimals by the editor. The element is on screen from `enterDelay` to
 * `enterDelay + stayTime`; its enter animation runs during the first `enter` seconds of that and
 * its exit animation during the last `exit` seconds.
 */
export const elementTimingSchema = z
  .object({
    /** When the element appears, seconds from the scene start, 0 or more. @default 0 */
    enterDelay: secondsSchema.default(0),
    /** How long it stays, seconds, at least max(enter + exit, 0.5). @default 5 */
    stayTime: z.number().min(MIN_ELEMENT_TIME).default(DEFAULT_ELEMENT_DURATION),
    /** Enter animation duration, seconds, 0 or more. @default 0 */
    enter: secondsSchema.default(TIMELINE_DEFAULTS.enter),
    /** Exit animation duration, seconds, 0 or more. @default 0 */
    exit: secondsSchema.default(TIMELINE_DEFAULTS.exit),
    /** Timeline bar width, timeline px (legacy editor state, derived from stayTime). */
    width: z.number().optional(),
    /** Timeline bar left edge, timeline px (legacy editor state, derived from enterDelay). */
    x: z.number().optional(),
    /** Start of the used media range, seconds into the source, 0 or more. @default 0 */
    trimStart: secondsSchema.default(0),
    /** End of the used media range, seconds into the source, at least trimStart, at most `duration` when known. @default 10 */
    trimEnd: secondsSchema.default(TIMELINE_DEFAULTS.trimEnd),
    /** Length of the source media, seconds; 0 when unknown or not media. @default 0 */
    duration: secondsSchema.default(0),
    /** Volume of video and music, percent 0..100. @default 100 */
    volume: z.number().min(VOLUME_LIMITS.min).max(VOLUME_LIMITS.max).default(VOLUME_LIMITS.max),
    /**
     * How media fills the bar: 0 none (clamped to the trim range), 1 loop, 2 freeze at the last
     * frame, 3 adjust as scene (playback rate stretched), 4 music loops in all scenes. @default 3
     */
    adjustLength: z.literal([0, 1, 2, 3, 4]).default(TIMELINE_DEFAULTS.adjustLength),
    /** The user resized the bar by hand (easy mode no longer follows the speech for it). */
    resize: z.boolean().optional(),
    /** The user dragged the bar by hand. */
    drag: z.boolean().optional(),
    /** Legacy editor flag, kept as given. */
    chheda: z.boolean().optional(),
    /** The element's enter, exit and in-place animations. */
    animation: animationSlotsSchema.optional(),
    /** A sound attached to the element (the avatar's speech audio). */
    sound: soundRefSchema.nullable().optional(),
  })
  .superRefine((timing, ctx) => {
    const floor = minStayTime(timing);
    if (timing.stayTime < floor) {
      addDocumentIssue(ctx, ['stayTime'], `stayTime ${timing.stayTime} is below max(enter + exit, ${MIN_ELEMENT_TIME}) = ${floor}`, {
        value: floor,
        warning: `raised stayTime ${timing.stayTime} to ${floor}`,
      });
    }
    const trim = normalizeTrim(timing);
    if (trim.trimStart !== timing.trimStart || trim.trimEnd !== timing.trimEnd) {
      const was = `trim ${timing.trimStart}..${timing.trimEnd}`;
      addDocumentIssue(ctx, [], `${was} is not within 0..${timing.duration || 'trimEnd'}`, {
        value: { ...timing, ...trim },
        warning: `set ${was} to ${trim.trimStart}..${trim.trimEnd}`,
      });
    }
  });

/** Timing of one element in its scene (see {@link elementTimingSchema}). */
export type ElementTiming = z.infer<typeof elementTimingSchema>;

/** adjustLength: 0 none, 1 loop, 2 freeze, 3 adjust as scene, 4 music loops in all scenes. */
export type AdjustLength = ElementTiming['adjustLength'];
