import { z } from 'zod';
import { AVATAR_MODES, BACKGROUND_TYPES } from '../constants';
import { canvasObjectSchema, type CanvasObject } from './canvasObject';
import { elementTimingSchema } from './elementTiming';
import { addDocumentIssue } from './issues';
import { mediaItemSchema, musicItemSchema } from './media';
import { catalogueIdSchema, secondsSchema } from './primitives';
import { speechSchema } from './speech';
import { sceneTransitionSchema } from './transition';

/** Objects with the later holders of an id already seen removed (groups searched too), and the removed ids. */
function withoutDuplicateIds(objects: CanvasObject[], seen = new Set<string>()): { objects: CanvasObject[]; dropped: string[] } {
  const dropped: string[] = [];
  const kept: CanvasObject[] = [];
  for (const object of objects) {
    if (seen.has(object.id)) {
      dropped.push(object.id);
      continue;
    }
    seen.add(object.id);
    if (object._Type === 'group') {
      const members = withoutDuplicateIds(object.objects, seen);
      dropped.push(...members.dropped);
      kept.push(members.dropped.length > 0 ? { ...object, objects: members.objects } : object);
    } else {
      kept.push(object);
    }
  }
  return { objects: kept, dropped };
}

/**
 * One scene. Canvas objects are in z-order, bottom first, and the background object comes first.
 * Timing per object lives in `elements`, keyed by object id.
 */
export const sceneSchema = z
  .object({
    /** Scene number, also its key in `doc.scenes`. */
    id: z.number().int().min(0),
    /** The canvas: objects bottom first; the background object is first. */
    jsonData: z.object({ objects: z.array(canvasObjectSchema).default(() => []) }).prefault({}),
    /**
     * The background's source: `type` is the background tab (0 colour, 1 image, 2 video, 3 upload)
     * and `current.id` the chosen media id (null for a colour).
     */
    background: z
      .object({
        type: z.literal([BACKGROUND_TYPES.color, BACKGROUND_TYPES.image, BACKGROUND_TYPES.video, BACKGROUND_TYPES.upload]).default(BACKGROUND_TYPES.color),
        current: z.object({ id: catalogueIdSchema.nullable().default(null) }).prefault({}),
      })
      .prefault({}),
    /** The scene's speech. */
    speech: speechSchema.prefault({}),
    /** Timing of each object, keyed by object id. Objects without an entry span the whole scene. */
    elements: z.record(z.string(), elementTimingSchema).default(() => ({})),
    /** Object ids in timeline row order; only ids of the scene's objects, each once. */
    elementList: z.array(z.string()).default(() => []),
    /** The scene's media: the background video item (or null) and the music strip. */
    media: z
      .object({
        video: mediaItemSchema.nullable().default(null),
        music: z.array(musicItemSchema).default(() => []),
      })
      .prefault({}),
    /** Easy mode: element durations follow the speech. Switching to pro mode is one-way. @default true */
    haveEasyMode: z.boolean().default(true),
    /** Avatar mode: 0 avatar, 1 voice only, 2 no avatar (one-way). @default 0 */
    mode: z.literal([AVATAR_MODES.avatar, AVATAR_MODES.voiceOnly, AVATAR_MODES.noAvatar]).default(AVATAR_MODES.avatar),
    /** Transition from this scene to the next; null for a cut. @default null */
    sanimation: sceneTransitionSchema.nullable().default(null),
    /** Music looping from earlier scenes (adjustLength 4) stops at this scene. @default false */
    musicRemove: z.boolean().default(false),
    /** Scene strip thumbnail (86x46), as a URL or data URL. */
    thumbnail: z.string().optional(),
    /** Scene length set by the user (Scene Duration field), seconds. */
    duration: secondsSchema.optional(),
  })
  .superRefine((scene, ctx) => {
    const unique = withoutDuplicateIds(scene.jsonData.objects);
    if (unique.dropped.length > 0) {
      addDocumentIssue(ctx, ['jsonData', 'objects'], `object ids ${unique.dropped.join(', ')} are used twice`, {
        value: unique.objects,
        warning: `dropped later objects with a repeated id: ${unique.dropped.join(', ')}`,
      });
    }
    const ids = new Set(scene.jsonData.objects.map((object) => object.id));
    const elementList = [...new Set(scene.elementList.filter((id) => ids.has(id)))];
    if (elementList.length !== scene.elementList.length) {
      addDocumentIssue(ctx, ['elementList'], 'elementList must name each object of the scene at most once', {
        value: elementList,
        warning: `dropped unknown or repeated ids from elementList [${scene.elementList.join(', ')}]`,
      });
    }
  });

/** A scene (see {@link sceneSchema}). */
export type Scene = z.infer<typeof sceneSchema>;

/** Avatar mode of a scene: 0 avatar, 1 voice only, 2 no avatar. */
export type AvatarMode = Scene['mode'];
