import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalisedItems } from '../../src/server/db/schema.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { batchPath, contactsCsv, GREETING_MAP, uploadCsv } from '../support/batch.ts';
import { creditsLeft, greetingDocument, userIdOf } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { type LiveClient, openLive, renderAppDir, until } from '../support/renders.ts';
import { markReady, tokenOf, visit } from '../support/sharing.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** Three personalised videos are rendered for real: slow on two shared cores. */
const RENDER_MS = 600_000;

let server: TestServer;
let call: ApiCall;
let origin: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ APP_DIR: renderAppDir() });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  token = await signUpAndLogIn(call, server.smtp, 'batch-render@example.com');
}, 120_000);
afterAll(() => server?.close());

/** The batch progress messages (`results`, type 3) of batch `id` on a socket. */
const batchUpdatesOf = (live: LiveClient, id: number) =>
  live.received
    .filter((message) => message.command === 'videoEditor.progress.update' && message.data.results.type === 3 && message.data.results.id === id)
    .map((message) => message.data.results);

describe('a batch render', () => {
  it('renders one video per valid contact, exactly once each, counting generatedCount up to totalCount live', { timeout: RENDER_MS }, async () => {
    const userId = await userIdOf(call, token);
    const video = await createProjectVia(call, token, 'video', greetingDocument(blankDocument(1)), 'Intro');
    await markReady(server, video.id);
    const csv = await uploadCsv(
      server,
      token,
      contactsCsv([
        ['ada@example.com', 'Ada', 'Analytical Engines', ''],
        ['not-an-address', 'Skipped', '', ''],
        ['bo@example.com', 'Bo', 'Bo & Co', ''],
        ['cy@example.com', 'Cy', 'Cyan', ''],
      ]),
    );
    const validated = await call('POST', batchPath.validate(video.id), { token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } });
    expect(validated.body).toMatchObject({ totalContacts: 4, totalSkipped: 1, result: { totalCount: 3 } });
    const batchId = validated.body.id as number;
    const before = await creditsLeft(server, userId);
    const live = await openLive(origin, token);
    try {
      expect((await call('GET', batchPath.generate(batchId), { token })).status).toBe(200);
      await until(() => batchUpdatesOf(live, batchId).some((results) => results.status !== 2 && results.status !== 3), RENDER_MS - 60_000, 'the batch');
      const updates = batchUpdatesOf(live, batchId);
      expect(updates.map((results) => results.generatedCount)).toEqual([0, 1, 2, 3]);
      expect(updates.at(-1)).toMatchObject({ status: 1, progress: 100, generatedCount: 3, totalCount: 3 });
      expect(live.received.filter((message) => message.data.results?.type === 3).every((message) => message.data.id === video.id)).toBe(true);
    } finally {
      live.close();
    }

    const after = await creditsLeft(server, userId);
    expect([before[2]! - after[2]!, before[3]! - after[3]!]).toEqual([3, 3]);
    const items = await server.context.db.select().from(personalisedItems).where(eq(personalisedItems.batchId, batchId));
    expect(items.map((item) => [item.contactNumber, item.status])).toEqual([
      [1, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(new Set(items.map((item) => item.file)).size).toBe(3);
    const entry = (await call('GET', batchPath.history(video.id), { token })).body.results[0];
    expect(entry).toMatchObject({ id: batchId, status: 1, progress: 100, generatedCount: 3, totalCount: 3, failedCount: 0 });

    // Each contact's page plays its own video.
    const rows = (await call('GET', batchPath.details(batchId), { token })).body.results.data as unknown[][];
    expect(rows.map((row) => row.at(-2))).toEqual([1, 1, 1]);
    const played = await Promise.all(rows.map((row) => server.app.inject({ method: 'GET', url: `/s/${tokenOf(row.at(-1) as string)}/video.mp4` })));
    expect(played.map((answer) => [answer.statusCode, answer.headers['content-type']])).toEqual(Array(3).fill([200, 'video/mp4']));
    expect(new Set(played.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(3);
    expect((await visit(server, `/s/${tokenOf(rows[1]!.at(-1) as string)}`)).body).toContain('Hi Bo, this is for you');
  });
});
