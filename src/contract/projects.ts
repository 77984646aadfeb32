import { z } from 'zod';
import { itemGenerationSchema } from './generation';

/** The two kinds of project: videos (My Videos) and images (My Images). */
export const projectKindSchema = z.enum(['video', 'image']);

/** A project as its card in My Videos / My Images and its detail screen show it (spec 001 §2, §3; 002 §2). */
export const projectCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A stored picture's address, or null (the app then draws the first scene itself). */
  thumbnail: z.string().nullable(),
  /** Document version, so a drawn thumbnail is redrawn only when the document changed. */
  revision: z.number().int(),
  isGenerated: z.boolean(),
  isPersonalized: z.boolean(),
  /** The generation as the render pipeline reports it. */
  mainVideoGenerate: itemGenerationSchema,
  /** Last change, ISO 8601. */
  timestamp: z.string(),
  createdAt: z.string(),
  generatedAt: z.string().nullable(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

/** A project as its detail call answers it (`GET …/details/{id}/`, `videoEditor.details.update`): its card and its kind; the share fields may come beside them. */
export const projectDetailsSchema = projectCardSchema.extend({ type: projectKindSchema }).loose();
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

/** What every project write answers (create, rename, autosave, save): the project's name and new revision. */
export const projectVersionSchema = z.object({ id: z.number().int(), name: z.string(), revision: z.number().int() });
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

/** A project with its document, as `GET /api/newvideo/video/{id}/` answers it; `jsonData` is the document (src/scene). */
export const projectSchema = projectVersionSchema.extend({
  jsonData: z.unknown(),
  isGenerated: z.boolean(),
  isPersonalized: z.boolean(),
  thumbnail: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** What a delete answers. */
export const deletedProjectSchema = z.object({ id: z.number().int() });

/** What a copy answers: the new draft. */
export const projectCopySchema = z.object({ id: z.number().int(), name: z.string() });
export type ProjectCopy = z.infer<typeof projectCopySchema>;

/** What the draft thumbnail beacon answers: whether a new thumbnail is on its way. */
export const thumbnailRefreshSchema = z.object({ id: z.number().int(), queued: z.boolean() });
