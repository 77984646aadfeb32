import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate.ts';
import { resetPasswordChecks, SIGN_UP_PASSWORD_MIN } from '../../../contract/accountRules.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { ApiError, fieldError, ok } from '../../http/reply.ts';
import { checkCode, consumeCode, issueCode } from '../../services/auth/emailCodes.ts';
import { hashPassword, verifyPassword } from '../../services/auth/passwords.ts';
import { revokeUserSessions } from '../../services/auth/sessions.ts';
import { findUserByEmail, setUserPassword } from '../../services/account/users.ts';
import { UserStatus } from '../../services/account/userStatus.ts';
import { passwordResetMail } from '../../services/mail/accountMails.ts';
import { codeField, emailField, passwordField } from './fields.ts';
import { replySchema } from '../../../contract/reply.ts';

const codeRefusal = { 0: 'Code not valid', 1: 'Code is expired.' } as const;

/** The reset code's user id, or the spec's 400 naming why the code is refused. */
async function requireResetCode(db: Database, code: string) {
  const check = await checkCode(db, code, 'reset');
  if (check.status !== 2) throw fieldError('code', codeRefusal[check.status], check.status);
  return check;
}

/** Password reset by e-mailed code, and password change for a signed-in user (spec 001 §7). */
export function passwordRoutes(app: FastifyInstance, { db, mailer, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.post(
    '/api/accounts/password/reset/',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        summary: 'Send a password reset link (valid one hour, single use) to a registered e-mail.',
        description: 'Unknown e-mail: 400 message.email {status 0} "Email not registered." (the spec shows this text).',
        body: z.strictObject({ email: emailField }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (!user) throw fieldError('email', 'Email not registered.', 0);
      const code = await issueCode(db, user.id, 'reset');
      try {
        await mailer.send(passwordResetMail({ to: user.email, name: user.firstName, link: `${config.publicUrl}/reset-password/${code}` }));
      } catch (error) {
        request.log.error({ err: error }, 'password reset mail not sent');
        throw new ApiError(502, 'The e-mail could not be sent. Please try again later.');
      }
      return ok(null, 'Email sent.');
    },
  );

  routes.get(
    '/api/accounts/password/reset/verify/',
    {
      schema: {
        summary: 'Check a reset code without using it; answers the account e-mail.',
        description: 'message.code.status: 2 valid, 0 "Code not valid" (unknown, used, replaced by a newer link, or ended by a password change or reset), 1 "Code is expired.".',
        querystring: z.object({ code: codeField }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const check = await requireResetCode(db, request.query.code);
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, check.userId));
      return { isError: false, message: { code: { status: 2, message: 'Code is valid.' } }, result: null, email: user?.email };
    },
  );

  routes.post(
    '/api/accounts/password/reset/verified/',
    {
      schema: {
        summary: 'Set a new password with a reset code; ends every session and every other mailed link of the account.',
        description:
          'A password failing the rules answers 400 with message keyed by check index: "0" 8 or more characters, "1" at least 1 symbol, each {status: passed?}. Code errors as in reset/verify; a code stops working (status 0 "Code not valid") once a newer one is mailed, once the password is set with any code, and once the password is changed in the profile.',
        body: z.strictObject({ code: codeField, password: passwordField }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const check = await requireResetCode(db, request.body.code);
      const checks = resetPasswordChecks(request.body.password);
      if (checks.some((check) => !check.isPassed)) {
        throw new ApiError(400, Object.fromEntries(checks.map((check, index) => [String(index), { status: check.isPassed, message: check.label }])));
      }
      const passwordHash = await hashPassword(request.body.password);
      if (!(await consumeCode(db, check.id))) throw fieldError('code', codeRefusal[0], 0);
      const [user] = await db.select().from(users).where(eq(users.id, check.userId));
      // The reset link reached the mailbox, which proves the address as well as verification would.
      const status = user?.status === UserStatus.unverified ? UserStatus.active : user?.status;
      await setUserPassword(db, check.userId, { passwordHash, status });
      await revokeUserSessions(db, check.userId);
      return ok(null, 'Password Changed');
    },
  );

  routes.post(
    '/api/accounts/password/change/',
    {
      onRequest,
      schema: {
        summary: 'Change the password of the signed-in user; signs out every other session and ends every reset link mailed before.',
        description:
          'Field-keyed 400: newpassword "Password length not match." (under 6), oldpassword "Old password is incorrect.". 403 when the account may not change its password (isCP false).',
        body: z.strictObject({ oldpassword: passwordField, newpassword: z.string().max(1024) }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const { oldpassword, newpassword } = request.body;
      if (!request.user.canChangePassword) throw new ApiError(403, 'This account cannot change its password.');
      if (newpassword.length < SIGN_UP_PASSWORD_MIN) throw fieldError('newpassword', 'Password length not match.');
      if (!(await verifyPassword(request.user.passwordHash, oldpassword))) throw fieldError('oldpassword', 'Old password is incorrect.');
      await setUserPassword(db, request.user.id, { passwordHash: await hashPassword(newpassword) });
      await revokeUserSessions(db, request.user.id, request.sessionToken);
      return ok(null, 'Password changed.');
    },
  );
}
