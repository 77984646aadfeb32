import net from 'node:net';
import { sql } from 'drizzle-orm';
import { symbols } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import type { ApiAnswer } from '../support/apiClient.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { useTestServer } from '../support/testServer.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';
import { putProfileMultipart } from './accountAreaSupport.ts';
import { box, SYNTHESIS_TEST_TIMEOUT_MS } from './speechSupport.ts';

// Errors are logged (level error) into `logLines` instead of stdout: see beforeAll.
const { server, call } = useTestServer({ LOG_LEVEL: 'error' });
const logLines: string[] = [];
let token: string;
let projectId: number;

beforeAll(async () => {
  // The server's pino logger and every request's child logger write to this stream from now on.
  (server.app.log as unknown as Record<symbol, unknown>)[symbols.streamSym] = { write: (line: string) => logLines.push(line) };
  token = await signUpAndLogIn(call, server.smtp, 'edge@example.com');
  projectId = (await createProjectVia(call, token, 'video', blankDocument())).id;
});

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

/**
 * One text field of a route, and how to send a value in it. `asBytes`: the value travels as UTF-8
 * (an address, a form part), where a lone surrogate cannot be written (it arrives as U+FFFD).
 */
type TextField = { field: string; send: (value: string) => Promise<ApiAnswer>; asBytes?: true };

const textFields: TextField[] = [
  { field: 'name', send: (name) => call('PUT', `/api/newvideo/video/${projectId}/`, { token, body: { name } }) },
  { field: 'name', send: (name) => call('PUT', '/api/userlibrary/upload/1/', { token, body: { name } }) },
  ...['first_name', 'last_name', 'email'].map((field) => ({
    field,
    send: (value: string) =>
      call('POST', '/api/accounts/signup/', { body: { first_name: 'Probe', last_name: 'User', email: 'probe@example.com', password: 'secret1', [field]: value } }),
  })),
  { field: 'email', send: (email) => call('POST', '/api/accounts/login/', { body: { email, password: 'secret1' } }) },
  { field: 'email', send: (email) => call('POST', '/api/accounts/password/reset/', { body: { email } }) },
  ...['calendar_url', 'linkedin_url', 'facebook_url', 'twitter_url'].map((field) => ({
    field,
    send: (value: string) => call('PUT', '/api/accounts/user/', { token, body: { [field]: value } }),
  })),
  { field: 'linkedin_url', send: (value) => putProfileMultipart(server, token, [{ name: 'linkedin_url', value }]), asBytes: true },
  { field: 'message', send: (message) => call('POST', '/api/accounts/contactus/', { token, body: { problemCategory: 8, message } }) },
  { field: 'query', send: (query) => call('GET', `/api/userlibrary/upload/?query=${encodeURIComponent(query)}`, { token }), asBytes: true },
  { field: 'name', send: (name) => uploadToLibrary(server, token, { fileName: 'a.png', bytes: Buffer.from('x') }, { name, category: 'upload' }), asBytes: true },
];

describe('control characters in text inputs', () => {
  it.each(textFields.map((field, index) => [index, field.field, field] as const))('#%i %s: NUL answers 400 naming the field', async (_index, field, { send }) => {
    const answer = await send(`Probe${NUL}value`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ isError: true, message: { [field]: { message: 'Remove the control character U+0000.' } }, result: null });
  });

  it.each(textFields.filter(({ asBytes }) => !asBytes).map((field, index) => [index, field.field, field] as const))(
    '#%i %s: a lone surrogate answers 400 naming the field',
    async (_index, field, { send }) => {
      const answer = await send(`Probe${LONE_SURROGATE}value`);
      expect(answer.status).toBe(400);
      expect(answer.body.message[field].message).toBe('Remove the broken character (U+D800, half of a character pair).');
    },
  );

  it('refuses other controls and line breaks in an address, names nested fields, and keeps a multi-line text', async () => {
    expect((await call('GET', '/api/userlibrary/upload/?query=a%0Ab', { token })).body.message).toEqual({ query: { message: 'Remove the control character U+000A.' } });
    expect((await call('GET', '/api/userlibrary/upload/?query=a%7Fb', { token })).body.message).toEqual({ query: { message: 'Remove the control character U+007F.' } });
    const nested = await call('POST', '/api/audio/batch/', { token, body: { scenes: [[box('a', `Hi${NUL}`, 'festival-slt')]] } });
    expect(nested.body.message).toEqual({ 'scenes.0.0.text': { message: 'Remove the control character U+0000.' } });
    const multiLine = await call('POST', '/api/accounts/contactus/', { token, body: { problemCategory: 8, message: 'Line one\r\n\tLine two' } });
    expect(multiLine.status).toBe(200);
    const pair = await call('PUT', `/api/newvideo/video/${projectId}/`, { token, body: { name: 'Smile 😀' } });
    expect(pair.body.result.name).toBe('Smile 😀');
  });
});

describe('the log of a failed database statement', () => {
  it('holds the SQL text and code, never the values (names, e-mail, password hash)', async () => {
    // A constraint that the next sign-up breaks: the insert fails with its values in hand.
    await server.context.db.execute(sql.raw(`alter table users add constraint edge_probe check (first_name <> 'Zebedee')`));
    const answer = await call('POST', '/api/accounts/signup/', {
      body: { first_name: 'Zebedee', last_name: 'Quillfeather', email: 'zebedee@example.com', password: 'secret1' },
    });
    expect(answer.status).toBe(500);
    const log = logLines.join('');
    const failed = logLines.map((line) => JSON.parse(line) as { err?: { message: string; code?: string } }).find(({ err }) => err?.code === '23514');
    expect(failed?.err?.message).toMatch(/^Failed query: insert into "users" .* violates check constraint "edge_probe"\)$/);
    for (const value of ['Zebedee', 'Quillfeather', 'zebedee@example.com', '$argon2', 'secret1']) expect(log).not.toContain(value);
  });
});

describe('caching of answers', () => {
  it(
    'a JSON answer to a signed-in request is no-store; stored files keep their max-age',
    async () => {
      const user = await call('GET', '/api/accounts/user/', { token });
      expect(user.headers['cache-control']).toBe('no-store');
      const speech = await call('POST', '/api/audio/batch/', { token, body: { scenes: [[box('a', 'Hello.', 'festival-slt')]] } });
      const sound = await server.app.inject({ method: 'GET', url: speech.body.result[0].combineData.sound, headers: { authorization: `Token ${token}` } });
      expect(sound.statusCode).toBe(200);
      expect(sound.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await server.app.inject({ method: 'GET', url: '/api/assets/icons/arrow-right.svg', headers: { authorization: `Token ${token}` } });
      expect(icon.headers['cache-control']).toBe('public, max-age=604800');
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );
});

describe('an upload larger than 100 MB', () => {
  it('is refused from its Content-Length, before its body is read', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      // Says 200 MB, sends a few bytes and waits: only an answer that did not wait for the body arrives.
      socket.write(
        [
          'POST /api/userlibrary/upload/ HTTP/1.1',
          'Host: studio.test',
          `Authorization: Token ${token}`,
          'Content-Type: multipart/form-data; boundary=probe',
          `Content-Length: ${200 * 2 ** 20}`,
          '',
          '--probe\r\n',
        ].join('\r\n'),
      );
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"isError":true,"message":{"media_file":{"message":"The file must be 100 MB or smaller."}},"result":null}');
  });
});
