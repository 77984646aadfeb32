import { z } from 'zod';

/**
 * What the server found in a media library file and how its preparation goes (sizes in px,
 * duration in seconds): a video the browser cannot play gets a proxy made by a background job.
 * `status` uses the generation codes of spec 001 §4 (1 ready, 2 processing, 3 queued, 0 failed).
 */
export const libraryFileInfoSchema = z
  .object({
    format: z.string(),
    size: z.number(),
    duration: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    codecs: z.object({ video: z.string().nullable(), audio: z.string().nullable() }),
    processing: z.boolean(),
    status: z.number().int(),
    /** Preparation progress, percent 0..100. */
    progress: z.number(),
  })
  .loose();

/**
 * A file of the user's media library as the API answers it (`/api/userlibrary/upload/`, spec 000
 * §3 "Media item"). Until `fileInfo.status` is 1, `media_file` is the file as uploaded.
 */
export const libraryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  ctg: z.literal('upload'),
  /** image, video, audio or application (CSV). */
  ctype: z.enum(['image', 'video', 'audio', 'application']),
  /** Address of the file to place: the proxy once made, else the upload. */
  media_file: z.string(),
  /** Address of a small JPEG of it; a CSV's own address; null for sound. */
  media_thumbnail: z.string().nullable(),
  src: z.string(),
  original_file: z.string(),
  fileInfo: libraryFileInfoSchema,
  timestamp: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
