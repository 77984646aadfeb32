import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarImagesReplySchema } from '../../../contract/avatars.ts';
import { AVATAR_CATALOGUE } from '../../../scene/avatars/avatarCatalogue.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';

/** The presenters (spec 000 §7 `GET /api/avatars/image/`: results, the avatar images of the faces carousel). */
export function avatarImageRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/avatars/image/',
    {
      onRequest,
      schema: {
        summary: 'The presenters of the Avatar Settings faces carousel.',
        description:
          'Answers {isError, message, count, results}, every presenter at once in carousel order (not paged). Each result: {id, name, gender ("female" or "male"), img (thumbnail: head and shoulders on a round backdrop), largeImg (the whole picture on a backdrop), transparentImage (the whole picture, transparent background), avatarConfig {FM, FB, SM, SB, faceCenterPoint {x, y}}, rig}. Images are SVGs under /avatars/{id}/, 1000 x 1000 px. Each position preset is {scale, alignX, alignY}: the picture scaled by scale (FM .728, FB .408, SM .717, SB .48) and aligned in the room the canvas leaves, 0 left or top to 1 right or bottom (all stand on the bottom edge; F centred, S at the right). rig is how the renderer draws the presenter from its layered parts: parts (folder of hair-back, body, head, hair-front, eyes-open, eyes-closed and mouth-{viseme} SVGs for the 12 visemes rest, MBP, FV, TH, L, WQ, CH, etc, AI, E, O, U), width, height, eyes and mouth boxes and headPivot, in image px. Put the chosen record in the avatar object\'s _Data so the renderer can animate it. Image id 4 is the default avatar.',
        response: { 200: avatarImagesReplySchema },
      },
    },
    async () => ({ isError: false, message: '', count: AVATAR_CATALOGUE.length, results: [...AVATAR_CATALOGUE] }),
  );
}
