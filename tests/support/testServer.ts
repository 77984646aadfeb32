import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createServer, type RunningServer } from '../../src/server/server.ts';
import { apiClient, type ApiCall } from './apiClient.ts';
import { startSmtpPeer, type SmtpPeer } from './smtpPeer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** A server over a fresh test database, mailing through a real SMTP peer on loopback. */
export type TestServer = RunningServer & { smtp: SmtpPeer; dataDir: string };

/** Builds the API over a fresh database (PGlite or PostgreSQL per TEST_DATABASE) and an SMTP peer. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const smtp = await startSmtpPeer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://studio.test',
    LOG_LEVEL: 'silent',
    APP_DIR: path.join(dataDir, 'no-app'),
    // Every test server starts empty: preparing all voice samples, or rendering every template
    // preview, would keep a core busy for minutes. A test that looks at previews asks for its own.
    VOICE_SAMPLES: 'on-request',
    TEMPLATE_PREVIEWS: 'off',
    ...env,
  });
  const server = await createServer(config, await openTestDatabase());
  return {
    ...server,
    smtp,
    dataDir,
    async close() {
      await server.close();
      await smtp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a test server before the file's tests and closes it after them. `server` and `call`
 * may be used from any test (they reach the running server).
 */
export function useTestServer(env: Record<string, string> = {}): { server: TestServer; call: ApiCall } {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(env);
  });
  afterAll(() => current?.close());
  const running = () => {
    if (!current) throw new Error('the test server is not running (use it inside tests or hooks)');
    return current;
  };
  const server = new Proxy({} as TestServer, { get: (_target, key) => running()[key as keyof TestServer] });
  return { server, call: (...args) => apiClient(running().app)(...args) };
}
