import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gradientItemSchema } from '../../../contract/effectCatalogues.ts';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer, pageOfList } from '../../http/paging.ts';
import { BUILT_IN_GRADIENTS } from '../../services/projects/editorCatalogue.ts';

/** The built-in gradients with their ids (1 up, in the order `/api/colors/combine/` lists them). */
const gradients = BUILT_IN_GRADIENTS.map((gradient, index) => ({ id: index + 1, ...gradient }));

/** The gradient catalogue (spec 000 §7 `GET /api/aivideo/gradient/`, paged). */
export function gradientRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/aivideo/gradient/',
    {
      onRequest,
      schema: {
        summary: 'The built-in gradients, paged.',
        description: `The same ${gradients.length} gradients as /api/colors/combine/ "gradients", in the same order, each with an id. Answers {isError, message, count, next, results}: next is the path of the next page (same limit) or null. Each result: {id, kind: "linear", angle (degrees), stops: [{offset 0..1, color}]}; without id it is a background's or shape's gradient as it is. limit 1-100 (default 20), offset from 0.`,
        querystring: pageQuerySchema(20, 100),
        response: { 200: pagedSchema(gradientItemSchema) },
      },
    },
    async (request) => pagedAnswer('/api/aivideo/gradient/', {}, request.query, pageOfList(gradients, request.query)),
  );
}
