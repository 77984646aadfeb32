import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/queue.ts';
import { RENDER_LOST_REASON, renderJob } from '../../src/server/jobs/renderJob.ts';
import { renderFailedWorker } from '../../src/server/jobs/renderJobs.ts';
import { createServer, type RunningServer } from '../../src/server/server.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { blankDocument, createProjectVia, projectPath, withText } from '../support/projects.ts';
import { until } from '../support/renders.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.ts';
import { openTestDatabase } from '../support/testDatabase.ts';

let smtp: SmtpPeer;
let dataDir: string;
let database: DatabaseHandle;
let server: RunningServer;
let call: ApiCall;
let lostWorker: JobQueue;

/**
 * A render whose every attempt is lost (its worker dies or hangs before it can say why): an API
 * server that works no jobs (WORKERS=0), and beside it a "worker" whose renders all end without a
 * word, plus the product's worker of the renders that failed for good.
 */
beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'render-lost-'));
  database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://studio.test',
    LOG_LEVEL: 'silent',
    WORKERS: '0',
    VOICE_SAMPLES: 'on-request',
    TEMPLATE_PREVIEWS: 'off',
  });
  server = await createServer(config, database);
  call = apiClient(server.app);
  lostWorker = createJobQueue(database);
  lostWorker.work(renderJob, async () => {
    throw new Error('the worker process ended');
  });
  renderFailedWorker(lostWorker, server.context);
  await lostWorker.start(pino({ level: 'silent' }));
}, 60_000);

afterAll(async () => {
  await lostWorker?.stop();
  await server?.close();
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a generation whose last attempt was lost', () => {
  it('is marked failed with its reason and gives the credits back', async () => {
    const token = await signUpAndLogIn(call, smtp, 'lost@example.com');
    const nonAvatarLeft = async () => {
      const credits = (await call('GET', '/api/subscription/info/', { token })).body.result.subscription as { creditType: number; totalCredit: number; usedCredit: number }[];
      const nonAvatar = credits.find((entry) => entry.creditType === 1)!;
      return nonAvatar.totalCredit - nonAvatar.usedCredit;
    };
    const before = await nonAvatarLeft();
    const { id } = await createProjectVia(call, token, 'video', withText(blankDocument(1), 1, 'title', 'Lost'), 'Lost render');
    expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
    expect(await nonAvatarLeft()).toBe(before - 1);

    const details = async () => (await call('GET', `${projectPath.video}/details/${id}/`, { token })).body.result.mainVideoGenerate as { status: number; message: string };
    await until(async () => (await details()).status === 0, 30_000, 'the generation to be marked failed');
    expect((await details()).message).toContain(RENDER_LOST_REASON);
    expect(await nonAvatarLeft()).toBe(before);
  });
});
