import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('development outbox (no SMTP_URL)', () => {
  let server: TestServer;
  let call: ApiCall;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: '' });
    call = apiClient(server.app);
  });
  afterAll(() => server.close());

  it('keeps mail in the database and lists it to this machine only', async () => {
    await call('POST', '/api/accounts/signup/', { body: { first_name: 'Oli', last_name: 'Box', email: 'oli@example.com', password: 'secret1' } });
    const local = await call('GET', '/api/dev/outbox/', { remoteAddress: '127.0.0.1' });
    expect(local.status).toBe(200);
    expect(local.body.result[0]).toMatchObject({ to: 'oli@example.com', subject: 'Verify your e-mail for Avatar Studio' });
    expect(local.body.result[0].text).toMatch(/http:\/\/studio\.test\/signup-verify\/[\w-]{43}/);
    expect(server.smtp.mails).toHaveLength(0);

    const remote = await call('GET', '/api/dev/outbox/', { remoteAddress: '203.0.113.9' });
    expect(remote.status).toBe(404);
  });
});

describe('with SMTP configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has no outbox', async () => {
    expect((await apiClient(server.app)('GET', '/api/dev/outbox/', { remoteAddress: '127.0.0.1' })).status).toBe(404);
  });
});
