import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAIL_CLIENTS, mailClientsReplySchema } from '../../../contract/mailClients.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';

const results = MAIL_CLIENTS.map(({ id, name, src }) => ({ id, name, src }));

/** The mail clients of Choose your Mail Client (spec 002 §7 `GET /api/campaign/emailclient/`: results). */
export function mailClientRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/campaign/emailclient/',
    {
      onRequest,
      schema: {
        summary: 'The mail clients a Share via Mail code can be built for.',
        description: `Answers {isError, message, count, results}, every client at once in dialog order (not paged). Each result: {id (stable number, the value of mailClient in PUT …/details/{id}/), name, src (the icon's address on this site, an SVG)}. The ${results.length} clients: ${results.map((client) => client.name).join(', ')}. Needs a valid token (401 otherwise).`,
        response: { 200: mailClientsReplySchema },
      },
    },
    async () => ({ isError: false, message: '', count: results.length, results }),
  );
}
