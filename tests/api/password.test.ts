import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../src/server/db/schema.ts';
import { requestReset, signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

describe('password reset', () => {
  it('refuses an unregistered e-mail', async () => {
    const answer = await call('POST', '/api/accounts/password/reset/', { body: { email: 'ghost@example.com' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ isError: true, message: { email: { status: 0, message: 'Email not registered.' } } });
  });

  it('mails a link, verifies the code, sets the new password and signs out every session', async () => {
    const oldToken = await signUpAndLogIn(call, server.smtp, 'reset@example.com', 'oldpass1');
    const code = await requestReset(call, server.smtp, 'reset@example.com');

    const verify = await call('GET', `/api/accounts/password/reset/verify/?code=${code}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ isError: false, message: { code: { status: 2 } }, email: 'reset@example.com' });

    const weak = await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toEqual({
      0: { status: false, message: '8 or more characters' },
      1: { status: false, message: 'At least 1 symbol' },
    });
    const noSymbol = await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'longenough1' } });
    expect(noSymbol.body.message['0'].status).toBe(true);
    expect(noSymbol.body.message['1'].status).toBe(false);

    const done = await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'new-pass!1' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isError: false, message: 'Password Changed' });

    expect((await call('GET', '/api/accounts/user/', { token: oldToken })).status).toBe(401);
    expect((await call('POST', '/api/accounts/login/', { body: { email: 'reset@example.com', password: 'oldpass1' } })).status).toBe(400);
    expect((await call('POST', '/api/accounts/login/', { body: { email: 'reset@example.com', password: 'new-pass!1' } })).status).toBe(200);
  });

  it('refuses a used code as not valid', async () => {
    await signUpAndLogIn(call, server.smtp, 'reuse@example.com');
    const code = await requestReset(call, server.smtp, 'reuse@example.com');
    await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'first-pass!' } });
    const again = await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'second-pass!' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual({ code: { status: 0, message: 'Code not valid' } });
    const verify = await call('GET', `/api/accounts/password/reset/verify/?code=${code}`);
    expect(verify.body).toMatchObject({ isError: true, message: { code: { status: 0, message: 'Code not valid' } } });
  });

  it('refuses an expired code with its own text', async () => {
    await signUpAndLogIn(call, server.smtp, 'late@example.com');
    const code = await requestReset(call, server.smtp, 'late@example.com');
    const [user] = await server.context.db.select().from(users).where(eq(users.email, 'late@example.com'));
    await server.context.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailCodes.userId, user!.id));
    const verify = await call('GET', `/api/accounts/password/reset/verify/?code=${code}`);
    expect(verify.status).toBe(400);
    expect(verify.body.message).toEqual({ code: { status: 1, message: 'Code is expired.' } });
    const set = await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'new-pass!1' } });
    expect(set.body.message).toEqual({ code: { status: 1, message: 'Code is expired.' } });
  });

  it('lets only the newest link work', async () => {
    await signUpAndLogIn(call, server.smtp, 'twice@example.com');
    const older = await requestReset(call, server.smtp, 'twice@example.com');
    const newer = await requestReset(call, server.smtp, 'twice@example.com');
    expect((await call('GET', `/api/accounts/password/reset/verify/?code=${older}`)).body.message.code.status).toBe(0);
    expect((await call('GET', `/api/accounts/password/reset/verify/?code=${newer}`)).body.message.code.status).toBe(2);
  });

  it('uses a code exactly once under concurrent requests', async () => {
    await signUpAndLogIn(call, server.smtp, 'race@example.com');
    const code = await requestReset(call, server.smtp, 'race@example.com');
    const answers = await Promise.all(
      ['race-one!1', 'race-two!2', 'race-three!3'].map((password) => call('POST', '/api/accounts/password/reset/verified/', { body: { code, password } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});

describe('POST /api/accounts/password/change/', () => {
  it('needs a session', async () => {
    expect((await call('POST', '/api/accounts/password/change/', { body: { oldpassword: 'a', newpassword: 'b' } })).status).toBe(401);
  });

  it('checks the new length and the old password, then keeps only this session', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'change@example.com', 'oldpass1');
    const other = (await call('POST', '/api/accounts/login/', { body: { email: 'change@example.com', password: 'oldpass1' } })).body.result.token;

    const short = await call('POST', '/api/accounts/password/change/', { token, body: { oldpassword: 'oldpass1', newpassword: '12345' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toEqual({ newpassword: { message: 'Password length not match.' } });

    const wrongOld = await call('POST', '/api/accounts/password/change/', { token, body: { oldpassword: 'nope', newpassword: 'newpass1' } });
    expect(wrongOld.body.message).toEqual({ oldpassword: { message: 'Old password is incorrect.' } });

    const changed = await call('POST', '/api/accounts/password/change/', { token, body: { oldpassword: 'oldpass1', newpassword: 'newpass1' } });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/accounts/user/', { token })).status).toBe(200);
    expect((await call('GET', '/api/accounts/user/', { token: other })).status).toBe(401);
    expect((await call('POST', '/api/accounts/login/', { body: { email: 'change@example.com', password: 'newpass1' } })).status).toBe(200);
  });
});
