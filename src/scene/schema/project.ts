import { z } from 'zod';
import { createBackgroundObject } from '../background';
import { type CanvasSizeIndex, DEFAULT_CANVAS_SIZE, PROJECT_MODES } from '../constants';
import { avatarChoiceSchema } from './avatar';
import type { CanvasObject } from './canvasObject';
import { MERGE_TAG_NAME_MAX_LENGTH, MERGE_VALUE_MAX_LENGTH } from '../mergeTags';
import { addDocumentIssue } from './issues';
import { colorSchema } from './primitives';
import { sceneSchema } from './scene';

/** A scene number as it appears in `doc.scenes` keys: a whole number written without sign or leading zeros. */
const SCENE_KEY = /^(0|[1-9]\d*)$/;

/** Objects with exactly one background, first; other backgrounds dropped. Null when they already are so. */
function backgroundFirst(objects: CanvasObject[]): CanvasObject[] | null {
  const background = objects.find((object) => object._Type === 'background');
  if (!background) return null;
  const others = objects.filter((object) => object._Type !== 'background');
  return objects[0] === background && others.length === objects.length - 1 ? null : [background, ...others];
}

/**
 * The project document: the scene collection keyed by scene number and the play order.
 * `currentScene.sceneArr` is the play order of scene numbers, -1 marking a deleted slot; every
 * other entry names a scene of `scenes`, once. Each scene's first object is its background.
 */
export const projectDocumentSchema = z
  .object({
    /** Canvas size index: 0 1920x1080, 1 1920x1920, 2 1080x1920. @default 0 */
    size: z.literal([0, 1, 2] satisfies CanvasSizeIndex[]).default(DEFAULT_CANVAS_SIZE),
    /** Project mode: 0 avatar video, 1 video without avatar, 2 image. @default 0 */
    mode: z.literal([PROJECT_MODES.avatar, PROJECT_MODES.nonAvatar, PROJECT_MODES.image]).default(PROJECT_MODES.avatar),
    /** The user's saved colours ("My Colors"). @default [] */
    colorArr: z.array(colorSchema).default(() => []),
    /** The avatar chosen for the project. */
    currentAvatar: avatarChoiceSchema.optional(),
    /**
     * What each merge tag says where a contact has no value, and in the main video (our addition;
     * set in the studio's Variables list). A tag missing here takes its default fallback
     * (`DEFAULT_MERGE_FALLBACKS`).
     */
    mergeTagFallbacks: z.record(z.string().min(1).max(MERGE_TAG_NAME_MAX_LENGTH), z.string().max(MERGE_VALUE_MAX_LENGTH)).optional(),
    /** The speech changed since audio was last generated. */
    speechChanged: z.boolean().optional(),
    /** Legacy editor flag, kept as given. */
    isChheda: z.boolean().optional(),
    /**
     * Scene order: `sceneArr` is the play order (-1 for a deleted slot); `arr` lists scene numbers
     * the legacy editor allocated, read only so that numbers are never reused.
     */
    currentScene: z
      .object({
        sceneArr: z.array(z.number().int().min(-1)).default(() => []),
        arr: z.array(z.number().int().min(-1)).default(() => []),
      })
      .prefault({}),
    /** Scenes keyed by scene number (as a string). At least one. */
    scenes: z.record(z.string(), sceneSchema),
  })
  .superRefine((doc, ctx) => {
    const entries = Object.entries(doc.scenes);
    if (entries.length === 0) addDocumentIssue(ctx, ['scenes'], 'a project needs at least one scene');
    for (const [key, scene] of entries) {
      if (!SCENE_KEY.test(key)) {
        addDocumentIssue(ctx, ['scenes', key], `scene key "${key}" is not a scene number`);
        continue;
      }
      if (scene.id !== Number(key)) {
        addDocumentIssue(ctx, ['scenes', key, 'id'], `scene id ${scene.id} differs from its key ${key}`, {
          value: Number(key),
          warning: `set scene id ${scene.id} to its key ${key}`,
        });
      }
      const objects = scene.jsonData.objects;
      const reordered = backgroundFirst(objects);
      if (reordered) {
        addDocumentIssue(ctx, ['scenes', key, 'jsonData', 'objects'], 'the scene needs exactly one background object, first', {
          value: reordered,
          warning: 'moved the background object first and dropped other background objects',
        });
      } else if (objects[0]?._Type !== 'background') {
        addDocumentIssue(ctx, ['scenes', key, 'jsonData', 'objects'], 'the scene has no background object', {
          value: [createBackgroundObject(scene.id, doc.size), ...objects],
          warning: 'added the default white background',
        });
      }
    }
    const sceneArr = doc.currentScene.sceneArr;
    const seen = new Set<number>();
    const live = sceneArr.map((id) => {
      if (id === -1 || seen.has(id) || !Object.hasOwn(doc.scenes, String(id))) return -1;
      seen.add(id);
      return id;
    });
    const order = seen.size > 0 ? live : entries.map(([key]) => Number(key)).sort((a, b) => a - b);
    if (order.length !== sceneArr.length || order.some((id, index) => sceneArr[index] !== id)) {
      addDocumentIssue(ctx, ['currentScene', 'sceneArr'], 'sceneArr must name scenes of the project, each once, or -1', {
        value: order,
        warning: `set sceneArr [${sceneArr.join(', ')}] to [${order.join(', ')}]`,
      });
    }
  });

/** The project document (see {@link projectDocumentSchema}). */
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

/** Project mode: 0 avatar video, 1 video without avatar, 2 image. */
export type ProjectMode = ProjectDocument['mode'];
