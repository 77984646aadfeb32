import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE } from '../../src/contract/liveClose.ts';
import { runAdminCommandOnServer } from '../../src/server/services/account/adminClient.ts';
import { readAdminSecret } from '../../src/server/services/account/adminSecret.ts';
import { findCurrentSubscription } from '../../src/server/services/account/credits.ts';
import { runAdminCommand, UsageError } from '../../src/server/services/account/adminCommands.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { accountRow } from './accountAreaSupport.ts';

const { server, call } = useTestServer();
let token: string;
let port: number;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'customer@example.com');
  // Listening on loopback, as the product does: `npm run admin` reaches it over HTTP, the socket test opens a live socket.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});

const run = (...argv: string[]) => runAdminCommand(server.context.db, argv);

describe('npm run admin', () => {
  it('grants credits of one type, seen on the subscription screen', async () => {
    const output = await run('grant-credits', '--email', 'Customer@example.com', '--type', '2', '--amount', '25', '--note', 'Launch bonus');
    expect(output).toContain('Granted 25 Video Personalization credits to customer@example.com.');
    const info = (await call('GET', '/api/subscription/info/', { token })).body.result;
    expect(info.subscription[2]).toEqual({ creditType: 2, totalCredit: 75, usedCredit: 0 });
  });

  it('puts an account on a plan and closes its renewal requests', async () => {
    await call('POST', '/api/subscription/renew/', { token });
    const output = await run('set-plan', '--email', 'customer@example.com', '--plan', 'business', '--days', '365');
    expect(output).toContain('Business plan');
    const info = (await call('GET', '/api/subscription/info/', { token })).body.result;
    expect(info.planName).toBe('Business');
    expect(info.subscription[0]).toEqual({ creditType: 0, totalCredit: 100, usedCredit: 0 });
    expect(await run('requests')).toContain('Open renewal requests:\n  none');
    const renewed = await call('POST', '/api/subscription/renew/', { token });
    expect(await run('requests')).toContain(`#${renewed.body.result.id} customer@example.com`);
  });

  it('creates an organisation with an admin', async () => {
    await signUpAndLogIn(call, server.smtp, 'founder@example.com');
    expect(await run('create-organisation', '--name', 'Initech', '--admin', 'founder@example.com')).toContain('"Initech"');
    expect(await accountRow(server.context.db, 'founder@example.com')).toMatchObject({ isOrgAdmin: true, organizationId: expect.any(Number) });
    await expect(run('create-organisation', '--name', 'Again', '--admin', 'founder@example.com')).rejects.toBeInstanceOf(UsageError);
  });

  it('lists plans and shows an account', async () => {
    expect(await run('plans')).toMatch(/^starter\s+Starter\s+30 days/m);
    const shown = await run('show', '--email', 'customer@example.com');
    expect(shown).toContain('0 Avatar Video');
  });

  it('explains mistakes without changing anything', async () => {
    const before = await findCurrentSubscription(server.context.db, (await accountRow(server.context.db, 'customer@example.com')).id);
    for (const argv of [
      [],
      ['fly'],
      ['grant-credits', '--email', 'customer@example.com', '--type', '7', '--amount', '5'],
      ['grant-credits', '--email', 'customer@example.com', '--type', '0', '--amount', '-5'],
      ['grant-credits', '--email', 'nobody@example.com', '--type', '0', '--amount', '5'],
      ['grant-credits', '--email', 'customer@example.com', '--type', '0'],
      ['set-plan', '--email', 'customer@example.com', '--plan', 'platinum'],
      ['set-plan', '--email', 'customer@example.com', '--plan', 'pro', '--days', 'ever'],
      ['plans', '--unknown'],
    ]) {
      await expect(run(...argv)).rejects.toBeInstanceOf(UsageError);
    }
    const after = await findCurrentSubscription(server.context.db, (await accountRow(server.context.db, 'customer@example.com')).id);
    expect(after).toEqual(before);
  });
});

/** An open live socket of `token`, with the close code once it closes. */
async function openSocket(token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/app/video/?token=${token}`);
  const state: { code?: number } = {};
  const closed = new Promise<void>((resolve) => socket.on('close', (code) => resolve(void Object.assign(state, { code }))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { state, closed };
}

const login = (email: string) => call('POST', '/api/accounts/login/', { body: { email, password: 'secret1' } });

describe('npm run admin -- block / unblock (spec 001 §8)', () => {
  it("ends a blocked account's sessions and live sockets at once, refuses its login, and lets it in again once unblocked", async () => {
    const mine = await signUpAndLogIn(call, server.smtp, 'spammer@example.com');
    const other = (await login('spammer@example.com')).body.result.token as string;
    const live = await openSocket(mine);

    const since = Date.now();
    expect(await run('block', '--email', 'Spammer@example.com')).toBe('Blocked spammer@example.com: its sessions and live sockets ended; login answers "Email is Blocked.".');
    for (const session of [mine, other]) expect((await call('GET', '/api/accounts/user/', { token: session })).status).toBe(401);
    await live.closed;
    expect(Date.now() - since).toBeLessThan(1500);
    expect(live.state.code).toBe(SESSION_ENDED_CLOSE);
    expect(await login('spammer@example.com')).toMatchObject({ status: 400, body: { message: { email: { status: 0, message: 'Email is Blocked.' } } } });
    expect(await run('block', '--email', 'spammer@example.com')).toBe('spammer@example.com is blocked already.');

    expect(await run('unblock', '--email', 'spammer@example.com')).toContain('Unblocked spammer@example.com');
    const again = await login('spammer@example.com');
    expect(again.status).toBe(200);
    expect((await call('GET', '/api/accounts/user/', { token: again.body.result.token })).status).toBe(200);
    await expect(run('unblock', '--email', 'spammer@example.com')).rejects.toThrow('spammer@example.com is not blocked.');
  });
});

describe('npm run admin while the server runs (POST /api/admin/command/)', () => {
  it('runs the command in the server with the secret it keeps in DATA_DIR', async () => {
    await signUpAndLogIn(call, server.smtp, 'live-ops@example.com');
    const blocked = await runAdminCommandOnServer({ port, dataDir: server.dataDir, argv: ['block', '--email', 'live-ops@example.com'] });
    expect(blocked).toEqual({ output: expect.stringContaining('Blocked live-ops@example.com'), isUsageError: false });
    expect((await login('live-ops@example.com')).body.message.email.message).toBe('Email is Blocked.');

    const mistake = await runAdminCommandOnServer({ port, dataDir: server.dataDir, argv: ['unblock'] });
    expect(mistake.isUsageError).toBe(true);
    expect(mistake.output).toMatch(/^--email is required\.\n\nUsage: npm run admin/);
  });

  it('answers 404 to a wrong secret, to none, and to another machine', async () => {
    const secret = (await readAdminSecret(server.dataDir))!;
    const command = (authorization: string | undefined, remoteAddress = '127.0.0.1') =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/command/',
        payload: { argv: ['plans'] },
        headers: authorization ? { authorization } : {},
        remoteAddress,
      });
    expect((await command(`Admin ${secret}`)).statusCode).toBe(200);
    expect((await command(`Admin ${secret}x`)).statusCode).toBe(404);
    expect((await command(undefined)).statusCode).toBe(404);
    expect((await command(`Token ${token}`)).statusCode).toBe(404);
    expect((await command(`Admin ${secret}`, '203.0.113.7')).statusCode).toBe(404);
    await expect(runAdminCommandOnServer({ port, dataDir: `${server.dataDir}-elsewhere`, argv: ['plans'] })).rejects.toThrow('cannot be read');
  });
});
