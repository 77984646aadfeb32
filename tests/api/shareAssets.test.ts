import { describe, expect, it } from 'vitest';
import { SHARE_ASSETS } from '../../src/server/services/sharing/publicPage/shareAssets.ts';
import { useTestServer } from '../support/testServer.ts';

const { server } = useTestServer();

describe('share page assets', () => {
  it('serves the stylesheet and the script at their hashed names, cached for ever', async () => {
    for (const asset of Object.values(SHARE_ASSETS)) {
      expect(asset.path).toMatch(/^\/s\/assets\/share\.[0-9a-f]{12}\.(css|js)$/);
      const answer = await server.app.inject({ method: 'GET', url: asset.path });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(asset.contentType);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.rawPayload.equals(asset.body)).toBe(true);
    }
  });

  it('answers 404 for another name', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/s/assets/share.000000000000.css' })).statusCode).toBe(404);
  });
});
