import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMailSchema } from '../../../contract/devOutbox.ts';
import { replySchema } from '../../../contract/reply.ts';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema.ts';
import { isFromThisMachine } from '../../http/loopback.ts';
import { ApiError, ok } from '../../http/reply.ts';

/**
 * GET /api/dev/outbox/: the latest mail kept in the outbox, for a local user to follow links.
 * Exists only when no SMTP server is configured, and answers only requests from this machine,
 * because the mail holds sign-in codes.
 */
export function outboxRoutes(app: FastifyInstance, { db, mailer }: AppContext) {
  const schema = { summary: 'Development mail outbox (loopback only, no SMTP configured).', response: { 200: replySchema(z.array(outboxMailSchema)) } };
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox/', { schema }, async (request) => {
    if (mailer.kind !== 'outbox' || !isFromThisMachine(request.ip)) throw new ApiError(404, 'Not found.');
    const mails = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
    return ok(mails.map((mail) => ({ id: mail.id, to: mail.recipient, subject: mail.subject, text: mail.text, createdAt: mail.createdAt.toISOString() })));
  });
}
