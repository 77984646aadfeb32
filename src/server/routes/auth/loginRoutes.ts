import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tokenFromHeader } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { ApiError, fieldError, ok } from '../../http/reply.ts';
import { clearLoginFailures, isAccountLocked, recordLoginFailure } from '../../services/auth/loginLimiter.ts';
import { decoyPasswordHash, verifyPassword } from '../../services/auth/passwords.ts';
import { createSession, revokeSession } from '../../services/auth/sessions.ts';
import { findUserByEmail, toPublicUser } from '../../services/account/users.ts';
import { loginRefusal, UserStatus } from '../../services/account/userStatus.ts';
import { emailField, passwordField } from './fields.ts';
import { loginResultSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

/** Login attempts allowed per IP address per minute. */
export const loginsPerIpPerMinute = 30;

/** The 429 text for login, whichever limit was reached. */
export const tooManyAttempts = 'Too many login attempts. Please try again later.';

/** POST /api/accounts/login/ and GET /api/accounts/logout/. */
export function loginRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/accounts/login/',
    {
      config: {
        rateLimit: {
          max: loginsPerIpPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: () => new ApiError(429, tooManyAttempts),
        },
      },
      schema: {
        summary: 'Log in with e-mail and password; answers a session token and the user.',
        description:
          'Wrong e-mail or password: 400 message.password {status 0}. Correct password but the account may not log in: 400 message.email {status 0 blocked, 1 not verified, 2 not linked with any organisation}. 429 after 5 failures for one account in 15 minutes or 30 attempts from one address in a minute.',
        body: z.strictObject({ email: emailField, password: passwordField }),
        response: { 200: replySchema(loginResultSchema) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      if (await isAccountLocked(db, email)) throw new ApiError(429, tooManyAttempts);
      const user = await findUserByEmail(db, email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? decoyPasswordHash, password);
      if (!user || !passwordMatches) {
        await recordLoginFailure(db, email);
        throw fieldError('password', 'Incorrect Email or Password', 0);
      }
      if (user.status !== UserStatus.active) throw fieldError('email', loginRefusal[user.status as 0 | 1 | 2], user.status);
      await clearLoginFailures(db, email);
      const token = await createSession(db, user.id);
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      return ok({ token, user: await toPublicUser(db, user) }, 'Login successful.');
    },
  );

  routes.get(
    '/api/accounts/logout/',
    { schema: { summary: 'Ends the session of the token sent; succeeds even without a live token.', response: { 200: replySchema(z.null()) } } },
    async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) await revokeSession(db, token);
      return ok(null, 'Logged out.');
    },
  );
}
