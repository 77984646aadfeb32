import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE } from '../../src/contract/liveClose.ts';
import { authTokens } from '../../src/server/db/schema.ts';
import { hashSecret } from '../../src/server/services/auth/secrets.ts';
import { deleteExpiredSessions, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_RENEW_EVERY_MS } from '../../src/server/services/auth/sessions.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { printFamilySummary } from './securitySummary.ts';

/**
 * Sessions expire (issue 22 item 8): one unused for SESSION_IDLE_MS (30 days) or signed in
 * SESSION_ABSOLUTE_MS (90 days) ago no longer signs anyone in, on the API and on the live socket;
 * each use renews the idle limit (written at most every SESSION_RENEW_EVERY_MS). The clock is
 * moved by ageing the session's row.
 */

const { server, call } = useTestServer();
let socketBase = '';
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  socketBase = `ws://127.0.0.1:${(server.app.server.address() as { port: number }).port}/ws/app/video/`;
});

const DAY = 24 * 60 * 60 * 1000;

/** Moves a session's sign-in and last use into the past. */
async function age(token: string, times: { createdAgoMs: number; lastUsedAgoMs: number }) {
  const now = Date.now();
  await server.context.db
    .update(authTokens)
    .set({ createdAt: new Date(now - times.createdAgoMs), lastUsedAt: new Date(now - times.lastUsedAgoMs) })
    .where(eq(authTokens.tokenHash, hashSecret(token)));
}

async function lastUsedAt(token: string) {
  const [row] = await server.context.db
    .select({ at: authTokens.lastUsedAt })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashSecret(token)));
  return row?.at.getTime();
}

const userCall = (token: string) => call('GET', '/api/accounts/user/', { token });

describe('session expiry', () => {
  let expiredRequests = 0;
  let succeeded = 0;
  /** Asks for the user with an expired session, counting the requests and those that got in. */
  const expiredCall = async (token: string) => {
    const answer = await userCall(token);
    expiredRequests += 1;
    if (answer.status !== 401) succeeded += 1;
    return answer;
  };

  it('ends a session left unused for longer than the idle limit', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'idle-session@example.com');
    await age(token, { createdAgoMs: SESSION_IDLE_MS + DAY, lastUsedAgoMs: SESSION_IDLE_MS - DAY });
    expect((await userCall(token)).status).toBe(200);
    await age(token, { createdAgoMs: SESSION_IDLE_MS + DAY, lastUsedAgoMs: SESSION_IDLE_MS + 60_000 });
    expect((await expiredCall(token)).status).toBe(401);
  });

  it('renews the idle limit on use, writing the last use at most every few minutes', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'renewed-session@example.com');
    await age(token, { createdAgoMs: 20 * DAY, lastUsedAgoMs: 20 * DAY });
    const before = Date.now();
    expect((await userCall(token)).status).toBe(200);
    const renewed = (await lastUsedAt(token))!;
    expect(renewed).toBeGreaterThanOrEqual(before - 1000);
    await age(token, { createdAgoMs: 20 * DAY, lastUsedAgoMs: SESSION_RENEW_EVERY_MS / 2 });
    const kept = (await lastUsedAt(token))!;
    expect((await userCall(token)).status).toBe(200);
    expect(await lastUsedAt(token)).toBe(kept);
  });

  it('ends a session at the absolute limit however recently it was used', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'absolute-session@example.com');
    await age(token, { createdAgoMs: SESSION_ABSOLUTE_MS + 60_000, lastUsedAgoMs: 0 });
    expect((await expiredCall(token)).status).toBe(401);
  });

  it("closes an expired session's live socket", async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'socket-session@example.com');
    const socket = new WebSocket(`${socketBase}?token=${token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await age(token, { createdAgoMs: SESSION_IDLE_MS + DAY, lastUsedAgoMs: SESSION_IDLE_MS + DAY });
    const code = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))]);
    expect(code).toBe(SESSION_ENDED_CLOSE);
  });

  it('sweeps the rows of expired sessions and keeps the current ones', async () => {
    const current = await signUpAndLogIn(call, server.smtp, 'kept-session@example.com');
    const expired = await signUpAndLogIn(call, server.smtp, 'swept-session@example.com');
    await age(expired, { createdAgoMs: SESSION_ABSOLUTE_MS + DAY, lastUsedAgoMs: DAY });
    expect(await deleteExpiredSessions(server.context.db)).toBeGreaterThanOrEqual(1);
    expect(await lastUsedAt(expired)).toBeUndefined();
    expect(await lastUsedAt(current)).toBeDefined();
    printFamilySummary('session expiry', `${expiredRequests} requests with expired sessions, ${succeeded} succeeded`);
  });
});
