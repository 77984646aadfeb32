import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE } from '../../src/contract/liveClose.ts';
import { inviteAndJoin, signUpOrganisationAdmin } from '../api/accountAreaSupport.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

/**
 * Live sockets do not outlive their session (issue 22 item 3): after a logout, a password change
 * (for the other sessions), or removal from the organisation, the session's open sockets close
 * within a second; the session that changed the password keeps its socket.
 */

const { server, call } = useTestServer();
let socketBase = '';
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  socketBase = `ws://127.0.0.1:${(server.app.server.address() as { port: number }).port}/ws/app/video/`;
});

/** An open socket of a session and when it closed (with which code), if it did. */
async function openSocket(token: string) {
  const socket = new WebSocket(`${socketBase}?token=${token}`);
  const state: { closedAt?: number; code?: number } = {};
  socket.on('close', (code) => Object.assign(state, { closedAt: Date.now(), code }));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, state };
}

/** Waits up to 3 s for the socket to close; answers how long after `since` it closed. */
async function closedWithin(state: { closedAt?: number }, since: number) {
  for (let waited = 0; state.closedAt === undefined && waited < 3000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
  return state.closedAt === undefined ? Infinity : state.closedAt - since;
}

const logIn = async (email: string) => (await call('POST', '/api/accounts/login/', { body: { email, password: 'secret1' } })).body.result.token as string;

describe('live sockets end with their session', () => {
  it('closes on logout', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'logout-socket@example.com');
    const open = await openSocket(token);
    const since = Date.now();
    expect((await call('GET', '/api/accounts/logout/', { token })).status).toBe(200);
    expect(await closedWithin(open.state, since)).toBeLessThan(1000);
    expect(open.state.code).toBe(SESSION_ENDED_CLOSE);
  });

  it("closes the other sessions' sockets on a password change, and keeps the changer's", async () => {
    const mine = await signUpAndLogIn(call, server.smtp, 'change-socket@example.com');
    const other = await logIn('change-socket@example.com');
    const kept = await openSocket(mine);
    const ended = await openSocket(other);
    const since = Date.now();
    const change = await call('POST', '/api/accounts/password/change/', { token: mine, body: { oldpassword: 'secret1', newpassword: 'secret2' } });
    expect(change.status).toBe(200);
    expect(await closedWithin(ended.state, since)).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(kept.state.closedAt).toBeUndefined();
    kept.socket.close();
  });

  it('closes a member’s sockets when the admin removes them from the organisation', async () => {
    const admin = await signUpOrganisationAdmin(server, call, 'admin-socket@example.com');
    const member = await inviteAndJoin(server, call, admin, 'member-socket@example.com');
    const open = await openSocket(member);
    const since = Date.now();
    expect((await call('POST', '/api/accounts/user/organization/remove/', { token: admin, body: { email: 'member-socket@example.com' } })).status).toBe(200);
    expect(await closedWithin(open.state, since)).toBeLessThan(1000);
  });
});
