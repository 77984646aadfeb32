import type { Database } from '../../src/server/db/database.ts';
import { createOrganisation } from '../../src/server/services/account/team.ts';
import { findUserByEmail } from '../../src/server/services/account/users.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import type { ApiAnswer, ApiCall } from '../support/apiClient.ts';
import { linkIn, type SmtpPeer } from '../support/smtpPeer.ts';
import type { TestServer } from '../support/testServer.ts';

/** Signs up a user, makes them the admin of a new organisation and returns their token. */
export async function signUpOrganisationAdmin(server: TestServer, call: ApiCall, email: string, organisation = 'Acme Sales') {
  const token = await signUpAndLogIn(call, server.smtp, email);
  const user = await findUserByEmail(server.context.db, email);
  await createOrganisation(server.context.db, organisation, user!.id);
  return token;
}

/** The invite code from the invitation mail to `email` (removed from the peer's list once read). */
export async function inviteCodeFromMail(smtp: SmtpPeer, email: string) {
  const mail = await smtp.waitForMail(email, "You're invited");
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
  return new URL(linkIn(mail, '/register?code=')).searchParams.get('code')!;
}

/** An admin invites `email`, who signs up with the mailed code and logs in; returns the member's token. */
export async function inviteAndJoin(server: TestServer, call: ApiCall, adminToken: string, email: string, password = 'secret1') {
  const invited = await call('POST', '/api/accounts/user/organization/add/', { token: adminToken, body: { email } });
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const code = await inviteCodeFromMail(server.smtp, email);
  const signUp = await call('POST', '/api/accounts/signup/', { body: { first_name: 'Team', last_name: 'Mate', email, password, code } });
  if (signUp.status !== 200) throw new Error(`invite sign-up failed: ${JSON.stringify(signUp.body)}`);
  const login = await call('POST', '/api/accounts/login/', { body: { email, password } });
  return login.body.result.token as string;
}

/** A multipart/form-data body with text fields and files, as a browser's FormData sends it. */
export function multipartBody(parts: { name: string; value?: string; file?: { fileName: string; type: string; bytes: Buffer } }[]) {
  const boundary = `----studio${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.fileName}"\r\nContent-Type: ${part.file.type}`
      : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`), part.file ? part.file.bytes : Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** PUT /api/accounts/user/ as multipart. */
export async function putProfileMultipart(server: TestServer, token: string, parts: Parameters<typeof multipartBody>[0]): Promise<ApiAnswer> {
  const { payload, contentType } = multipartBody(parts);
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/accounts/user/',
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Token ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The smallest valid files of each accepted type, and one that is not an image. */
export const sampleImages = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
};

/** Reads the account row, e.g. to check a status. */
export async function accountRow(db: Database, email: string) {
  return (await findUserByEmail(db, email))!;
}
