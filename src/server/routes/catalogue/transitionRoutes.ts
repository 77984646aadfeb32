import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { SCENE_TRANSITION_DEFAULT_LIMIT, SCENE_TRANSITION_MAX_LIMIT, sceneTransitionPage } from '../../services/catalogue/sceneTransitions.ts';

const path = '/api/newvideo/animation/scene/';

/** The scene transition catalogue (spec 000 §7 `GET /api/newvideo/animation/scene/`, paged). */
export function transitionRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    path,
    {
      onRequest,
      schema: {
        summary: 'The scene transitions (scene animations) the editor offers, paged.',
        description: `Answers {isError, message, count, next, results}: next is the path of the next page (same limit) or null. Each result is a scene transition exactly as the editor stores it in scene.sanimation: {id (catalogue number), name, src (preview address; "" while none), animationData ({}; a transition's tunable numbers go in animationData.params), colorArr (the default colours, one per colour the user may choose; [] for none), duration (default seconds)}. limit 1-${SCENE_TRANSITION_MAX_LIMIT} (default ${SCENE_TRANSITION_DEFAULT_LIMIT}), offset from 0.`,
        querystring: pageQuerySchema(SCENE_TRANSITION_DEFAULT_LIMIT, SCENE_TRANSITION_MAX_LIMIT),
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return pagedAnswer(path, {}, request.query, sceneTransitionPage(limit, offset));
    },
  );
}
