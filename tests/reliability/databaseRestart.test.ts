import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { fetchClient } from '../support/fetchClient.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../support/privatePostgres.ts';
import { startProductServer, type ProductServer } from '../support/productServer.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.ts';

/**
 * Fault (issue 22): PostgreSQL restarts under load. While it is down the API answers 503 with
 * Retry-After (never 500, never a hang); once it is back the same server process answers again
 * and its live messages flow again (the LISTEN connection comes back by itself).
 */

let postgres: PrivatePostgres;
let smtp: SmtpPeer;
let server: ProductServer;
beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPrivatePostgres(), startSmtpPeer()]);
  server = await startProductServer({ smtpUrl: smtp.url, database: 'postgres', databaseUrl: postgres.url });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await postgres?.remove();
});

type Answer = { status: number; retryAfter: string | null; at: number };

/** Asks for the signed-in user every 50 ms until `until` resolves; each answer with its time (a request gets 5 s). */
async function load(url: string, token: string, until: Promise<unknown>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    try {
      const response = await fetch(`${url}/api/accounts/user/`, { headers: { authorization: `Token ${token}` }, signal: AbortSignal.timeout(5000) });
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), at: Date.now() });
      await response.arrayBuffer();
    } catch {
      answers.push({ status: 0, retryAfter: null, at: Date.now() });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answers;
}

it('answers 503 with Retry-After while PostgreSQL is down and recovers without a restart', async () => {
  const call = fetchClient(server.url);
  const token = await signUpAndLogIn(call, smtp, 'restart@example.com');
  let downAt = 0;
  let startingAt = 0;
  let upAt = 0;
  const restart = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.stop();
    downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    startingAt = Date.now();
    await postgres.start();
    upAt = Date.now();
    // Until the pool answers again, or 20 s.
    for (let waited = 0; waited < 20_000; waited += 200) {
      const response = await fetch(`${server.url}/api/accounts/user/`, { headers: { authorization: `Token ${token}` } });
      if (response.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  })();
  const answers = await load(server.url, token, restart);
  await restart;

  const whileDown = answers.filter((answer) => answer.at > downAt && answer.at < startingAt);
  expect(whileDown.length).toBeGreaterThan(10);
  expect(new Set(whileDown.map((answer) => answer.status))).toEqual(new Set([503]));
  expect(whileDown.every((answer) => answer.retryAfter === '5')).toBe(true);
  expect(answers.filter((answer) => answer.status === 500 || answer.status === 0)).toEqual([]);
  expect(answers.at(-1)!.status).toBe(200);
  const backWithin = answers.find((answer) => answer.at > upAt && answer.status === 200)!.at - upAt;
  expect(backWithin).toBeLessThan(5000);
  expect(server.isRunning()).toBe(true);
}, 90_000);

it('is not ready while PostgreSQL is down (/readyz 503 with Retry-After) yet alive (/healthz 200), and ready again once it is back', async () => {
  const probe = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
  expect(await probe('/readyz')).toEqual({ status: 200, retryAfter: null });
  await postgres.stop();
  try {
    expect(await probe('/readyz')).toEqual({ status: 503, retryAfter: '5' });
    expect(await probe('/healthz')).toEqual({ status: 200, retryAfter: null });
  } finally {
    await postgres.start();
  }
  await expect.poll(async () => (await probe('/readyz')).status, { timeout: 20_000, interval: 200 }).toBe(200);
}, 60_000);

it('listens again after the restart: a notification sent afterwards arrives', async () => {
  const handle = await openDatabase({ databaseUrl: postgres.url, pgliteDir: undefined });
  const received: string[] = [];
  const stop = await handle.listen('restart_probe', (payload) => received.push(payload));
  try {
    await postgres.stop();
    await postgres.start();
    // The pool and the listener connect again by themselves; notify until the listener hears one.
    for (let attempt = 0; attempt < 50 && received.length === 0; attempt += 1) {
      await handle.notify('restart_probe', `after restart ${attempt}`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(received[0]).toMatch(/^after restart \d+$/);
  } finally {
    await stop();
    await handle.close();
  }
}, 60_000);
