import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/reply.ts';
import { MAX_PATCHES } from '../../services/projects/projectDocuments.ts';
import { PROJECT_NAME_MAX } from '../../services/projects/projectStore.ts';

/** Body limit of the calls that carry a whole document or a diff (the global limit is 1 MB). */
export const PROJECT_BODY_LIMIT = 8 * 1024 * 1024;

/** A project id in a path: a positive 32-bit integer. */
export const projectParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/**
 * preValidation of routes with a project id: a path whose id is no project id (`/api/newvideo/video/abc/`)
 * names no project, so it answers 404 "Not found." like a missing project, before the body is checked.
 */
export async function notFoundUnlessProjectId(request: FastifyRequest) {
  if (!projectParams.safeParse(request.params).success) throw new ApiError(404, 'Not found.');
}

/** A project name: trimmed, 1 to 200 characters. */
export const projectName = z.string().trim().min(1, 'Enter a project name.').max(PROJECT_NAME_MAX, `The name can be at most ${PROJECT_NAME_MAX} characters.`);

/** A whole project document: JSON, or JSON text of it (the legacy client sends text). */
export const documentInput = z.union([z.string(), z.record(z.string(), z.unknown())]);

/** An autosave diff: a list of document patches, or JSON text of one. */
export const diffInput = z.union([z.string(), z.array(z.unknown()).max(MAX_PATCHES, `At most ${MAX_PATCHES} patches; send the whole document instead.`)]);

/** A document revision. */
export const revisionInput = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/** Create: the document and an optional name. */
export const createBody = z.object({
  d: documentInput,
  name: z.string().trim().max(PROJECT_NAME_MAX, `The name can be at most ${PROJECT_NAME_MAX} characters.`).optional(),
});

/** PUT: a rename ({name}) or an autosave ({d, revision}). */
export const changeBody = z.object({ name: projectName.optional(), d: diffInput.optional(), revision: revisionInput.optional() });

/** Explicit save: the whole document, optionally only if the stored revision is `revision`. */
export const saveBody = z.object({ d: documentInput, revision: revisionInput.optional() });
