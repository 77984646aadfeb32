import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repairProjectDocument } from '../../../scene/document.ts';
import { GENERATE_FAILED_MESSAGE } from '../../../contract/generation.ts';
import { videoGenerationCost } from '../../../scene/generationCost.ts';
import { projectLengthLimit } from '../../../scene/timing.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { renderJob } from '../../jobs/renderJob.ts';
import { tellQueuePositions } from '../../jobs/renderQueuePositions.ts';
import { GENERATION_STEP_DESCRIPTION } from '../../services/generation/generationDetails.ts';
import { generatedListMoves, progressUpdate, projectDetails } from '../../services/generation/generationMessages.ts';
import { failGeneration, GENERATIONS_UNDER_WAY_MAX, startGeneration } from '../../services/generation/generationStore.ts';
import { newRenderId } from '../../services/generation/renderFiles.ts';
import { PROJECT_KINDS, type ProjectKindInfo } from '../../services/projects/projectKinds.ts';
import { findProject } from '../../services/projects/projectStore.ts';
import { notFoundUnlessProjectId, projectName, projectParams } from '../projects/projectSchemas.ts';
import { projectDetailsSchema } from '../../../contract/projects.ts';
import { replySchema } from '../../../contract/reply.ts';

const generateBody = z.object({ name: projectName.optional() }).optional();

const busyRule = `At most ${GENERATIONS_UNDER_WAY_MAX} generations (videos and images) of one user under way at once: one more answers 429 with Retry-After, and nothing is queued or taken.`;

const description = (kind: ProjectKindInfo) =>
  `${busyRule} ` +
  (kind.kind === 'video'
    ? `Body {name?} (trimmed, 1 to 200 characters; renames the project). The client saves first. The stored document is rendered on the server by the same engine as the preview: an MP4 (H.264 High, 25 fps, AAC) as long as the project, and a JPEG thumbnail (the middle of the first scene). Costs credits, taken now: type 0 (Avatar Video) when a scene shows the avatar, else type 1 (Non Avatar Video); one credit per started minute. Without enough credits: 402 {isError: true, message: "Not enough … credits left …"} and nothing is queued or changed. A video longer than its limit (240 s with the avatar mode, 120 s without) is 400. The project becomes generated (its document can no longer change; it leaves the drafts) and queued: result {id, name, isGenerated, isPersonalized, thumbnail, mainVideoGenerate: {status: 99, progress: 0, video: null, jpeg: null, message: "Pending...", step: {name: "queued", ahead, eta: null}}}. The render first speaks every scene whose typed speech has no sound for its script, voice and merge values (a template copy never played, a script changed since; the same speech service and cache as POST /api/audio/batch/, merge tags spoken with their fallbacks), then draws the document with its texts' merge tags filled with their fallbacks; the stored document is not changed. The owner's live socket then gets videoEditor.list.remove {id, isGenerated: false} and videoEditor.list.add {id}, and videoEditor.progress.update {id, results: {type: 0, progress, status, video, id, step}} as it goes: 99 with the queue position when it moves, 2 with the percentage and the step while rendering, 3 ("Added in Queue...") when an attempt failed and it waits for another (three attempts in all), then 1 with video (the MP4's address) or 0; and videoEditor.details.update {id, results: the same shape as this answer} when the thumbnail is drawn (before the frames: the picture shows while it renders) and at the end. mainVideoGenerate.${GENERATION_STEP_DESCRIPTION} A failed generation gives its credits back and may be generated again. A project under way or already generated: 409.`
    : `Body {name?} (trimmed, 1 to 200 characters; renames the project). Publish: the image's first scene, as the editor shows it, rendered on the server by the same engine at the canvas size as a PNG and a JPEG, and a thumbnail. Costs no credits. The project becomes generated and queued: result {id, name, isGenerated, isPersonalized, thumbnail, mainVideoGenerate: {status: 99, progress: 0, video: null, jpeg: null, message: "Pending..."}}; the live socket gets videoEditor.progress.update as it goes and, when ready, videoEditor.details.update (mainVideoGenerate.video: the PNG's address, jpeg: the JPEG's) and imageEditor.add {id}. A project under way or already published: 409.`);

/** Generate Video and Publish (spec 000 §7 `POST …/generate/{id}/`). */
export function generateRoutes(app: FastifyInstance, context: AppContext) {
  const { db, jobs, live } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  for (const kind of PROJECT_KINDS) {
    routes.post(
      `${kind.prefix}/generate/:id/`,
      {
        onRequest,
        preValidation: notFoundUnlessProjectId,
        schema: {
          summary:
            kind.kind === 'video' ? 'Generate Video: render the project into an MP4 on the server.' : 'Publish: render the image project into a PNG and a JPEG on the server.',
          description: description(kind),
          params: projectParams,
          body: generateBody,
          response: { 200: replySchema(projectDetailsSchema) },
        },
      },
      async (request) => {
        const key = { id: request.params.id, userId: request.user.id, kind: kind.kind };
        let cost: { creditType: number; amount: number } | null = null;
        const document = repairProjectDocument((await findProject(db, key)).jsonData).document;
        if (kind.kind === 'video') {
          const limit = projectLengthLimit(document);
          if (limit.isOver) throw new ApiError(400, `The video is ${limit.length} s long, longer than its limit of ${limit.maximum} s: shorten a scene first.`);
          cost = videoGenerationCost(document);
        }
        const renderId = newRenderId();
        const started = await startGeneration(db, key, { name: request.body?.name, renderId, cost });
        try {
          await jobs.send(renderJob, { kind: 'generate', projectId: started.id, renderId });
        } catch (error) {
          await failGeneration(db, started.id, renderId, GENERATE_FAILED_MESSAGE);
          throw error;
        }
        if (kind.kind === 'video') for (const message of generatedListMoves(started)) live.publish(started.userId, message);
        // Its place in the queue (told to the owner with those of the others that moved).
        const moved = await tellQueuePositions(context).catch((error: unknown) => {
          request.log.warn({ err: error }, 'queue positions not told');
          return [];
        });
        const queued = moved.find((row) => row.id === started.id);
        if (!queued) live.publish(started.userId, progressUpdate(started));
        return ok(projectDetails(queued ?? started));
      },
    );
  }
}
