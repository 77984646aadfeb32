import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filterItemSchema } from '../../../contract/effectCatalogues.ts';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer, pageOfList } from '../../http/paging.ts';
import { listFilters } from '../../services/catalogue/effectCatalogues.ts';

/** Largest filter page. */
export const FILTER_PAGE_MAX = 100;

/** The colour filter catalogue (spec 000 §7 `GET /api/newvideo/filter/`, paged). */
export function filterRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/newvideo/filter/',
    {
      onRequest,
      schema: {
        summary: 'The colour filters of the Filter picker, paged.',
        description: `Answers {isError, message, count, next, results}: next is the path of the next page (same limit) or null. Each result: {id, name, kind, matrix, params}: id 0..10 in picker order (None, Grayscale, Invert, Sepia, Black & White, Brownie, Vintage, Kodachrome, Technicolor, Polaroid, ColorInterpolation); kind "none", "matrix" (matrix: 20 numbers, a 4x5 row-major colour matrix on straight RGBA, offsets 0..1, as PixiJS's ColorMatrixFilter) or "gradientMap" (ColorInterpolation: luminance mapped through params' "stops", 2-20 colours, dark to light); params: [{key, label, type "colors", minItems, maxItems, default}]. Store the choice on the object as filter {id, name} (plus stops for ColorInterpolation); None is filter null. The list is generated from the same definitions the renderer draws. limit 1-${FILTER_PAGE_MAX} (default 20), offset from 0.`,
        querystring: pageQuerySchema(20, FILTER_PAGE_MAX),
        response: { 200: pagedSchema(filterItemSchema) },
      },
    },
    async (request) => pagedAnswer('/api/newvideo/filter/', {}, request.query, pageOfList(listFilters(), request.query)),
  );
}
