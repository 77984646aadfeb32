import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_CLIENTS } from '../../src/contract/mailClients.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();
const route = '/api/campaign/emailclient/';

/** The file under public/ that a site address names (vite copies public/ as it is into the built app). */
const publicFile = (address: string) => path.join('public', address);

describe('GET /api/campaign/emailclient/', () => {
  it('lists every mail client of issue 19 with {id, name, src}, ids unique', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'mail-clients@example.com');
    const answer = await call('GET', route, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: '', count: MAIL_CLIENTS.length });
    const results = answer.body.results as { id: number; name: string; src: string }[];
    expect(results).toEqual(MAIL_CLIENTS.map(({ id, name, src }) => ({ id, name, src })));
    for (const client of results) expect(Object.keys(client).sort()).toEqual(['id', 'name', 'src']);
    expect(results.map((client) => client.name)).toEqual(
      expect.arrayContaining(['Gmail', 'Outlook (web)', 'Outlook (desktop)', 'Apple Mail', 'Yahoo Mail', 'HubSpot', 'Outreach', 'Salesloft', 'Other (plain HTML)']),
    );
    expect(new Set(results.map((client) => client.id)).size).toBe(results.length);
  });

  it('points every icon at an SVG shipped under public/mail-clients/', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'mail-client-icons@example.com');
    const { results } = (await call('GET', route, { token })).body as { results: { src: string }[] };
    for (const { src } of results) {
      expect(src, src).toMatch(/^\/mail-clients\/[a-z-]+\.svg$/);
      const svg = readFileSync(publicFile(src), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), src).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), src).toBe(true);
    }
  });

  it('needs a session', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await call('GET', route, token ? { token } : {});
      expect(answer.status).toBe(401);
      expect(answer.body.isError).toBe(true);
    }
  });
});
