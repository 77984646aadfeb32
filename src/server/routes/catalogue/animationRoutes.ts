import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { animationItemSchema } from '../../../contract/effectCatalogues.ts';
import { pageQuerySchema } from '../../../contract/paging.ts';
import type { AppContext } from '../../context.ts';
import { ANIMATION_DEFAULT_LIMIT, ANIMATION_MAX_LIMIT, animationPage } from '../../services/catalogue/animationCatalogues.ts';
import { pagedCatalogueRoute } from './pagedCatalogueRoute.ts';

/** The object animation catalogue (spec 000 §7 `GET /api/newvideo/animation/`, paged). */
export function animationRoutes(app: FastifyInstance, context: AppContext) {
  pagedCatalogueRoute(app, context, {
    path: '/api/newvideo/animation/',
    summary: 'The enter, in-place and exit animations of objects, paged.',
    description: `Answers {isError, message, count, next, results}: next is the path of the next page (same limit and kind) or null. Each result: {id, name, kind ("enter", "exit" or "place"), kinds (the slots it may fill: its kind; None, id 5, fills "enter" and "exit"; choosing it sets the duration to 0), period (seconds per loop of an in-place animation, else null), animationData (the definition's motion and easing, or loop and period)}. The chosen id goes into scene.elements[id].animation.{enter, exit, place}.id; Steady (34, in place) is no motion. kind filters by slot. limit 1-${ANIMATION_MAX_LIMIT} (default ${ANIMATION_DEFAULT_LIMIT}), offset from 0.`,
    querystring: pageQuerySchema(ANIMATION_DEFAULT_LIMIT, ANIMATION_MAX_LIMIT).extend({ kind: z.enum(['enter', 'exit', 'place']).optional() }),
    item: animationItemSchema,
    page: animationPage,
  });
}
