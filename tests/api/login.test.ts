import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../src/server/db/schema.ts';
import { loginsPerIpPerMinute } from '../../src/server/routes/auth/loginRoutes.ts';
import { maxFailuresPerAccount } from '../../src/server/services/auth/loginLimiter.ts';
import { hashSecret } from '../../src/server/services/auth/secrets.ts';
import { setStatus, signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

const login = (email: string, password: string, remoteAddress?: string) => call('POST', '/api/accounts/login/', { body: { email, password }, remoteAddress });

describe('POST /api/accounts/login/', () => {
  it('answers a token and the user; only the token hash is stored', async () => {
    await signUpAndLogIn(call, server.smtp, 'lena@example.com', 'secret1');
    const answer = await login('Lena@Example.com', 'secret1');
    expect(answer.status).toBe(200);
    const { token, user } = answer.body.result;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({ email: 'lena@example.com', first_name: 'Test', last_name: 'User', isCP: true, organization: null, org_is_admin: false });
    const stored = await server.context.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashSecret(token)));
    expect(stored).toHaveLength(1);
    const all = await server.context.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    expect(all.map((row) => row.tokenHash)).not.toContain(token);
    const [row] = await server.context.db.select().from(users).where(eq(users.email, 'lena@example.com'));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await signUpAndLogIn(call, server.smtp, 'wrong@example.com');
    const wrongPassword = await login('wrong@example.com', 'not-it');
    const unknown = await login('nobody-here@example.com', 'not-it');
    for (const answer of [wrongPassword, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ isError: true, message: { password: { status: 0, message: 'Incorrect Email or Password' } }, result: null });
    }
  });

  it.each([
    [0, 'Email is Blocked.'],
    [1, 'Email is not Verified.'],
    [2, 'Email is not linked with any organisation.'],
  ])('reports e-mail status %i as "%s" once the password is right', async (status, text) => {
    const email = `status${status}@example.com`;
    await signUpAndLogIn(call, server.smtp, email);
    await setStatus(server.context.db, email, status);
    const answer = await login(email, 'secret1');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual({ email: { status, message: text } });
    expect((await login(email, 'bad-password')).body.message.password.status).toBe(0);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    await signUpAndLogIn(call, server.smtp, 'target@example.com');
    for (let attempt = 0; attempt < maxFailuresPerAccount; attempt++) {
      expect((await login('target@example.com', `guess-${attempt}`)).status).toBe(400);
    }
    const locked = await login('target@example.com', 'secret1');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ isError: true, message: 'Too many login attempts. Please try again later.' });
  });

  it('limits login attempts per address', async () => {
    const address = '127.9.9.9';
    for (let attempt = 0; attempt < loginsPerIpPerMinute; attempt++) {
      expect((await login(`spray${attempt}@example.com`, 'x', address)).status).toBe(400);
    }
    const limited = await login('spray-last@example.com', 'x', address);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many login attempts. Please try again later.');
    expect((await login('spray-last@example.com', 'x', '127.9.9.10')).status).toBe(400);
  });
});

describe('sessions', () => {
  it('accepts the token header, refuses a malformed or revoked token, and logout revokes', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'session@example.com');
    expect((await call('GET', '/api/accounts/user/?isCP=1', { token })).status).toBe(200);

    const malformed = await server.app.inject({ method: 'GET', url: '/api/accounts/user/', headers: { authorization: `Bearer ${token}` } });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual({ isError: true, message: 'Invalid token.', result: null });

    const logout = await call('GET', '/api/accounts/logout/', { token });
    expect(logout.status).toBe(200);
    expect((await call('GET', '/api/accounts/user/', { token })).status).toBe(401);
    expect((await call('GET', '/api/accounts/logout/')).status).toBe(200);
  });

  it('ends the sessions of an account that gets blocked', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'blocked-later@example.com');
    await setStatus(server.context.db, 'blocked-later@example.com', 0);
    expect((await call('GET', '/api/accounts/user/', { token })).status).toBe(401);
  });
});

describe('Sign in with Google, not configured', () => {
  it('offers no Google sign-in and answers its call 404', async () => {
    expect((await call('GET', '/api/accounts/social-auth/')).body.result).toEqual({ google: null });
    expect((await call('POST', '/api/accounts/social-auth/google/', { body: { password: 'a.b.c' } })).status).toBe(404);
  });
});
