// `ours` of the share benchmark until the product's GET /s/{token} is benched instead: the share
// page renderer behind a Fastify route doing per request what that route does besides the
// database (a fresh view and nonce, the page rendered, the product's security headers and the
// page's CSP), with the product's asset routes. Prints `PORT n`, then the page's size.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { registerSecurityHeaders } from '../../src/server/http/security.ts';
import { shareAssetRoutes } from '../../src/server/routes/sharing/shareAssetRoutes.ts';
import { PAGE_TEMPLATES } from '../../src/server/services/sharing/pageTemplates.ts';
import { renderSharePage } from '../../src/server/services/sharing/publicPage/renderSharePage.ts';
import { sampleShareView } from '../../src/server/services/sharing/publicPage/sampleShareView.ts';
import { sharePageCsp } from '../../src/server/services/sharing/publicPage/sharePageCsp.ts';

const app = Fastify({ logger: false });
await registerSecurityHeaders(app);
shareAssetRoutes(app);
const template = PAGE_TEMPLATES.find((candidate) => candidate.layout === 'calendar')!;
app.get<{ Params: { token: string } }>('/s/:token', (request, reply) => {
  const nonce = randomBytes(16).toString('base64');
  const view = { ...sampleShareView(template, `/s/${request.params.token}/poster.jpg`), viewId: randomBytes(16).toString('base64url'), nonce };
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', sharePageCsp(nonce)).send(renderSharePage(view));
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${(app.server.address() as { port: number }).port}`);
