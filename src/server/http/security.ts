import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isGoogleSignInPage } from '../../contract/signInPages.ts';

/** Where Google Identity Services loads its script, button frame, styles and calls from (Google's CSP guidance). */
const GOOGLE_IDENTITY_SERVICES = 'https://accounts.google.com/gsi/';

/**
 * Security and isolation headers on every answer. COOP same-origin + COEP require-corp make the
 * app cross-origin isolated, which the engine's shared clock (SharedArrayBuffer) needs. Scripts
 * come only from our origin (no inline scripts); inline style attributes are allowed. With Google
 * sign-in configured, Google Identity Services may load its script, styles and button frame too,
 * and the sign-in pages (`GOOGLE_SIGN_IN_PAGES`) are answered without isolation: COOP
 * same-origin-allow-popups (its popup hands the token back to its opener) and no COEP (its script
 * and button frame come from Google without the headers require-corp asks for). The app loads a
 * page that needs isolation again when it is reached from one of them (`documentIsolation.ts`).
 * The headers are worked out once, here (the Fastify plugin builds them again for every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, { allowGoogleSignIn }: { allowGoogleSignIn: boolean }) {
  const google = allowGoogleSignIn ? [GOOGLE_IDENTITY_SERVICES] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiles (the AAC encoder of the export), nothing else is evaluated.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        frameSrc: ["'self'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        // blob: the compositor worker fetches media the page made or read locally (the /dev pages' generated media).
        connectSrc: ["'self'", 'blob:', ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, next) => setHeaders(request.raw, reply.raw, (error) => next(error as Error | undefined)));
  if (allowGoogleSignIn) {
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' || !isGoogleSignInPage(request.url.split('?')[0]!)) return;
      reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      reply.removeHeader('Cross-Origin-Embedder-Policy');
    });
  }
}
