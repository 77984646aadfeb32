import type { FastifyInstance } from 'fastify';
import { transitionItemSchema } from '../../../contract/effectCatalogues.ts';
import { pageQuerySchema } from '../../../contract/paging.ts';
import type { AppContext } from '../../context.ts';
import { SCENE_TRANSITION_DEFAULT_LIMIT, SCENE_TRANSITION_MAX_LIMIT, sceneTransitionPage } from '../../services/catalogue/sceneTransitions.ts';
import { pagedCatalogueRoute } from './pagedCatalogueRoute.ts';

/** The scene transition catalogue (spec 000 §7 `GET /api/newvideo/animation/scene/`, paged). */
export function transitionRoutes(app: FastifyInstance, context: AppContext) {
  pagedCatalogueRoute(app, context, {
    path: '/api/newvideo/animation/scene/',
    summary: 'The scene transitions (scene animations) the editor offers, paged.',
    description: `Answers {isError, message, count, next, results}: next is the path of the next page (same limit) or null. Each result is a scene transition exactly as the editor stores it in scene.sanimation: {id (catalogue number), name, src (preview address; "" while none), animationData ({}; a transition's tunable numbers go in animationData.params), colorArr (the default colours, one per colour the user may choose; [] for none), duration (default seconds)}. limit 1-${SCENE_TRANSITION_MAX_LIMIT} (default ${SCENE_TRANSITION_DEFAULT_LIMIT}), offset from 0.`,
    querystring: pageQuerySchema(SCENE_TRANSITION_DEFAULT_LIMIT, SCENE_TRANSITION_MAX_LIMIT),
    item: transitionItemSchema,
    page: sceneTransitionPage,
  });
}
