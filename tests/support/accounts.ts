import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database.ts';
import { organizationInvites, organizations, users } from '../../src/server/db/schema.ts';
import { hashSecret } from '../../src/server/services/auth/secrets.ts';
import { linkIn, type SmtpPeer } from './smtpPeer.ts';
import type { ApiCall } from './apiClient.ts';

/** The code at the end of an e-mailed link such as `/signup-verify/{code}`. */
export function codeFromLink(link: string): string {
  return new URL(link).pathname.split('/').filter(Boolean).pop()!;
}

/** Signs up through the API and returns the verification code that arrived by mail. */
export async function signUp(call: ApiCall, smtp: SmtpPeer, email: string, password = 'secret1', firstName = 'Test') {
  const answer = await call('POST', '/api/accounts/signup/', { body: { first_name: firstName, last_name: 'User', email, password } });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  const mail = await smtp.waitForMail(email, 'Verify your e-mail');
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
  return codeFromLink(linkIn(mail, '/signup-verify/'));
}

/** Asks for a password reset through the API and returns the reset code that arrived by mail. */
export async function requestReset(call: ApiCall, smtp: SmtpPeer, email: string) {
  const answer = await call('POST', '/api/accounts/password/reset/', { body: { email } });
  if (answer.body.message !== 'Email sent.') throw new Error(`reset request failed: ${JSON.stringify(answer.body)}`);
  const mail = await smtp.waitForMail(email, 'Reset your Avatar Studio password');
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
  return codeFromLink(linkIn(mail, '/reset-password/'));
}

/**
 * Opens a mailed verification link as the mailbox owner's browser does (it keeps the activation
 * ticket the answer carries) and logs in there with `password`, which activates the account with
 * the sign-up that chose it; answers the login.
 */
export async function verifyAndLogIn(call: ApiCall, code: string, email: string, password: string) {
  const verified = await call('GET', `/api/accounts/signup/verify/?code=${code}`);
  return call('POST', '/api/accounts/login/', { body: { email, password, activation: verified.body.activation } });
}

/** Signs up, verifies and logs in; returns the session token. */
export async function signUpAndLogIn(call: ApiCall, smtp: SmtpPeer, email: string, password = 'secret1') {
  const code = await signUp(call, smtp, email, password);
  const login = await verifyAndLogIn(call, code, email, password);
  return login.body.result.token as string;
}

/** Creates an organisation with an open invite for `email`; returns the invite code. */
export async function inviteToNewOrganisation(db: Database, email: string, name = 'Acme Sales') {
  const [organization] = await db.insert(organizations).values({ name }).returning();
  const code = `invite-${Math.random().toString(36).slice(2)}`;
  await db.insert(organizationInvites).values({ organizationId: organization!.id, email, codeHash: hashSecret(code) });
  return code;
}

/** Sets an account's status directly (0 blocked, 1 unverified, 2 unlinked, 3 active). */
export async function setStatus(db: Database, email: string, status: number) {
  await db.update(users).set({ status }).where(eq(users.email, email));
}
