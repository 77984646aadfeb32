import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GOOGLE_CLIENT_ID } from '../support/googlePeer.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
/** The same build served with Google sign-in offered. */
let withGoogle: TestServer;

beforeAll(async () => {
  // A stand-in build folder: the server serves whatever app build it is given.
  const appDir = path.join(process.cwd(), '.tmp', `app-${process.pid}-${Date.now()}`);
  await fs.mkdir(path.join(appDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(appDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  server = await startTestServer({ APP_DIR: appDir });
  withGoogle = await startTestServer({ APP_DIR: appDir, GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/keys' });
  return () => fs.rm(appDir, { recursive: true, force: true });
});
afterAll(async () => {
  await server.close();
  await withGoogle.close();
});

/** The isolation headers of page `url` on `on`: COOP and COEP (undefined when not sent). */
async function isolationOf(on: TestServer, url: string) {
  const page = await on.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return { coop: page.headers['cross-origin-opener-policy'], coep: page.headers['cross-origin-embedder-policy'] };
}

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

  it('are isolated on the sign-in pages too, unless Google sign-in is offered: then those two open popups and embed Google', async () => {
    const isolated = { coop: 'same-origin', coep: 'require-corp' };
    for (const url of ['/login', '/register/']) expect(await isolationOf(server, url)).toEqual(isolated);
    const signIn = { coop: 'same-origin-allow-popups', coep: undefined };
    for (const url of ['/login', '/login/?redirect=/myvideos', '/register', '/register/']) expect(await isolationOf(withGoogle, url), url).toEqual(signIn);
    for (const url of ['/', '/myvideos', '/video/1/0/avatar', '/loginx', '/forgotpassword']) expect(await isolationOf(withGoogle, url), url).toEqual(isolated);
    expect(String((await withGoogle.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'])).toContain('https://accounts.google.com/gsi/');
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
