import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/reply.ts';
import type { AppContext } from '../context.ts';
import { createSessionWatch } from './sessionWatch.ts';
import { resolveSession } from '../services/auth/sessions.ts';
import { hashSecret } from '../services/auth/secrets.ts';
import { UserStatus } from '../services/account/userStatus.ts';

/**
 * WebSocket `/ws/app/video/?token=` (spec 000 §7). The token is checked before the upgrade, so an
 * anonymous client gets a plain 401 and never a socket. The server only pushes; client messages
 * are ignored. A socket closes (code 4001) within a second of its session ending.
 */
export function liveSocketRoute(app: FastifyInstance, { db, live }: AppContext) {
  const sessions = createSessionWatch(db, (error) => app.log.error({ err: error }, 'live session check failed'));
  app.addHook('onClose', async () => sessions.stop());
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
      const unwatch = sessions.watch(hashSecret((request.query as { token: string }).token), socket);
      socket.on('close', () => {
        disconnect();
        unwatch();
      });
    },
  );
}
