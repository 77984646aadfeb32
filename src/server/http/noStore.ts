import type { FastifyInstance } from 'fastify';
import { tokenFromHeader } from '../auth/authenticate.ts';

/**
 * An onSend hook: a JSON answer to a request that carries `Authorization: Token …` is a user's own
 * data, so no browser or proxy may keep it (Cache-Control: no-store). Answers that set their own
 * Cache-Control (the stored files, made to be cached for ever) and answers without a token keep theirs.
 */
export function installNoStoreForSignedIn(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (isJson && !reply.hasHeader('cache-control') && tokenFromHeader(request.headers.authorization)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
