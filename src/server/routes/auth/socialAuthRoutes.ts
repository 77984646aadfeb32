import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { accountForGoogle } from '../../services/auth/googleAccounts.ts';
import { createGoogleTokenVerifier, GOOGLE_ISSUERS, GOOGLE_SIGN_IN_FAILED } from '../../services/auth/googleIdToken.ts';
import { signIn } from '../../services/auth/signIn.ts';
import { loginRateLimit } from './loginRoutes.ts';
import { loginResultSchema, socialAuthConfigSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

/** An ID token is a JWT of a few kilobytes; this leaves room and refuses anything larger. */
const ID_TOKEN_MAX = 8192;

/** Third-party sign-in (spec 001 §1, §7): which ones are offered, and Google's. */
export function socialAuthRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const verifyGoogleIdToken = config.google ? createGoogleTokenVerifier(config.google) : undefined;

  routes.get(
    '/api/accounts/social-auth/',
    {
      schema: {
        summary: 'The third-party sign-ins this server offers (the login and sign-up screens show their buttons).',
        description: 'result.google: {clientId} (the OAuth web client of Google Identity Services) when GOOGLE_CLIENT_ID is configured, else null.',
        response: { 200: replySchema(socialAuthConfigSchema) },
      },
    },
    async () => ok({ google: config.google ? { clientId: config.google.clientId } : null }),
  );

  routes.post(
    '/api/accounts/social-auth/google/',
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        summary: 'Sign in with Google: the ID token from Google Identity Services in `password`; answers as login does.',
        description: `404 unless GOOGLE_CLIENT_ID is configured. The token must be signed (RS256) by a key Google publishes (GOOGLE_JWKS_URL; fetched and cached), for this client (aud = GOOGLE_CLIENT_ID), issued by ${GOOGLE_ISSUERS.join(' or ')}, not expired, with email_verified true; otherwise 400 message.password {status 0, "${GOOGLE_SIGN_IN_FAILED}"}, and 502 when Google's keys cannot be fetched. Signs in the account with that address, or makes it: active at once, isCP false (no password of its own), the Starter plan from this first sign-in, the names Google holds; an account still waiting for its verification mail is activated and the password of that sign-up dropped. A blocked account, or one removed from its organisation, is refused as login refuses it (400 message.email {status 0 or 2}). Answers {token, user} as login does; no redirectTo is sent today (the app follows one if it comes). 429 after 30 sign-in attempts from one address in a minute.`,
        body: z.strictObject({ password: z.string().min(1, 'The Google ID token is required.').max(ID_TOKEN_MAX) }),
        response: { 200: replySchema(loginResultSchema) },
      },
    },
    async (request) => {
      if (!verifyGoogleIdToken) throw new ApiError(404, 'Not found.');
      const identity = await verifyGoogleIdToken(request.body.password);
      return ok(await signIn(db, await accountForGoogle(db, identity)), 'Login successful.');
    },
  );
}
