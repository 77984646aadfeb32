import { z } from 'zod';
import { PROJECT_MODES } from '../scene/constants';
import { replySchema } from './reply';

/**
 * The templates as the API answers them (spec 001 §2 Templates, §3, §7; spec 000 §7): the lists,
 * a template's scenes; a template copy answers a project copy (`projectCopySchema` of projects.ts).
 */

/** Which project a template opens as. */
export const templateKindSchema = z.enum(['video', 'image']);
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** Project mode: 0 avatar video, 1 video without avatar, 2 image. */
const projectModeSchema = z.literal([PROJECT_MODES.avatar, PROJECT_MODES.nonAvatar, PROJECT_MODES.image]);

/** A canvas size index: 0 16:9, 1 1:1, 2 9:16. */
const canvasSizeIndexSchema = z.literal([0, 1, 2]);

/**
 * Whether a template's previews (files the server renders once) are there: all made (`ready`),
 * some still being made (`preparing`: ask the list again later), or none coming (`none`).
 */
export const previewStatusSchema = z.enum(['ready', 'preparing', 'none']);
export type PreviewStatus = z.infer<typeof previewStatusSchema>;

/** A template's previews in one size: its picture (JPEG) and, for videos, its preview video (MP4); null until made. */
export const templatePreviewsSchema = z.object({ thumbnail: z.string().nullable(), video: z.string().nullable(), previewStatus: previewStatusSchema });
export type TemplatePreviews = z.infer<typeof templatePreviewsSchema>;

/** A template in one size (spec 001 §3 "hVideo, sVideo, vVideo"), with its previews in that size. */
const templateVariantSchema = z.object({
  id: z.string(),
  size: canvasSizeIndexSchema,
  ratio: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  isPersonalized: z.literal(false),
  ...templatePreviewsSchema.shape,
});

/** A template as the lists answer it (`GET /api/newvideo/video/template/` and the others); the previews are those of the size asked. */
export const templateListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: templateKindSchema,
  mode: projectModeSchema,
  /** 1 with the talking avatar (mode 0), else 0. */
  human: z.literal([0, 1]),
  tags: z.array(z.string()).readonly(),
  sceneCount: z.number().int(),
  /** Seconds of video; 0 for images. */
  duration: z.number(),
  /** The scenes, each with its picture (at rest) in the size asked; scenes have no video of their own. */
  scenes: z.array(z.object({ sceneIndex: z.number().int(), name: z.string(), duration: z.number(), thumbnail: z.string().nullable(), video: z.null() })),
  hVideo: templateVariantSchema,
  sVideo: templateVariantSchema,
  vVideo: templateVariantSchema,
  ...templatePreviewsSchema.shape,
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

/** What `GET /api/newvideo/video/scene/{templateId}/` says of the template and the scenes it answers, in the order asked. */
export const templateSceneNamesSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: templateKindSchema,
  mode: projectModeSchema,
  size: canvasSizeIndexSchema,
  scenes: z.array(z.object({ sceneIndex: z.number().int(), name: z.string() })),
});
export type TemplateSceneNames = z.infer<typeof templateSceneNamesSchema>;

/** The answer of the template scenes call: `results` are the scenes (src/scene Scene JSON, a document payload). */
export const templateScenesReplySchema = replySchema(templateSceneNamesSchema).extend({ count: z.number().int().min(0), results: z.array(z.unknown()) });
