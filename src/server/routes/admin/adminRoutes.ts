import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isFromThisMachine } from '../../http/loopback.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { ADMIN_SECRET_FILE, isAdminSecret, readAdminSecret } from '../../services/account/adminSecret.ts';
import { ADMIN_USAGE, runAdminCommand, UsageError } from '../../services/account/adminCommands.ts';
import { replySchema } from '../../../contract/reply.ts';

/** The header `npm run admin` sends: `Authorization: Admin {the secret in DATA_DIR/admin.secret}`. */
const ADMIN_AUTHORIZATION = /^Admin\s+(\S+)$/;

/**
 * `POST /api/admin/command/` {argv}: one operator command of `npm run admin` (block, unblock,
 * grant-credits…) run by this server, so that it works while the server holds the embedded
 * database. Answers only this machine with the secret the server wrote under DATA_DIR at start;
 * anyone else gets the 404 of an address that does not exist, before the body is read.
 */
export function adminRoutes(app: FastifyInstance, { db, config }: AppContext) {
  async function requireOperator(request: FastifyRequest) {
    const offered = ADMIN_AUTHORIZATION.exec(request.headers.authorization ?? '')?.[1];
    const secret = offered && isFromThisMachine(request.ip) ? await readAdminSecret(config.dataDir) : undefined;
    if (!offered || !secret || !isAdminSecret(offered, secret)) throw new ApiError(404, 'Not found.');
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/command/',
    {
      onRequest: requireOperator,
      schema: {
        hide: true,
        summary: 'Run an operator command (npm run admin) on this server.',
        description: `This machine only, with Authorization: Admin {the secret in DATA_DIR/${ADMIN_SECRET_FILE}}; 404 otherwise. result.output: what the command prints; a mistake in the command line is 400 with the message and the usage.`,
        body: z.strictObject({ argv: z.array(z.string().max(1000)).max(20) }),
        response: { 200: replySchema(z.object({ output: z.string() })) },
      },
    },
    async (request) => {
      try {
        return ok({ output: await runAdminCommand(db, request.body.argv) });
      } catch (error) {
        if (error instanceof UsageError) throw new ApiError(400, `${error.message}\n\n${ADMIN_USAGE}`);
        throw error;
      }
    },
  );
}
