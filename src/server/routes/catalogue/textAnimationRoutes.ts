import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { textAnimationItemSchema } from '../../../contract/effectCatalogues.ts';
import { pageQuerySchema } from '../../../contract/paging.ts';
import type { AppContext } from '../../context.ts';
import { ANIMATION_DEFAULT_LIMIT, ANIMATION_MAX_LIMIT, textAnimationPage } from '../../services/catalogue/animationCatalogues.ts';
import { pagedCatalogueRoute } from './pagedCatalogueRoute.ts';

/** The text animation catalogue by character, word and line (spec 000 §7 `GET /api/newvideo/text/animation/`, paged). */
export function textAnimationRoutes(app: FastifyInstance, context: AppContext) {
  pagedCatalogueRoute(app, context, {
    path: '/api/newvideo/text/animation/',
    summary: 'The text animations by character, word and line (tanimation), paged.',
    description: `Answers {isError, message, count, next, results}: next is the path of the next page (same limit and kind) or null. Each result: {id (101 and up, apart from the object animations), name, kind ("char", "word" or "line"), animationData ({motion, easing, overlap}: what each unit does, and the share of the slot each unit's motion takes)}. A text animation fills a text's enter or exit slot (scene.elements[id].animation.enter.id / exit.id). kind filters by unit. limit 1-${ANIMATION_MAX_LIMIT} (default ${ANIMATION_DEFAULT_LIMIT}), offset from 0.`,
    querystring: pageQuerySchema(ANIMATION_DEFAULT_LIMIT, ANIMATION_MAX_LIMIT).extend({ kind: z.enum(['char', 'word', 'line']).optional() }),
    item: textAnimationItemSchema,
    page: textAnimationPage,
  });
}
