import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './reply.ts';

/**
 * Serves the built app: its files (looked up per request, so a rebuild needs no restart), and
 * index.html for every other non-API path so the client router can take over. Without a build (API-only or tests) every unknown path is a JSON 404.
 */
export async function registerAppPages(app: FastifyInstance, appDir: string) {
  const indexFile = path.join(appDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: appDir,
      index: false,
      cacheControl: false,
      setHeaders(response, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // The static plugin answers a folder (the site root, the Templates page) with 403: the root is a page too.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/ws/');
    if (hasBuild && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    throw new ApiError(404, 'Not found.');
  });
}
