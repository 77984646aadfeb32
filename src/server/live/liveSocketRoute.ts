import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/reply.ts';
import type { AppContext } from '../context.ts';
import { resolveSession } from '../services/auth/sessions.ts';
import { UserStatus } from '../services/account/userStatus.ts';

/**
 * WebSocket `/ws/app/video/?token=` (spec 000 §7). The token is checked before the upgrade, so an
 * anonymous client gets a plain 401 and never a socket. The server only pushes; client messages
 * are ignored.
 */
export function liveSocketRoute(app: FastifyInstance, { db, live }: AppContext) {
  app.get(
    '/ws/app/video/',
    {
      websocket: true,
      preValidation: async (request) => {
        const token = (request.query as { token?: unknown }).token;
        const user = typeof token === 'string' && token ? await resolveSession(db, token) : undefined;
        if (!user || user.status !== UserStatus.active) throw new ApiError(401, 'Invalid token.');
        request.user = user;
      },
    },
    (socket, request) => {
      const disconnect = live.connect(request.user.id, socket);
      socket.on('close', disconnect);
    },
  );
}
