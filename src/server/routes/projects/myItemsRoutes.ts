import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_MAX_LIMIT, pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { projectCardSchema, projectDetailsSchema } from '../../../contract/projects.ts';
import { replySchema } from '../../../contract/reply.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { ok } from '../../http/reply.ts';
import { GENERATION_STEP_DESCRIPTION } from '../../services/generation/generationDetails.ts';
import { listProjectCards, MY_ITEMS_PAGE_SIZE } from '../../services/projects/projectCards.ts';
import type { ProjectKind } from '../../services/projects/projectKinds.ts';
import { ITEM_SHARE_FIELDS_DESCRIPTION, itemDetails } from '../../services/sharing/itemShare.ts';
import { notFoundUnlessProjectId, projectParams } from './projectSchemas.ts';

const pageQuery = pageQuerySchema(MY_ITEMS_PAGE_SIZE);

/** The image list's filter: generated=1 lists generated images, 0 drafts; absent means 1. */
const imageListQuery = pageQuery.extend({ generated: z.enum(['0', '1']).default('1') });

const cardShape = `Each result (and the detail result): {id, name, thumbnail (address of a stored picture, or null: the app draws the first scene), revision (document version), isGenerated, isPersonalized, mainVideoGenerate: {status (spec 001 §4: 99 queued, 3 queued again after a failed attempt, 2 generating, 1 ready, 0 failed; null: never generated), progress (0-100), video (address of the MP4, or of the PNG of an image, when status is 1; else null), jpeg (an image's JPEG when ready, else null), message (what the status tile says: "Generating Video...", "Added in Queue...", "Pending...", the failure's reason or "Something Wrong happend! Please try again."; null when ready or never generated), ${GENERATION_STEP_DESCRIPTION}}, timestamp (last change, ISO 8601), createdAt, generatedAt (or null)}.`;

const pagingRule = `Answers {isError, message, count, next, results}, last changed first: next is the path of the next page (same query) or null. limit 1-${LIST_MAX_LIMIT} (default ${MY_ITEMS_PAGE_SIZE}), offset from 0. Only the signed-in user's projects; 401 without a valid token.`;

/** One kind's detail call: GET {prefix}/details/{id}/. */
function detailRoute(app: FastifyInstance, context: AppContext, kind: ProjectKind, prefix: string) {
  const onRequest = requireUser(context.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${prefix}/details/:id/`,
    {
      onRequest,
      preValidation: notFoundUnlessProjectId,
      schema: {
        summary: `One ${kind} of the signed-in user as its detail screen shows it (spec 002 §2).`,
        description: `result: the card below plus type ("${kind}") and the share fields (${ITEM_SHARE_FIELDS_DESCRIPTION}). A project of another user, of the other kind, or a missing id answers 404 "Not found.". ${cardShape}`,
        params: projectParams,
        response: { 200: replySchema(projectDetailsSchema) },
      },
    },
    async (request) => ok(await itemDetails(context, { id: request.params.id, userId: request.user.id, kind })),
  );
}

/** My Videos and My Images: the generated and draft lists and the detail call (spec 001 §2, §7; 002 §2, §7). */
export function myItemsRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  for (const [list, isGenerated] of [
    ['generated', true],
    ['draft', false],
  ] as const) {
    const path = `/api/newvideo/video/${list}/`;
    routes.get(
      path,
      {
        onRequest,
        schema: {
          summary: `A page of the signed-in user's ${isGenerated ? 'generated videos' : 'video drafts'} (My Videos).`,
          description: `${pagingRule} ${cardShape}`,
          querystring: pageQuery,
          response: { 200: pagedSchema(projectCardSchema) },
        },
      },
      async (request) => pagedAnswer(path, {}, request.query, await listProjectCards(db, { userId: request.user.id, kind: 'video', isGenerated, ...request.query })),
    );
  }

  routes.get(
    '/api/newimage/image/',
    {
      onRequest,
      schema: {
        summary: "A page of the signed-in user's generated images or image drafts (My Images).",
        description: `generated=1 (or absent): generated images; generated=0: drafts. ${pagingRule} ${cardShape}`,
        querystring: imageListQuery,
        response: { 200: pagedSchema(projectCardSchema) },
      },
    },
    async (request) => {
      const { generated, ...paging } = request.query;
      const page = await listProjectCards(db, { userId: request.user.id, kind: 'image', isGenerated: generated === '1', ...paging });
      return pagedAnswer('/api/newimage/image/', { generated }, paging, page);
    },
  );

  detailRoute(app, context, 'video', '/api/newvideo/video');
  detailRoute(app, context, 'image', '/api/newimage/image');
}
