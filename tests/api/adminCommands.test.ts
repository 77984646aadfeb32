import { beforeAll, describe, expect, it } from 'vitest';
import { findCurrentSubscription } from '../../src/server/services/account/credits.ts';
import { runAdminCommand, UsageError } from '../../src/server/services/account/adminCommands.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { accountRow } from './accountAreaSupport.ts';

const { server, call } = useTestServer();
let token: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'customer@example.com');
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
