import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { accountRow, inviteAndJoin, inviteCodeFromMail, signUpOrganisationAdmin } from './accountAreaSupport.ts';

const { server, call } = useTestServer();
let admin: string;
let member: string;
let otherAdmin: string;
let loner: string;

const TEAM = '/api/accounts/user/organization/';
const team = async (token: string) => (await call('GET', TEAM, { token })).body.result as Record<string, unknown>[];
const emails = async (token: string) => (await team(token)).map((row) => row.email);

beforeAll(async () => {
  admin = await signUpOrganisationAdmin(server, call, 'boss@acme.test');
  member = await inviteAndJoin(server, call, admin, 'mate@acme.test');
  otherAdmin = await signUpOrganisationAdmin(server, call, 'boss@globex.test', 'Globex');
  loner = await signUpAndLogIn(call, server.smtp, 'loner@example.com');
});

describe(`GET ${TEAM}`, () => {
  it('lists the members with the spec fields, admins first', async () => {
    const answer = await call('GET', TEAM, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual([
      {
        email: 'boss@acme.test',
        first_name: 'Test',
        last_name: 'User',
        last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        totalProspect: 0,
        engagementRate: 0,
        org_is_admin: true,
        isPending: false,
      },
      expect.objectContaining({ email: 'mate@acme.test', first_name: 'Team', org_is_admin: false, isPending: false }),
    ]);
  });

  it('needs a session', async () => {
    expect((await call('GET', TEAM)).status).toBe(401);
  });

  it('refuses members who are not admins and users without an organisation', async () => {
    for (const token of [member, loner]) {
      const answer = await call('GET', TEAM, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ isError: true, message: 'Only organisation admins can manage the team.', result: null });
    }
  });

  it("shows another organisation's admin only their own team", async () => {
    expect(await emails(otherAdmin)).toEqual(['boss@globex.test']);
  });
});

describe(`POST ${TEAM}add/`, () => {
  it('says "Email Invalid" for a malformed address', async () => {
    for (const email of ['not-an-email', 'a@b.c', 'a@b.toolongtld', '']) {
      const answer = await call('POST', `${TEAM}add/`, { token: admin, body: { email } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual({ email: { message: 'Email Invalid' } });
    }
  });

  it('mails an invite link, lists it as pending, and the invitee joins with the code', async () => {
    const answer = await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'New.Hire@Acme.test' } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ email: 'new.hire@acme.test', first_name: '', last_login: 'Invitation Pending!', isPending: true });

    const mail = await server.smtp.waitForMail('new.hire@acme.test', "You're invited to join Acme Sales");
    expect(mail.text).toContain('Test User invited you to join Acme Sales');
    expect(mail.text).toMatch(/http:\/\/studio\.test\/register\?code=[\w-]{43}/);
    const code = await inviteCodeFromMail(server.smtp, 'new.hire@acme.test');

    expect((await team(admin)).at(-1)).toMatchObject({ email: 'new.hire@acme.test', last_login: 'Invitation Pending!', first_name: '' });
    const verify = await call('GET', `/api/accounts/user/organization/codeverify/?code=${code}`);
    expect(verify.body).toMatchObject({ isError: false, email: 'new.hire@acme.test', organization: { name: 'Acme Sales' } });

    const signUp = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Nia', last_name: 'Hire', email: 'new.hire@acme.test', password: 'secret1', code },
    });
    expect(signUp.status).toBe(200);
    const rows = await team(admin);
    expect(rows.filter((row) => row.email === 'new.hire@acme.test')).toEqual([
      expect.objectContaining({ first_name: 'Nia', last_login: null, isPending: false, org_is_admin: false }),
    ]);
  });

  it('escapes the inviter and organisation names in the mail', async () => {
    const boss = await signUpOrganisationAdmin(server, call, 'html@evil.test', '<b>Evil & Co</b>');
    await call('POST', `${TEAM}add/`, { token: boss, body: { email: 'victim@evil.test' } });
    const mail = await server.smtp.waitForMail('victim@evil.test', "You're invited");
    expect(mail.html).toContain('&lt;b&gt;Evil &amp; Co&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Evil');
  });

  it('replaces the code of an open invite when inviting again', async () => {
    await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'twice@acme.test' } });
    const first = await inviteCodeFromMail(server.smtp, 'twice@acme.test');
    await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'twice@acme.test' } });
    const second = await inviteCodeFromMail(server.smtp, 'twice@acme.test');
    expect((await call('GET', `/api/accounts/user/organization/codeverify/?code=${first}`)).status).toBe(400);
    expect((await call('GET', `/api/accounts/user/organization/codeverify/?code=${second}`)).status).toBe(200);
    expect((await emails(admin)).filter((email) => email === 'twice@acme.test')).toHaveLength(1);
  });

  it('refuses members and accounts that exist elsewhere', async () => {
    const again = await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'mate@acme.test' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual({ email: { message: 'This email is already a member of your team.' } });
    for (const email of ['loner@example.com', 'boss@globex.test']) {
      const elsewhere = await call('POST', `${TEAM}add/`, { token: admin, body: { email } });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.message).toEqual({ email: { status: 1, message: 'Email already registered.' } });
    }
  });

  it('refuses non-admins', async () => {
    expect((await call('POST', `${TEAM}add/`, { token: member, body: { email: 'sneaky@acme.test' } })).status).toBe(403);
    expect((await call('POST', `${TEAM}add/`, { token: loner, body: { email: 'sneaky@acme.test' } })).status).toBe(403);
    expect((await call('POST', `${TEAM}add/`, { body: { email: 'sneaky@acme.test' } })).status).toBe(401);
  });
});

describe(`POST ${TEAM}adminchange/`, () => {
  it('makes a member an admin and dismisses them again', async () => {
    const made = await call('POST', `${TEAM}adminchange/`, { token: admin, body: { email: 'mate@acme.test', is_admin: true } });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ email: 'mate@acme.test', org_is_admin: true });
    expect((await call('GET', '/api/accounts/user/', { token: member })).body.result.org_is_admin).toBe(true);
    expect((await call('GET', TEAM, { token: member })).status).toBe(200);

    const dismissed = await call('POST', `${TEAM}adminchange/`, { token: admin, body: { email: 'MATE@acme.test', is_admin: false } });
    expect(dismissed.body.result.org_is_admin).toBe(false);
    expect((await call('GET', TEAM, { token: member })).status).toBe(403);
  });

  it('keeps the last admin', async () => {
    const answer = await call('POST', `${TEAM}adminchange/`, { token: admin, body: { email: 'boss@acme.test', is_admin: false } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual({ email: { message: 'Your team needs at least one admin.' } });
    expect((await accountRow(server.context.db, 'boss@acme.test')).isOrgAdmin).toBe(true);
  });

  it('lets only one of two admins dismiss the other when both try at once', async () => {
    const first = await signUpOrganisationAdmin(server, call, 'one@duo.test', 'Duo');
    const second = await inviteAndJoin(server, call, first, 'two@duo.test');
    await call('POST', `${TEAM}adminchange/`, { token: first, body: { email: 'two@duo.test', is_admin: true } });
    const answers = await Promise.all([
      call('POST', `${TEAM}adminchange/`, { token: first, body: { email: 'two@duo.test', is_admin: false } }),
      call('POST', `${TEAM}adminchange/`, { token: second, body: { email: 'one@duo.test', is_admin: false } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const admins = (await Promise.all(['one@duo.test', 'two@duo.test'].map((email) => accountRow(server.context.db, email)))).filter((row) => row.isOrgAdmin);
    expect(admins).toHaveLength(1);
  });

  it('refuses pending invites, strangers, other organisations and non-admins', async () => {
    await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'pending@acme.test' } });
    const pending = await call('POST', `${TEAM}adminchange/`, { token: admin, body: { email: 'pending@acme.test', is_admin: true } });
    expect(pending.body.message).toEqual({ email: { message: 'This member has not joined yet.' } });

    const foreign = await call('POST', `${TEAM}adminchange/`, { token: otherAdmin, body: { email: 'mate@acme.test', is_admin: true } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toEqual({ email: { message: 'This email is not a member of your team.' } });
    expect((await accountRow(server.context.db, 'mate@acme.test')).isOrgAdmin).toBe(false);

    expect((await call('POST', `${TEAM}adminchange/`, { token: member, body: { email: 'mate@acme.test', is_admin: true } })).status).toBe(403);
    expect((await call('POST', `${TEAM}adminchange/`, { token: admin, body: { email: 'mate@acme.test', is_admin: 'yes' } })).status).toBe(400);
  });
});

describe(`POST ${TEAM}remove/`, () => {
  it('refuses other organisations, non-admins and the last admin', async () => {
    const foreign = await call('POST', `${TEAM}remove/`, { token: otherAdmin, body: { email: 'mate@acme.test' } });
    expect(foreign.status).toBe(404);
    expect((await call('POST', `${TEAM}remove/`, { token: member, body: { email: 'boss@acme.test' } })).status).toBe(403);
    expect((await call('POST', `${TEAM}remove/`, { token: loner, body: { email: 'mate@acme.test' } })).status).toBe(403);
    const last = await call('POST', `${TEAM}remove/`, { token: admin, body: { email: 'boss@acme.test' } });
    expect(last.body.message).toEqual({ email: { message: 'Your team needs at least one admin.' } });
    expect(await emails(admin)).toContain('mate@acme.test');
  });

  it('unlinks the member, ends their sessions and refuses their login', async () => {
    const removed = await inviteAndJoin(server, call, admin, 'leaver@acme.test');
    const answer = await call('POST', `${TEAM}remove/`, { token: admin, body: { email: 'leaver@acme.test' } });
    expect(answer.status).toBe(200);
    expect(await emails(admin)).not.toContain('leaver@acme.test');
    expect((await call('GET', '/api/accounts/user/', { token: removed })).status).toBe(401);
    expect((await call('GET', TEAM, { token: removed })).status).toBe(401);
    const login = await call('POST', '/api/accounts/login/', { body: { email: 'leaver@acme.test', password: 'secret1' } });
    expect(login.body.message).toEqual({ email: { status: 2, message: 'Email is not linked with any organisation.' } });
    expect(await accountRow(server.context.db, 'leaver@acme.test')).toMatchObject({ status: 2, organizationId: null, isOrgAdmin: false });
  });

  it('lets a removed member rejoin when invited again', async () => {
    await inviteAndJoin(server, call, admin, 'boomerang@acme.test');
    await call('POST', `${TEAM}remove/`, { token: admin, body: { email: 'boomerang@acme.test' } });
    const answer = await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'boomerang@acme.test' } });
    expect(answer.body.result).toMatchObject({ email: 'boomerang@acme.test', isPending: false });
    await server.smtp.waitForMail('boomerang@acme.test', "You're back in Acme Sales");
    expect((await call('POST', '/api/accounts/login/', { body: { email: 'boomerang@acme.test', password: 'secret1' } })).status).toBe(200);
  });

  it('withdraws an open invite', async () => {
    await call('POST', `${TEAM}add/`, { token: admin, body: { email: 'withdrawn@acme.test' } });
    const code = await inviteCodeFromMail(server.smtp, 'withdrawn@acme.test');
    expect((await call('POST', `${TEAM}remove/`, { token: admin, body: { email: 'withdrawn@acme.test' } })).status).toBe(200);
    expect(await emails(admin)).not.toContain('withdrawn@acme.test');
    expect((await call('GET', `/api/accounts/user/organization/codeverify/?code=${code}`)).status).toBe(400);
    const again = await call('POST', `${TEAM}remove/`, { token: admin, body: { email: 'withdrawn@acme.test' } });
    expect(again.status).toBe(404);
  });
});
