import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

// The embedded server answers signed-in calls from its account cache; a change announced by the
// database drops it. These changes are made straight in the database, past every route, so they
// prove the announcements (migration 0014) rather than any route's own bookkeeping.
const { server, call } = useTestServer();
let token: string;
let email: string;
let count = 0;

const me = () => call('GET', '/api/accounts/user/?isCP=1', { token });
const run = (statement: ReturnType<typeof sql>) => server.context.db.execute(statement);

beforeEach(async () => {
  email = `cached${++count}@example.com`;
  token = await signUpAndLogIn(call, server.smtp, email);
  // Twice: the second answer is the cached one.
  expect((await me()).status).toBe(200);
  expect((await me()).status).toBe(200);
});

describe('the account cache', () => {
  it('answers a changed name, credit balance and organisation on the very next call', async () => {
    await run(sql`update users set first_name = 'Renamed' where email = ${email}`);
    expect((await me()).body.result.first_name).toBe('Renamed');

    await run(sql`update credit_balances set used_credit = 3 where credit_type = 0 and subscription_id in
      (select s.id from subscriptions s join users u on u.id = s.user_id where u.email = ${email})`);
    expect((await me()).body.result.usedVideoCredit).toBe(3);

    await run(sql`with o as (insert into organizations (name) values ('Acme') returning id) update users set organization_id = (select id from o) where email = ${email}`);
    expect((await me()).body.result.organization.name).toBe('Acme');
    await run(sql`update organizations set name = 'Acme Two' where name = 'Acme'`);
    expect((await me()).body.result.organization.name).toBe('Acme Two');
  });

  it('refuses a session deleted or blocked in the database on the very next call', async () => {
    await run(sql`update users set status = 0 where email = ${email}`);
    expect((await me()).status).toBe(401);
    await run(sql`update users set status = 3 where email = ${email}`);
    expect((await me()).status).toBe(200);

    await run(sql`delete from auth_tokens where user_id = (select id from users where email = ${email})`);
    expect((await me()).status).toBe(401);
  });

  it('refuses a logged-out token on the very next call, many times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const login = await call('POST', '/api/accounts/login/', { body: { email, password: 'secret1' } });
      const fresh = login.body.result.token as string;
      expect((await call('GET', '/api/accounts/user/?isCP=1', { token: fresh })).status).toBe(200);
      expect((await call('GET', '/api/accounts/user/?isCP=1', { token: fresh })).status).toBe(200);
      expect((await call('GET', '/api/accounts/logout/', { token: fresh })).status).toBe(200);
      expect((await call('GET', '/api/accounts/user/?isCP=1', { token: fresh })).status).toBe(401);
    }
  });
});
