import { describe, expect, it } from 'vitest';
import { requestReset, signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

const codeNotValid = { code: { status: 0, message: 'Code not valid' } };

async function logsIn(email: string, password: string) {
  return (await call('POST', '/api/accounts/login/', { body: { email, password } })).status === 200;
}

describe('a reset link mailed before a password change or reset', () => {
  it('is refused after the password is changed in the profile, and the changed password stays', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'changed@example.com', 'oldpass1');
    const code = await requestReset(call, server.smtp, 'changed@example.com');
    const changed = await call('POST', '/api/accounts/password/change/', { token, body: { oldpassword: 'oldpass1', newpassword: 'newpass1' } });
    expect(changed.status).toBe(200);

    const check = await call('GET', `/api/accounts/password/reset/verify/?code=${code}`);
    expect(check.status).toBe(400);
    expect(check.body).toMatchObject({ isError: true, message: codeNotValid });
    const reset = await call('POST', '/api/accounts/password/reset/verified/', { body: { code, password: 'stolen-pass!1' } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toEqual(codeNotValid);

    expect(await logsIn('changed@example.com', 'newpass1')).toBe(true);
    expect(await logsIn('changed@example.com', 'stolen-pass!1')).toBe(false);
  });

  it('is refused after another reset link set the password, and that password stays', async () => {
    await signUpAndLogIn(call, server.smtp, 'reset-twice@example.com', 'oldpass1');
    const older = await requestReset(call, server.smtp, 'reset-twice@example.com');
    const newer = await requestReset(call, server.smtp, 'reset-twice@example.com');
    const used = await call('POST', '/api/accounts/password/reset/verified/', { body: { code: newer, password: 'chosen-pass!1' } });
    expect(used.status).toBe(200);

    const reset = await call('POST', '/api/accounts/password/reset/verified/', { body: { code: older, password: 'stolen-pass!1' } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toEqual(codeNotValid);
    expect(await logsIn('reset-twice@example.com', 'chosen-pass!1')).toBe(true);
    expect(await logsIn('reset-twice@example.com', 'stolen-pass!1')).toBe(false);
  });
});
