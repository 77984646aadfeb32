import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAIL_TEST_PATHS, MAIL_TESTS_PER_HOUR, mailTestReplySchema, mailTestRequestSchema, mailTestSentMessage } from '../../../contract/mail.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { userRateLimit } from '../../http/userRateLimit.ts';
import { codeToTest } from '../../services/mail/codeToTest.ts';
import { testMail } from '../../services/mail/testMail.ts';
import { PROJECT_KINDS } from '../../services/projects/projectKinds.ts';
import { notFoundUnlessProjectId, projectParams } from '../projects/projectSchemas.ts';
import { OWNERSHIP_RULE } from './ownershipRule.ts';

/** "Send me a test" (issue 19): a video's or image's mail code, mailed to the signed-in user's own address. */
export function mailTestRoutes(app: FastifyInstance, context: AppContext) {
  const { db, mailer } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = userRateLimit('test mails', MAIL_TESTS_PER_HOUR, 3_600_000);

  for (const { kind } of PROJECT_KINDS) {
    routes.post(
      `${MAIL_TEST_PATHS[kind]}:id/`,
      {
        onRequest: [requireUser(db), limit.count(db)],
        preValidation: notFoundUnlessProjectId,
        schema: {
          summary: `Mail the code of one of the user's ${kind}s to the user's own address.`,
          description: `Body {entryId?}: without it the ${kind}'s own code (its detail's code), with it the code of one of its personalised entries (a solo mail code or a mail batch's contact of a video, a personalised link of an image). Sent through the configured mail transport (SMTP_URL; the outbox without one) to the account's e-mail only, never another address: subject "Test: {name}", the code as it was built for the ${kind}'s mail client under one line saying what it is, and its plain text. 409 while the code is not ready (not generated, pictures not made yet, an entry not ready or of a kind without a code). result {to: the address}; message "${mailTestSentMessage('{to}')}". ${limit.rule} ${OWNERSHIP_RULE}`,
          params: projectParams,
          body: mailTestRequestSchema,
          response: { 200: mailTestReplySchema },
        },
      },
      async (request) => {
        const key = { id: request.params.id, userId: request.user.id, kind };
        const code = await codeToTest(context, key, request.body.entryId);
        const to = request.user.email;
        await mailer.send(testMail({ to, ...code }));
        return { isError: false, message: mailTestSentMessage(to), result: { to } };
      },
    );
  }
}
