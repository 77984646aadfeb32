import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromHeader } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, fieldError, ok } from '../../http/reply.ts';
import { clearLoginFailures, isAccountLocked, recordLoginFailure } from '../../services/auth/loginLimiter.ts';
import { decoyPasswordHash, verifyPassword } from '../../services/auth/passwords.ts';
import { revokeSession } from '../../services/auth/sessions.ts';
import { signIn } from '../../services/auth/signIn.ts';
import { findUserByEmail } from '../../services/account/users.ts';
import { UserStatus } from '../../services/account/userStatus.ts';
import { activateSignUp } from '../../services/auth/signUpActivation.ts';
import { codeField, emailField, passwordField } from './fields.ts';
import { loginResultSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

/** Login attempts allowed per IP address per minute. */
export const loginsPerIpPerMinute = 30;

/** The 429 text for login, whichever limit was reached. */
export const tooManyAttempts = 'Too many login attempts. Please try again later.';

/** The per-address limit of every sign-in call (login, Google). */
export const loginRateLimit = { max: loginsPerIpPerMinute, timeWindow: 60_000, errorResponseBuilder: () => new ApiError(429, tooManyAttempts) };

/** POST /api/accounts/login/ and GET /api/accounts/logout/. */
export function loginRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/accounts/login/',
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        summary: 'Log in with e-mail and password; answers a session token and the user.',
        description:
          'Wrong e-mail or password: 400 message.password {status 0}. Correct password but the account may not log in: 400 message.email {status 0 blocked, 1 not verified, 2 not linked with any organisation}. activation (optional): the ticket GET /api/accounts/signup/verify/ answered to the browser that opened a verification link; with it, a still unverified account becomes active here with the password typed, the one of the sign-up that chose it (a password no pending sign-up chose answers as a wrong one). 429 after 5 failures for one account in 15 minutes or 30 attempts from one address in a minute.',
        body: z.strictObject({ email: emailField, password: passwordField, activation: codeField.optional() }),
        response: { 200: replySchema(loginResultSchema) },
      },
    },
    async (request) => {
      const { email, password, activation } = request.body;
      if (await isAccountLocked(db, email)) throw new ApiError(429, tooManyAttempts);
      const found = await findUserByEmail(db, email);
      const activated = found && activation && found.status === UserStatus.unverified ? await activateSignUp(db, found, activation, password) : null;
      const user = activated ?? found;
      const passwordMatches = activated !== null || (await verifyPassword(user?.passwordHash ?? decoyPasswordHash, password));
      if (!user || !passwordMatches) {
        await recordLoginFailure(db, email);
        throw fieldError('password', 'Incorrect Email or Password', 0);
      }
      const signedIn = await signIn(db, user);
      await clearLoginFailures(db, email);
      return ok(signedIn, 'Login successful.');
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
