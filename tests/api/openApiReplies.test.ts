import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Routes that answer a file (picture, sound, video, SVG) or a page, not a JSON envelope: no reply schema to declare. */
const FILE_ROUTES = [
  'GET /api/accounts/user/image/{name}',
  'GET /api/assets/emoji/{file}',
  'GET /api/assets/icons/{file}',
  'GET /api/audio/speech/{name}',
  'GET /api/avatars/voices/sample/{voiceId}/',
  'GET /api/bgclip/file/{name}',
  'GET /api/bgclip/preview/{type}/{id}/',
  'GET /api/previews/file/{name}',
  'GET /api/renders/file/{name}',
  'GET /api/userlibrary/file/{name}',
  // The public share pages and what they load (issue 16): HTML, video, pictures, captions, the play
  // beacon (204) and the tracked redirect (302); and the owner's preview pages.
  'GET /s/{token}',
  'GET /s/{token}/video.mp4',
  'GET /s/{token}/poster.jpg',
  'GET /s/{token}/captions.vtt',
  'POST /s/{token}/played',
  'GET /s/{token}/go/{target}',
  'GET /preview/salespage/{id}',
  'GET /preview/{id}',
];

type Operation = { responses?: Record<string, { content?: unknown }> };

/** Every `METHOD /path` of the OpenAPI reference whose 200 answer has no schema. */
async function routesWithoutReplySchema(): Promise<string[]> {
  const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => !operation.responses?.['200']?.content)
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

describe('API reference', () => {
  it('documents the answer of every JSON route', async () => {
    const missing = await routesWithoutReplySchema();
    expect(missing.filter((route) => !FILE_ROUTES.includes(route))).toEqual([]);
  });
});
