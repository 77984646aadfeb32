import { z } from 'zod';
import { generateStatusSchema, generationStepSchema } from './generation';
import { projectDetailsSchema } from './projects';
import { libraryItemSchema } from './userLibrary';

/**
 * The live socket (spec 000 §7): the server pushes `{command, data}` to the sockets of one user.
 * Every command name and its payload is defined here; the server builds messages with
 * `liveMessage`, the app's handlers compare `command` with `LIVE_COMMANDS`.
 */

/** Any message on the socket as it travels: a command name and its data. */
export const liveMessageSchema = z.object({ command: z.string(), data: z.unknown() });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** Every live command name. */
export const LIVE_COMMANDS = {
  /** Where the main video (progress type 0) of a project is, with our addition `step`. */
  progressUpdate: 'videoEditor.progress.update',
  /** A project as its detail screen shows it. */
  detailsUpdate: 'videoEditor.details.update',
  /** A video joined a list (the app fetches it by id). */
  videoListAdd: 'videoEditor.list.add',
  /** A video left a list (`isGenerated` names which one; absent: both). */
  videoListRemove: 'videoEditor.list.remove',
  /** An image joined the generated list. */
  imageAdd: 'imageEditor.add',
  /** An image left the lists. */
  imageRemove: 'imageEditor.remove',
  /** How preparing an uploaded file goes: `{id, progress (0-100), status (3 queued, 2 processing, 1 ready, 0 failed), result: media item}`. */
  uploadProgress: 'userLibrary.upload.progress',
} as const;
export type LiveCommand = (typeof LIVE_COMMANDS)[keyof typeof LIVE_COMMANDS];

/** The progress types of `videoEditor.progress.update` (spec 000 §7): 0 is the main video; the others are sharing's. */
export const PROGRESS_TYPES = { mainVideo: 0, download: 1, solo: 2, batch: 3, solomail: 4 } as const;

const idSchema = z.number().int();

/** The payload of each command. */
export const liveDataSchemas = {
  [LIVE_COMMANDS.progressUpdate]: z.object({
    id: idSchema,
    results: z.object({
      type: z.number().int(),
      progress: z.number(),
      status: generateStatusSchema.nullable(),
      video: z.string().nullable(),
      id: idSchema,
      step: generationStepSchema.nullable(),
      /** A batch's (type 3): its ready contacts and its valid contacts (issue 18). */
      generatedCount: z.number().int().optional(),
      totalCount: z.number().int().optional(),
      /** Our addition for personalised items (types 1, 2): why it failed (status 0), or a note on a ready one (a picture that was not used). */
      message: z.string().nullable().optional(),
    }),
  }),
  [LIVE_COMMANDS.detailsUpdate]: z.object({ id: idSchema, results: projectDetailsSchema }),
  [LIVE_COMMANDS.videoListAdd]: z.object({ id: idSchema }),
  [LIVE_COMMANDS.videoListRemove]: z.object({ id: idSchema, isGenerated: z.boolean().optional() }),
  [LIVE_COMMANDS.imageAdd]: z.object({ id: idSchema }),
  [LIVE_COMMANDS.imageRemove]: z.object({ id: idSchema }),
  [LIVE_COMMANDS.uploadProgress]: z.object({ id: idSchema, progress: z.number(), status: z.number().int(), result: libraryItemSchema }),
} satisfies Record<LiveCommand, z.ZodType>;

/** The payload of command `C`. */
export type LiveData<C extends LiveCommand> = z.infer<(typeof liveDataSchemas)[C]>;

/** Builds the message of command `command` (typed by its payload). */
export function liveMessage<C extends LiveCommand>(command: C, data: LiveData<C>): LiveMessage {
  return { command, data };
}
