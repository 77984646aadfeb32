import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  // A stand-in build folder: the server serves whatever app build it is given.
  const appDir = path.join(process.cwd(), '.tmp', `app-${process.pid}-${Date.now()}`);
  await fs.mkdir(path.join(appDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(appDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  server = await startTestServer({ APP_DIR: appDir });
  return () => fs.rm(appDir, { recursive: true, force: true });
});
afterAll(() => server.close());

describe('app pages', () => {
  it('are cross-origin isolated and carry the security headers', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/myvideos' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-embedder-policy']).toBe('require-corp');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serve hashed assets as immutable and unknown API paths as JSON 404', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await server.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ isError: true, message: 'Not found.', result: null });
  });

  it('publish the API reference', async () => {
    const doc = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/accounts/login/');
  });
});
