import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { replySchema } from '../../../contract/reply.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';

/** How long a load balancer should wait before asking a process that is not ready again, seconds. */
const NOT_READY_RETRY_SECONDS = 5;

const healthSchema = replySchema(z.object({ status: z.literal('ok') }));
const readySchema = replySchema(z.object({ database: z.literal('ok'), storage: z.literal('ok') }));

/**
 * Health of this process for a load balancer (issue 20, scaled mode): `GET /healthz` answers 200
 * while the process serves HTTP, touching neither the database nor the file store (a failing
 * database must not get every process restarted); `GET /readyz` answers 200 once the database
 * answers a query and the file store can be used (the local folder, the S3 bucket: `check`), else
 * 503 with `Retry-After`, so the balancer sends this process no traffic until it can serve it.
 */
export function healthRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/healthz', { schema: { summary: 'Liveness: 200 while this process serves HTTP (no database or storage call).', response: { 200: healthSchema } } }, async () =>
    ok({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: 200 when the database and the file store both answer; 503 with Retry-After otherwise.',
        description: `result: {database: "ok", storage: "ok"}. 503 names what did not answer (the database, the file store), with Retry-After ${NOT_READY_RETRY_SECONDS}.`,
        response: { 200: readySchema },
      },
    },
    async (_request, reply) => {
      const failing: string[] = [];
      await db.execute(sql`select 1`).catch(() => failing.push('the database'));
      await storage.check().catch(() => failing.push('the file store'));
      if (failing.length > 0) {
        reply.header('Retry-After', String(NOT_READY_RETRY_SECONDS));
        throw new ApiError(503, `Not ready: ${failing.join(' and ')} did not answer.`);
      }
      return ok({ database: 'ok' as const, storage: 'ok' as const });
    },
  );
}
