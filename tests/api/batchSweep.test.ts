import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalisedItems } from '../../src/server/db/schema.ts';
import { batchJob } from '../../src/server/jobs/batchJob.ts';
import { resendLostFanOuts } from '../../src/server/jobs/batchSweep.ts';
import { startBatch } from '../../src/server/services/batch/batchGeneration.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { batchPath, contactsCsv, GREETING_MAP, uploadCsv } from '../support/batch.ts';
import { greetingDocument, userIdOf } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { renderAppDir, until } from '../support/renders.ts';
import { markReady } from '../support/sharing.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** Two personalised videos are rendered for real: slow on two shared cores. */
const RENDER_MS = 400_000;

let server: TestServer;
let call: ApiCall;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ APP_DIR: renderAppDir() });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = await signUpAndLogIn(call, server.smtp, 'batch-sweep@example.com');
}, 120_000);
afterAll(() => server?.close());

describe('the batch fan-out sweep', () => {
  it('sends the lost fan-out of a generating batch once, and every contact is rendered exactly once', { timeout: RENDER_MS }, async () => {
    const userId = await userIdOf(call, token);
    const video = await createProjectVia(call, token, 'video', greetingDocument(blankDocument(1)), 'Intro');
    await markReady(server, video.id);
    const csv = await uploadCsv(
      server,
      token,
      contactsCsv([
        ['ada@example.com', 'Ada', 'Analytical Engines', ''],
        ['bo@example.com', 'Bo', 'Bo & Co', ''],
      ]),
    );
    const batchId = (await call('POST', batchPath.validate(video.id), { token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } })).body.id as number;
    // Started as the generate call starts it, but the server "died" before sending the fan-out.
    await startBatch(server.context.db, userId, batchId);
    expect(await server.context.jobs.pending(batchJob)).toBe(0);

    expect(await resendLostFanOuts(server.context)).toBe(1);
    expect(await resendLostFanOuts(server.context)).toBe(0);
    const items = () => server.context.db.select().from(personalisedItems).where(eq(personalisedItems.batchId, batchId));
    await until(async () => (await items()).every((item) => item.status === 1), RENDER_MS - 60_000, 'every contact ready');
    expect(await resendLostFanOuts(server.context)).toBe(0);

    const ready = (await items()).toSorted((a, b) => a.contactNumber! - b.contactNumber!);
    expect(ready.map((item) => [item.contactNumber, item.status])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(new Set(ready.map((item) => item.file)).size).toBe(2);
    // Each contact's MP4 and thumbnail, and the main video's two (markReady): no second output.
    expect(await fs.readdir(path.join(server.dataDir, 'files', 'renders'))).toHaveLength(2 * 2 + 2);
  });
});
