import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../src/server/db/schema.ts';
import { inviteToNewOrganisation, signUp, verifyAndLogIn } from '../support/accounts.ts';
import { linkIn } from '../support/smtpPeer.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

describe('POST /api/accounts/signup/', () => {
  it('creates an unverified account and mails a verification link through SMTP', async () => {
    const answer = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Ann', last_name: 'Lee', email: 'Ann@Example.com', password: 'secret1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: 'Verification email sent.', result: { email: 'ann@example.com' } });

    const mail = await server.smtp.waitForMail('ann@example.com', 'Verify your e-mail');
    expect(linkIn(mail, '/signup-verify/')).toMatch(/^http:\/\/studio\.test\/signup-verify\/[\w-]{43}$/);
    expect(mail.html).toContain('Hi Ann,');

    const login = await call('POST', '/api/accounts/login/', { body: { email: 'ann@example.com', password: 'secret1' } });
    expect(login.status).toBe(400);
    expect(login.body.message).toEqual({ email: { status: 1, message: 'Email is not Verified.' } });
  });

  it('stores only an argon2id hash of the password and a hash of the code', async () => {
    const code = await signUp(call, server.smtp, 'hash@example.com', 'my-secret');
    const [user] = await server.context.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain('my-secret');
    const codes = await server.context.db.select().from(emailCodes).where(eq(emailCodes.userId, user!.id));
    expect(codes.map((row) => row.codeHash)).not.toContain(code);
    // The link keeps its sign-up's password, as a hash, only until it is used.
    expect(codes[0]!.signUp?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(codes)).not.toContain('my-secret');
    expect((await verifyAndLogIn(call, code, 'hash@example.com', 'my-secret')).status).toBe(200);
    const ended = await server.context.db.select().from(emailCodes).where(eq(emailCodes.userId, user!.id));
    expect(ended.map((row) => [row.purpose, row.signUp, row.usedAt !== null])).toEqual(
      expect.arrayContaining([
        ['verify', null, true],
        ['activate', null, true],
      ]),
    );
  });

  it('refuses an address that is already registered', async () => {
    const code = await signUp(call, server.smtp, 'taken@example.com');
    await verifyAndLogIn(call, code, 'taken@example.com', 'secret1');
    const again = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Other', last_name: 'Person', email: 'TAKEN@example.com', password: 'another1' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ isError: true, message: { email: { status: 1, message: 'Email already registered.' } } });
  });

  it('mails a link of its own when a still unverified address signs up again: the password typed at activation picks the sign-up', async () => {
    const first = await signUp(call, server.smtp, 'again@example.com');
    const second = await signUp(call, server.smtp, 'again@example.com', 'newpass1');
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/accounts/signup/verify/?code=${second}`)).status).toBe(200);
    expect((await verifyAndLogIn(call, first, 'again@example.com', 'newpass1')).status).toBe(200);
    // Active now: every link of the address has ended.
    for (const code of [first, second]) expect((await call('GET', `/api/accounts/signup/verify/?code=${code}`)).status).toBe(400);
  });

  it('names each bad field', async () => {
    const answer = await call('POST', '/api/accounts/signup/', {
      body: { first_name: '  ', last_name: 'X', email: 'nobody@example.toolongtld', password: '12345' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.isError).toBe(true);
    expect(answer.body.message.first_name.message).toBe('First name is required.');
    expect(answer.body.message.email.message).toBe('Enter a valid e-mail address.');
    expect(answer.body.message.password.message).toBe('Password must contain 6 or more characters');
  });

  it('holds names to the rule of Edit profile (letters, spaces and hyphens)', async () => {
    const answer = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Ann<b>', last_name: 'Lee2', email: 'names@example.com', password: 'secret1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message.first_name.message).toBe('Only letters, spaces and hyphens are allowed.');
    expect(answer.body.message.last_name.message).toBe('Only letters, spaces and hyphens are allowed.');
  });

  it('rejects unknown fields and malformed JSON', async () => {
    const unknown = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'A', last_name: 'B', email: 'x@example.com', password: 'secret1', isAdmin: true },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.message)).toContain('isAdmin');

    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/accounts/signup/',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().isError).toBe(true);
  });

  it('refuses markup in a name before any mail is sent (the mail escapes names anyway: accountMails.test.ts)', async () => {
    const answer = await call('POST', '/api/accounts/signup/', {
      body: { first_name: '<img src=x onerror=alert(1)>', last_name: 'Q', email: 'xss@example.com', password: 'secret1' },
    });
    expect(answer.status).toBe(400);
    expect(server.smtp.mails.some((mail) => mail.to.includes('xss@example.com'))).toBe(false);
  });
});

describe('GET /api/accounts/signup/verify/', () => {
  it('answers an activation ticket; the account is active at the login that carries it, and the link fails afterwards', async () => {
    const code = await signUp(call, server.smtp, 'verify@example.com');
    const first = await call('GET', `/api/accounts/signup/verify/?code=${code}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isError: false, message: 'Email verified!', email: 'verify@example.com' });
    expect(first.body.activation).toMatch(/^[\w-]{22,}$/);
    // Without the ticket the account is not verified yet.
    const plain = await call('POST', '/api/accounts/login/', { body: { email: 'verify@example.com', password: 'secret1' } });
    expect(plain.body.message).toEqual({ email: { status: 1, message: 'Email is not Verified.' } });
    // Opening the link again gives a new ticket in place of the first.
    const again = await call('GET', `/api/accounts/signup/verify/?code=${code}`);
    const stale = await call('POST', '/api/accounts/login/', { body: { email: 'verify@example.com', password: 'secret1', activation: first.body.activation } });
    expect(stale.status).toBe(400);
    const login = await call('POST', '/api/accounts/login/', { body: { email: 'verify@example.com', password: 'secret1', activation: again.body.activation } });
    expect(login.status).toBe(200);
    const after = await call('GET', `/api/accounts/signup/verify/?code=${code}`);
    expect(after.status).toBe(400);
    expect(after.body).toMatchObject({ isError: true, message: 'Verification of email failed' });
  });

  it('refuses an expired or unknown code', async () => {
    const code = await signUp(call, server.smtp, 'expired@example.com');
    const [user] = await server.context.db.select().from(users).where(eq(users.email, 'expired@example.com'));
    await server.context.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, user!.id));
    expect((await call('GET', `/api/accounts/signup/verify/?code=${code}`)).body.message).toBe('Verification of email failed');
    expect((await call('GET', '/api/accounts/signup/verify/?code=nonsense')).status).toBe(400);
    expect((await call('GET', '/api/accounts/signup/verify/')).status).toBe(400);
  });
});

describe('organisation sign-up by invite code', () => {
  it('checks the code, creates an active member and redirects to login', async () => {
    const code = await inviteToNewOrganisation(server.context.db, 'member@example.com', 'Acme Sales');
    const check = await call('GET', `/api/accounts/user/organization/codeverify/?code=${code}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ isError: false, email: 'member@example.com', organization: { name: 'Acme Sales' } });

    const signup = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Mia', last_name: 'Org', email: 'member@example.com', password: 'secret1', code },
    });
    expect(signup.status).toBe(200);
    expect(signup.body.redirectTo).toBe('/login/?email=member%40example.com&emailVerified=1');

    const login = await call('POST', '/api/accounts/login/', { body: { email: 'member@example.com', password: 'secret1' } });
    expect(login.status).toBe(200);
    expect(login.body.result.user.organization).toMatchObject({ name: 'Acme Sales' });

    const reused = await call('GET', `/api/accounts/user/organization/codeverify/?code=${code}`);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ isError: true, message: 'Verification failed' });
  });

  it('refuses an invalid code or a code for another address', async () => {
    const code = await inviteToNewOrganisation(server.context.db, 'invited@example.com');
    const wrongEmail = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Eve', last_name: 'X', email: 'eve@example.com', password: 'secret1', code },
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.message).toEqual({ code: { status: 0, message: 'Verification failed' } });
    const bogus = await call('GET', '/api/accounts/user/organization/codeverify/?code=bogus');
    expect(bogus.body).toMatchObject({ isError: true, message: 'Verification failed' });
  });
});
