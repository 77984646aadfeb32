import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBlankProject } from '../../src/scene/factories.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

// The embedded server answers signed-in calls from its account cache; a change announced by the
// database drops it. These changes are made straight in the database, past every route, so they
// prove the announcements (migrations 0014, 0015) rather than any route's own bookkeeping.
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

describe('the cached lists and details', () => {
  const twice = async (path: string) => {
    await call('GET', path, { token });
    return call('GET', path, { token });
  };

  it('answer a project, its links, their daily counts and its sharing page as changed in the database', async () => {
    const created = await call('POST', '/api/newvideo/video/create/', { token, body: { name: 'First', d: createBlankProject({ mode: 0 }) } });
    const id = created.body.result.id as number;
    const detail = `/api/newvideo/video/details/${id}/`;
    expect((await twice('/api/newvideo/video/draft/')).body.results.map((card: { name: string }) => card.name)).toEqual(['First']);
    expect((await twice(detail)).body.result.report.views).toBe(0);

    await run(sql`update projects set name = 'Renamed' where id = ${id}`);
    expect((await call('GET', '/api/newvideo/video/draft/', { token })).body.results[0].name).toBe('Renamed');
    expect((await call('GET', detail, { token })).body.result.name).toBe('Renamed');

    await run(sql`insert into share_links (token, project_id, user_id, views) select 'cache-test-' || ${id}, id, user_id, 7 from projects where id = ${id}`);
    expect((await twice(detail)).body.result.report.views).toBe(7);
    await run(sql`insert into share_daily_counts (link_id, day, views) select id, current_date, 5 from share_links where project_id = ${id}`);
    expect((await twice(detail)).body.result.dailyReport.at(-1).views).toBe(5);

    await run(sql`update sharing_pages set name = 'Launch page' where is_default and user_id = (select user_id from projects where id = ${id})`);
    expect((await twice(detail)).body.result.sharingPage.name).toBe('Launch page');

    await run(sql`delete from projects where id = ${id}`);
    expect((await call('GET', detail, { token })).status).toBe(404);
    expect((await call('GET', '/api/newvideo/video/draft/', { token })).body.count).toBe(0);
  });
});
