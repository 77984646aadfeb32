import { z } from 'zod';
import { catalogueIdSchema, secondsSchema } from './primitives';

/**
 * A media library item as the API lists it (spec 000 §3): stock, upload, music, video. Every field
 * is optional and unknown keys are kept, since the lists differ per source.
 */
export const mediaItemSchema = z.looseObject({
  id: catalogueIdSchema.optional(),
  name: z.string().optional(),
  /** URL of the file. */
  media_file: z.string().optional(),
  /** URL of its thumbnail. */
  media_thumbnail: z.string().optional(),
  /** URL of the file where the source calls it `src`. */
  src: z.string().optional(),
  category: z.string().optional(),
  ctg: z.string().optional(),
  ctype: z.string().optional(),
  /** File facts; `duration` in seconds. */
  fileInfo: z.looseObject({ duration: secondsSchema.optional() }).optional(),
});

/** A media library item. */
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A music item in a scene's music strip (`scene.media.music`). */
export const musicItemSchema = z.object({
  /** Music catalogue or upload id. */
  id: catalogueIdSchema,
  /** Display name. @default '' */
  name: z.string().default(''),
  /** Length of the track, seconds. @default 0 */
  time: secondsSchema.default(0),
  /** URL of the audio file. */
  src: z.string(),
});
