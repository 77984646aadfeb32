import { describe, expect, it } from 'vitest';
import { requestReset, signUp, signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

const codeNotValid = { code: { status: 0, message: 'Code not valid' } };

const verifyFailed = { isError: true, message: 'Verification of email failed' };

async function logIn(email: string, password: string) {
  return call('POST', '/api/accounts/login/', { body: { email, password } });
}

async function logsIn(email: string, password: string) {
  return (await logIn(email, password)).status === 200;
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

describe('sign-ups of someone else for a still unverified address', () => {
  it('never activate their password: the mailbox owner’s login after opening their own link activates theirs', async () => {
    const attackerLink = await signUp(call, server.smtp, 'victim@example.com', 'attacker-pass', 'Mallory');
    const victimLink = await signUp(call, server.smtp, 'victim@example.com', 'victim-pass', 'Vera');

    const verified = await call('GET', `/api/accounts/signup/verify/?code=${victimLink}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ isError: false, message: 'Email verified!', email: 'victim@example.com' });
    const login = await call('POST', '/api/accounts/login/', { body: { email: 'victim@example.com', password: 'victim-pass', activation: verified.body.activation } });
    expect(login.status).toBe(200);
    expect(login.body.result.user.first_name).toBe('Vera');
    expect(await logsIn('victim@example.com', 'attacker-pass')).toBe(false);

    // The other sign-up's link does nothing afterwards either.
    expect((await call('GET', `/api/accounts/signup/verify/?code=${attackerLink}`)).body).toMatchObject(verifyFailed);
    expect(await logsIn('victim@example.com', 'attacker-pass')).toBe(false);
    expect(await logsIn('victim@example.com', 'victim-pass')).toBe(true);
  });

  it('never activate their password even when the mailbox owner opens the newest link, the one the other person’s sign-up sent', async () => {
    await signUp(call, server.smtp, 'newest-click@example.com', 'victim-pass', 'Vera');
    const attackerLink = await signUp(call, server.smtp, 'newest-click@example.com', 'attacker-pass', 'Mallory');

    // The owner opens the newest mail: the attacker's link. Their browser gets the ticket; the attacker has none.
    const opened = await call('GET', `/api/accounts/signup/verify/?code=${attackerLink}`);
    expect(opened.status).toBe(200);
    expect(await logsIn('newest-click@example.com', 'attacker-pass')).toBe(false);

    const owner = await call('POST', '/api/accounts/login/', { body: { email: 'newest-click@example.com', password: 'victim-pass', activation: opened.body.activation } });
    expect(owner.status).toBe(200);
    expect(owner.body.result.user.first_name).toBe('Vera');
    expect(await logsIn('newest-click@example.com', 'attacker-pass')).toBe(false);
  });

  it('cannot be activated by a mailbox owner who never signed up, and their password never logs in', async () => {
    const attackerLink = await signUp(call, server.smtp, 'bystander@example.com', 'attacker-pass', 'Mallory');
    const opened = await call('GET', `/api/accounts/signup/verify/?code=${attackerLink}`);
    // The owner tries a password of their own: no sign-up chose it, nothing is activated.
    const guess = await call('POST', '/api/accounts/login/', { body: { email: 'bystander@example.com', password: 'owner-guess', activation: opened.body.activation } });
    expect(guess.body.message).toEqual({ password: { status: 0, message: 'Incorrect Email or Password' } });
    const attacker = await logIn('bystander@example.com', 'attacker-pass');
    expect(attacker.body.message).toEqual({ email: { status: 1, message: 'Email is not Verified.' } });
  });

  it('answer a repeated sign-up exactly as a first one, so the answer tells nothing about the address', async () => {
    const body = (password: string) => ({ first_name: 'Pat', last_name: 'Doe', email: 'probe@example.com', password });
    const first = await call('POST', '/api/accounts/signup/', { body: body('first-pass') });
    const repeated = await call('POST', '/api/accounts/signup/', { body: body('other-pass') });
    expect(first.status).toBe(200);
    expect(repeated.status).toBe(first.status);
    expect(repeated.body).toEqual(first.body);
    expect(repeated.headers['content-type']).toBe(first.headers['content-type']);
  });
});
