import rateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { registerAppPages } from './http/appPages.ts';
import { recordRoutes } from './http/routeTable.ts';
import { installErrorHandlers } from './http/errorHandler.ts';
import { loggerOptions } from './http/logging.ts';
import { ApiError } from './http/reply.ts';
import { installNoStoreForSignedIn } from './http/noStore.ts';
import { databaseRateLimitStore } from './http/databaseRateLimitStore.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { installTextInputCheck } from './http/textInput.ts';
import { liveSocketRoute } from './live/liveSocketRoute.ts';
import { adminRoutes } from './routes/admin/adminRoutes.ts';
import { healthRoutes } from './routes/health/healthRoutes.ts';
import { helpRoutes } from './routes/account/helpRoutes.ts';
import { subscriptionRoutes } from './routes/account/subscriptionRoutes.ts';
import { teamRoutes } from './routes/account/teamRoutes.ts';
import { loginRoutes } from './routes/auth/loginRoutes.ts';
import { passwordRoutes } from './routes/auth/passwordRoutes.ts';
import { signupRoutes } from './routes/auth/signupRoutes.ts';
import { socialAuthRoutes } from './routes/auth/socialAuthRoutes.ts';
import { userRoutes } from './routes/account/profileRoutes.ts';
import { animationRoutes } from './routes/catalogue/animationRoutes.ts';
import { textAnimationRoutes } from './routes/catalogue/textAnimationRoutes.ts';
import { transitionRoutes } from './routes/catalogue/transitionRoutes.ts';
import { filterRoutes } from './routes/catalogue/filterRoutes.ts';
import { maskRoutes } from './routes/catalogue/maskRoutes.ts';
import { assetFileRoutes } from './routes/catalogue/assetFileRoutes.ts';
import { assetRoutes } from './routes/catalogue/assetRoutes.ts';
import { gradientRoutes } from './routes/catalogue/gradientRoutes.ts';
import { musicRoutes } from './routes/catalogue/musicRoutes.ts';
import { stockRoutes } from './routes/catalogue/stockRoutes.ts';
import { avatarImageRoutes } from './routes/avatars/avatarImageRoutes.ts';
import { outboxRoutes } from './routes/dev/outboxRoutes.ts';
import { draftThumbnailRoutes } from './routes/generation/draftThumbnailRoutes.ts';
import { generateRoutes } from './routes/generation/generateRoutes.ts';
import { renderFileRoutes } from './routes/generation/renderFileRoutes.ts';
import { colorRoutes } from './routes/projects/colorRoutes.ts';
import { projectRoutes } from './routes/projects/projectRoutes.ts';
import { myItemsRoutes } from './routes/projects/myItemsRoutes.ts';
import { audioBatchRoutes } from './routes/speech/audioBatchRoutes.ts';
import { voiceRoutes } from './routes/speech/voiceRoutes.ts';
import { templateRoutes } from './routes/templates/templateRoutes.ts';
import { libraryFileRoutes } from './routes/userLibrary/libraryFileRoutes.ts';
import { uploadRoutes } from './routes/userLibrary/uploadRoutes.ts';
import { previewFileRoutes } from './routes/previews/previewFileRoutes.ts';
import { shareAssetRoutes } from './routes/sharing/shareAssetRoutes.ts';
import { personalisationRoutes } from './routes/personalisation/personalisationRoutes.ts';
import { batchRoutes } from './routes/batch/batchRoutes.ts';
import { itemShareRoutes } from './routes/sharing/itemShareRoutes.ts';
import { mailClientRoutes } from './routes/sharing/mailClientRoutes.ts';
import { mailTestRoutes } from './routes/sharing/mailTestRoutes.ts';
import { previewPageRoutes } from './routes/sharing/previewPageRoutes.ts';
import { publicShareRoutes } from './routes/sharing/publicShareRoutes.ts';
import { salesPageRoutes } from './routes/sharing/salesPageRoutes.ts';

/** Every route module, in one list so nothing is registered twice or forgotten. */
const routeModules = [
  healthRoutes,
  loginRoutes,
  signupRoutes,
  socialAuthRoutes,
  passwordRoutes,
  userRoutes,
  teamRoutes,
  subscriptionRoutes,
  helpRoutes,
  projectRoutes,
  myItemsRoutes,
  generateRoutes,
  draftThumbnailRoutes,
  renderFileRoutes,
  previewFileRoutes,
  shareAssetRoutes,
  templateRoutes,
  colorRoutes,
  filterRoutes,
  maskRoutes,
  avatarImageRoutes,
  transitionRoutes,
  animationRoutes,
  textAnimationRoutes,
  assetRoutes,
  assetFileRoutes,
  stockRoutes,
  musicRoutes,
  gradientRoutes,
  uploadRoutes,
  libraryFileRoutes,
  voiceRoutes,
  audioBatchRoutes,
  outboxRoutes,
  adminRoutes,
  salesPageRoutes,
  itemShareRoutes,
  mailClientRoutes,
  mailTestRoutes,
  personalisationRoutes,
  batchRoutes,
  publicShareRoutes,
  previewPageRoutes,
  liveSocketRoute,
];

/** Builds the HTTP server (API, WebSocket, app pages) over the given parts; does not listen. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(context.config.logLevel), trustProxy: false, bodyLimit: 1024 * 1024 });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  installTextInputCheck(app);
  installNoStoreForSignedIn(app);

  registerSecurityHeaders(app, { allowGoogleSignIn: context.config.google !== undefined });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: a limit holds across every process sharing it (the scaled mode).
    store: databaseRateLimitStore(context.db),
    errorResponseBuilder: () => new ApiError(429, 'Too many requests. Please try again later.'),
  });
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Avatar Studio API',
        version: '1',
        description:
          'Every answer is {isError, message, result} plus the fields a call names; message is text, or an object keyed by field (each {status?, message}). Authenticate with the header Authorization: Token {token} (a session expires after 30 days unused, each use renewing it, or 90 days after sign-in; an expired one answers 401); JSON answers to such requests carry Cache-Control: no-store (stored files keep their own caching). Texts in the path, the query and the body (JSON or form) hold no control character (U+0000-U+001F, U+007F; tab, LF and CR are allowed in a body, never in an address) and no lone surrogate: such a request answers 400 keyed by field (e.g. message.name {message: "Remove the control character U+0000."}) before anything else reads it.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, () => app.swagger());

  for (const register of routeModules) register(app, context);
  await registerAppPages(app, context.config.appDir);
  return app;
}
