import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskItemSchema } from '../../../contract/effectCatalogues.ts';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer, pageOfList } from '../../http/paging.ts';
import { listMasks } from '../../services/catalogue/effectCatalogues.ts';

/** Largest mask page. */
export const MASK_PAGE_MAX = 100;

/** The mask catalogue (spec 000 §7 `GET /api/assets/masks/` with `?q=`, paged). */
export function maskRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/assets/masks/',
    {
      onRequest,
      schema: {
        summary: 'The masks of the Mask picker, paged, searchable by name.',
        description: `Answers {isError, message, count, next, results}: next is the path of the next page (same q and limit) or null. Each result: {id, name, src}: src is an SVG (viewBox 0 0 100 100) whose painted area stays visible, stretched over the object's box. Store the choice on an image or video as _Mask {id, name, src}; none is _Mask null. q (optional, up to 100 characters): names containing it, any case; a blank q lists every mask (the spec runs search from 1 character). limit 1-${MASK_PAGE_MAX} (default 40), offset from 0.`,
        querystring: z.object({
          q: z.string().max(100).optional(),
          ...pageQuerySchema(40, MASK_PAGE_MAX).shape,
        }),
        response: { 200: pagedSchema(maskItemSchema) },
      },
    },
    async (request) => {
      const q = request.query.q?.trim() || undefined;
      return pagedAnswer('/api/assets/masks/', q ? { q } : {}, request.query, pageOfList(listMasks(q), request.query));
    },
  );
}
