import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditBalances, renewalRequests, subscriptions } from '../../src/server/db/schema.ts';
import { findCurrentSubscription, grantCredits, ledgerSums, startPlan, useCredits } from '../../src/server/services/account/credits.ts';
import { signUp, signUpAndLogIn, verifyAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { accountRow } from './accountAreaSupport.ts';

const { server, call } = useTestServer();

const db = () => server.context.db;
const userId = async (email: string) => (await accountRow(db(), email)).id;

/** Checks that every balance of the account's periods equals the sums of its ledger entries. */
async function expectBalancesMatchLedger(email: string) {
  const periods = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, await userId(email)));
  for (const period of periods) {
    const balances = await db().select().from(creditBalances).where(eq(creditBalances.subscriptionId, period.id));
    const sums = await ledgerSums(db(), period.id);
    for (const balance of balances) {
      const sum = sums.find((row) => row.creditType === balance.creditType) ?? { granted: 0, used: 0 };
      expect(balance.totalCredit).toBeCloseTo(sum.granted, 6);
      expect(balance.usedCredit).toBeCloseTo(sum.used, 6);
    }
  }
}

describe('GET /api/subscription/info/', () => {
  it('starts the free Starter plan on first use and answers every credit type', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'starter@example.com');
    const answer = await call('GET', '/api/subscription/info/', { token });
    expect(answer.status).toBe(200);
    const { planName, subscriptionStart, subscriptionEnd, subscription } = answer.body.result;
    expect(planName).toBe('Starter');
    expect(Date.parse(subscriptionEnd) - Date.parse(subscriptionStart)).toBe(30 * 24 * 3600 * 1000);
    expect(Math.abs(Date.parse(subscriptionStart) - Date.now())).toBeLessThan(60_000);
    expect(subscription).toEqual([
      { creditType: 0, totalCredit: 5, usedCredit: 0 },
      { creditType: 1, totalCredit: 5, usedCredit: 0 },
      { creditType: 2, totalCredit: 50, usedCredit: 0 },
      { creditType: 3, totalCredit: 50, usedCredit: 0 },
      { creditType: 4, totalCredit: 50, usedCredit: 0 },
      { creditType: 5, totalCredit: 50, usedCredit: 0 },
    ]);
    const again = await call('GET', '/api/subscription/info/', { token });
    expect(again.body.result.subscriptionStart).toBe(subscriptionStart);
  });

  it('fills the user fields from the subscription', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'fields@example.com');
    await useCredits(db(), { userId: await userId('fields@example.com'), creditType: 0, amount: 2, meta: { name: 'Intro video' } });
    const user = (await call('GET', '/api/accounts/user/', { token })).body.result;
    const info = (await call('GET', '/api/subscription/info/', { token })).body.result;
    expect(user).toMatchObject({ subs_end: info.subscriptionEnd, usedVideoCredit: 2, totalVideoCredit: 5 });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/subscription/info/')).status).toBe(401);
    expect((await call('GET', '/api/subscription/details/')).status).toBe(401);
    expect((await call('POST', '/api/subscription/renew/')).status).toBe(401);
  });

  it('starts only one plan when first uses race', async () => {
    await signUp(call, server.smtp, 'race@example.com').then((code) => verifyAndLogIn(call, code, 'race@example.com', 'secret1'));
    const id = await userId('race@example.com');
    await Promise.all([0, 1, 2, 3].map(() => findCurrentSubscription(db(), id).then((found) => found ?? startPlan(db(), id, 'starter', { onlyIfNone: true }))));
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, id))).toHaveLength(1);
    await expectBalancesMatchLedger('race@example.com');
  });
});

describe('credits service', () => {
  it('deducts, records the use and refuses more than remains, in whole and fractional credits', async () => {
    await signUpAndLogIn(call, server.smtp, 'spender@example.com');
    const id = await userId('spender@example.com');
    expect(await useCredits(db(), { userId: id, creditType: 0, amount: 1.4, meta: { name: 'Welcome video' } })).toMatchObject({ usedCredit: 1.4, totalCredit: 5 });
    await useCredits(db(), { userId: id, creditType: 3, amount: 2, meta: { pageName: 'Spring offer' } });
    await expect(useCredits(db(), { userId: id, creditType: 0, amount: 3.7, meta: { name: 'Too long' } })).rejects.toMatchObject({
      code: 'payment_required',
      message: 'Not enough credits left for this.',
    });
    await expect(useCredits(db(), { userId: id, creditType: 0, amount: 0, meta: {} })).rejects.toMatchObject({ code: 'invalid' });
    await expect(useCredits(db(), { userId: id, creditType: 6, amount: 1, meta: {} })).rejects.toMatchObject({ code: 'invalid' });
    const balance = await grantCredits(db(), { userId: id, creditType: 0, amount: 10 });
    expect(balance).toEqual({ creditType: 0, totalCredit: 15, usedCredit: 1.4 });
    await useCredits(db(), { userId: id, creditType: 0, amount: 3.7, meta: { name: 'Now it fits' } });
    await expectBalancesMatchLedger('spender@example.com');
  });

  it('never overspends under concurrent uses', async () => {
    await signUpAndLogIn(call, server.smtp, 'burst@example.com');
    const id = await userId('burst@example.com');
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => useCredits(db(), { userId: id, creditType: 0, amount: 1, meta: { name: `Video ${index}` } })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect((await findCurrentSubscription(db(), id))!.balances[0]).toEqual({ creditType: 0, totalCredit: 5, usedCredit: 5 });
    await expectBalancesMatchLedger('burst@example.com');
  });

  it('refuses uses after the period ends', async () => {
    await signUpAndLogIn(call, server.smtp, 'late@example.com');
    const id = await userId('late@example.com');
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    await expect(useCredits(db(), { userId: id, creditType: 2, amount: 1, meta: {}, now: later })).rejects.toMatchObject({
      code: 'payment_required',
      message: 'Your subscription has expired. Please renew it to continue.',
    });
  });

  it('rolls back with the caller’s transaction', async () => {
    await signUpAndLogIn(call, server.smtp, 'rollback@example.com');
    const id = await userId('rollback@example.com');
    await findCurrentSubscription(db(), id);
    await expect(
      db().transaction(async (tx) => {
        await useCredits(tx, { userId: id, creditType: 0, amount: 2, meta: { name: 'Failed render' } });
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect((await findCurrentSubscription(db(), id))!.balances[0]!.usedCredit).toBe(0);
    await expectBalancesMatchLedger('rollback@example.com');
  });

  it('starts a new plan period with fresh balances and keeps the old history', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'upgrade@example.com');
    const id = await userId('upgrade@example.com');
    await useCredits(db(), { userId: id, creditType: 0, amount: 3, meta: { name: 'Old video' } });
    await startPlan(db(), id, 'pro', { days: 365 });
    const info = (await call('GET', '/api/subscription/info/', { token })).body.result;
    expect(info.planName).toBe('Pro');
    expect(Date.parse(info.subscriptionEnd) - Date.parse(info.subscriptionStart)).toBe(365 * 24 * 3600 * 1000);
    expect(info.subscription[0]).toEqual({ creditType: 0, totalCredit: 30, usedCredit: 0 });
    const history = (await call('GET', '/api/subscription/details/?limit=6', { token })).body;
    expect(history.results.map((entry: { meta: { name: string } }) => entry.meta.name)).toEqual(['Old video']);
    await expect(startPlan(db(), id, 'platinum')).rejects.toMatchObject({ code: 'invalid', message: 'There is no plan "platinum".' });
    await expectBalancesMatchLedger('upgrade@example.com');
  });
});

describe('GET /api/subscription/details/', () => {
  it('pages the uses newest first, rounded, following next', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'history@example.com');
    const id = await userId('history@example.com');
    const empty = await call('GET', '/api/subscription/details/?limit=6', { token });
    expect(empty.body).toEqual({ isError: false, message: '', count: 0, next: null, results: [] });

    await grantCredits(db(), { userId: id, creditType: 2, amount: 100 });
    for (let index = 1; index <= 8; index += 1) {
      await useCredits(db(), { userId: id, creditType: 2, amount: index === 1 ? 1.6 : 1, meta: { name: `Campaign ${index}` } });
    }
    await useCredits(db(), { userId: id, creditType: 4, amount: 2.4, meta: { thumbnailName: 'Hero thumbnail' } });

    const first = await call('GET', '/api/subscription/details/?limit=6', { token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(9);
    expect(first.body.results).toHaveLength(6);
    expect(first.body.results[0]).toEqual({
      id: expect.any(Number),
      creditType: 4,
      usedCredit: 2,
      totalCredit: 50,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      meta: { thumbnailName: 'Hero thumbnail' },
    });
    expect(first.body.results[1]).toMatchObject({ creditType: 2, usedCredit: 1, totalCredit: 150, meta: { name: 'Campaign 8' } });
    expect(first.body.next).toBe('/api/subscription/details/?limit=6&offset=6');

    const second = await call('GET', first.body.next, { token });
    expect(second.body.results.map((entry: { meta: { name: string } }) => entry.meta.name)).toEqual(['Campaign 3', 'Campaign 2', 'Campaign 1']);
    expect(second.body.results[2].usedCredit).toBe(2);
    expect(second.body.next).toBeNull();

    const other = await signUpAndLogIn(call, server.smtp, 'nosy@example.com');
    expect((await call('GET', '/api/subscription/details/?limit=50', { token: other })).body.count).toBe(0);
  });

  it('checks limit and offset', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'limits@example.com');
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1']) {
      const answer = await call('GET', `/api/subscription/details/?${query}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.isError).toBe(true);
    }
    expect((await call('GET', '/api/subscription/details/', { token })).status).toBe(200);
  });
});

describe('POST /api/subscription/renew/', () => {
  it('records one open request per user until the plan is set', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'renew@example.com');
    const first = await call('POST', '/api/subscription/renew/', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isError: false, message: 'Request Sent for Renewal of subscription.', result: { id: expect.any(Number) } });
    const second = await call('POST', '/api/subscription/renew/', { token });
    expect(second.body.result.id).toBe(first.body.result.id);
    const rows = await db()
      .select()
      .from(renewalRequests)
      .where(eq(renewalRequests.userId, await userId('renew@example.com')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subscriptionId).toEqual(expect.any(Number));
  });
});
