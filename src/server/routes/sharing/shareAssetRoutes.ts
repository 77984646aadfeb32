import type { FastifyInstance } from 'fastify';
import { SHARE_ASSETS } from '../../services/sharing/publicPage/shareAssets.ts';

/**
 * The public share page's stylesheet and script at their hashed names (`/s/assets/share.{hash}.css`
 * and `.js`): no token, cached for ever (a changed file gets a new name).
 */
export function shareAssetRoutes(app: FastifyInstance) {
  for (const asset of Object.values(SHARE_ASSETS)) {
    app.get(asset.path, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').type(asset.contentType).send(asset.body),
    );
  }
}
