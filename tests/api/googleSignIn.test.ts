import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../src/server/db/schema.ts';
import { GOOGLE_SIGN_IN_FAILED } from '../../src/server/services/auth/googleIdToken.ts';
import { setStatus, signUp, signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { startGooglePeer, tamperedSignature, TEST_GOOGLE_CLIENT_ID, type GooglePeer } from '../support/googlePeer.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { accountRow } from './accountAreaSupport.ts';

/**
 * Sign in with Google (spec 001 §1, §7; issue 24): ID tokens signed by a key set this test serves
 * on loopback in place of Google's, so nothing leaves the machine.
 */

let google: GooglePeer;
let server: TestServer;
let call: ApiCall;
beforeAll(async () => {
  google = await startGooglePeer();
  server = await startTestServer({ GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
  call = apiClient(server.app);
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const signInWithGoogle = (idToken: string) => call('POST', '/api/accounts/social-auth/google/', { body: { password: idToken } });
const refusedToken = { isError: true, message: { password: { status: 0, message: GOOGLE_SIGN_IN_FAILED } }, result: null };

describe('Sign in with Google', () => {
  it('tells the app its client id', async () => {
    expect((await call('GET', '/api/accounts/social-auth/')).body.result).toEqual({ google: { clientId: TEST_GOOGLE_CLIENT_ID } });
  });

  it('signs in only with a valid token: not an expired one, nor for another client or issuer, nor an unverified address, nor a forged one', async () => {
    const valid = await google.sign('matrix@example.com');
    const refused = {
      expired: await google.sign('expired@example.com', { expiresInSeconds: -120 }),
      'another audience': await google.sign('audience@example.com', { audience: 'someone-else.apps.googleusercontent.com' }),
      'another issuer': await google.sign('issuer@example.com', { issuer: 'https://accounts.evil.example' }),
      'unverified e-mail': await google.sign('unverified@example.com', { claims: { email_verified: false } }),
      'tampered signature': tamperedSignature(await google.sign('tampered@example.com')),
    };
    for (const [name, token] of Object.entries(refused)) {
      const answer = await signInWithGoogle(token);
      expect(`${name}: ${answer.status}`).toBe(`${name}: 400`);
      expect(answer.body).toEqual(refusedToken);
    }
    for (const email of ['expired', 'audience', 'issuer', 'unverified', 'tampered']) expect(await accountRow(server.context.db, `${email}@example.com`)).toBeUndefined();

    const answer = await signInWithGoogle(valid);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: 'Login successful.', result: { token: expect.any(String), user: { email: 'matrix@example.com' } } });
  });

  it('makes a new account active at once, without a password of its own, on the Starter plan', async () => {
    const answer = await signInWithGoogle(await google.sign('Grace@Example.com'));
    expect(answer.body.result.user).toMatchObject({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', isCP: false, organization: null });
    const { token } = answer.body.result;
    expect((await call('GET', '/api/accounts/user/?isCP=1', { token })).body.result.email).toBe('grace@example.com');
    expect((await call('GET', '/api/subscription/info/', { token })).body.result.planName).toBe('Starter');

    const again = await signInWithGoogle(await google.sign('grace@example.com'));
    expect(again.body.result.user.id).toBe(answer.body.result.user.id);
    expect(again.body.result.token).not.toBe(token);
  });

  it('signs in to an account made by sign-up, whose password still works', async () => {
    await signUpAndLogIn(call, server.smtp, 'existing@example.com', 'secret1');
    const answer = await signInWithGoogle(await google.sign('existing@example.com'));
    expect(answer.body.result.user).toMatchObject({ email: 'existing@example.com', first_name: 'Test', isCP: true });
    expect((await call('POST', '/api/accounts/login/', { body: { email: 'existing@example.com', password: 'secret1' } })).status).toBe(200);
  });

  it("activates an account still waiting for its verification, dropping that sign-up's password and link", async () => {
    const code = await signUp(call, server.smtp, 'waiting@example.com', 'squatter1', 'Mallory');
    const answer = await signInWithGoogle(await google.sign('waiting@example.com'));
    expect(answer.body.result.user).toMatchObject({ email: 'waiting@example.com', first_name: 'Grace', isCP: false });
    expect((await call('POST', '/api/accounts/login/', { body: { email: 'waiting@example.com', password: 'squatter1' } })).status).toBe(400);
    expect((await call('GET', `/api/accounts/signup/verify/?code=${code}`)).status).toBe(400);
  });

  it('refuses a blocked account as login does, and starts no session', async () => {
    await signUpAndLogIn(call, server.smtp, 'blocked-google@example.com');
    await setStatus(server.context.db, 'blocked-google@example.com', 0);
    const { id } = await accountRow(server.context.db, 'blocked-google@example.com');
    const sessions = () => server.context.db.$count(authTokens, eq(authTokens.userId, id));
    const before = await sessions();
    const answer = await signInWithGoogle(await google.sign('blocked-google@example.com'));
    expect(answer).toMatchObject({ status: 400, body: { isError: true, message: { email: { status: 0, message: 'Email is Blocked.' } } } });
    expect(await sessions()).toBe(before);
  });

  it('checks its input at the edge', async () => {
    expect((await call('POST', '/api/accounts/social-auth/google/', { body: {} })).status).toBe(400);
    expect((await call('POST', '/api/accounts/social-auth/google/', { body: { password: 'x'.repeat(9000) } })).status).toBe(400);
    expect((await call('POST', '/api/accounts/social-auth/google/', { body: { password: 'a.b.c', extra: 1 } })).status).toBe(400);
    expect(await signInWithGoogle('not-a-jwt')).toMatchObject({ status: 400, body: refusedToken });
  });
});
