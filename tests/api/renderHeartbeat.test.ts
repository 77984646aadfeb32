import fs from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { createJobQueue, type JobDefinition } from '../../src/server/jobs/queue.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { createProjectVia, projectPath } from '../support/projects.ts';
import {
  FAULT_HEARTBEAT_SECONDS as HEARTBEAT_SECONDS,
  killWorkerProcess,
  renderProgress,
  startScaledApi,
  startWorkerProcess,
  stopWorkerProcess,
  uploadVideoMedia,
  type WorkerProcess,
} from '../support/renderRuns.ts';
import { openLive, twoSceneVideo, until } from '../support/renders.ts';
import { openTestDatabase } from '../support/testDatabase.ts';

const RENDER_MS = 400_000;

/** A job of queue `name` as pg-boss holds it: its state and when its lease ends (epoch seconds). */
async function jobRow(database: Pick<DatabaseHandle, 'executeSql'>, name: string) {
  const { rows } = await database.executeSql(
    `SELECT state, EXTRACT(epoch FROM started_on + expire_in) AS lease_end, EXTRACT(epoch FROM now()) AS now FROM pgboss.job WHERE name = $1`,
    [name],
  );
  const [row] = rows as { state: string; lease_end: string | null; now: string }[];
  return row && { state: row.state, leaseEnd: Number(row.lease_end), leftSeconds: Number(row.lease_end) - Number(row.now) };
}

describe('a job with a heartbeat (pg-boss on this database)', () => {
  it('has a lease one heartbeat long while its handler runs, renewed by the beats, and completes as any job', async () => {
    const database = await openTestDatabase();
    const queue = createJobQueue(database);
    const definition: JobDefinition<object> = { name: 'test-heartbeat', retryLimit: 0, expireInSeconds: 600, heartbeatSeconds: HEARTBEAT_SECONDS };
    let release = () => undefined as void;
    let started = false;
    queue.work(definition, () => {
      started = true;
      return new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await queue.start(pino({ level: 'silent' }));
      await queue.send(definition, {});
      await until(() => started, 30_000, 'the job to start');
      // The first beat, as the handler starts: the lease is a heartbeat long, not the 600 s the job may run.
      await until(async () => ((await jobRow(database, definition.name))?.leftSeconds ?? Infinity) <= HEARTBEAT_SECONDS, 30_000, 'the first beat');
      const first = (await jobRow(database, definition.name))!;
      expect(first.state).toBe('active');
      await until(async () => (await jobRow(database, definition.name))!.leaseEnd > first.leaseEnd, 30_000, 'a later beat');
      release();
      await until(async () => (await jobRow(database, definition.name))?.state === 'completed', 30_000, 'the job to complete');
    } finally {
      release();
      await queue.stop();
      await database.close();
    }
  });
});

/**
 * A render worker process that dies mid-render (SIGKILL to it and its Chromium, as when its machine
 * goes away): its job stops beating, goes back to the queue and is rendered by another worker.
 * PostgreSQL only: the embedded database is opened by one process at a time.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('a render whose worker process dies', () => {
  let scaled: Awaited<ReturnType<typeof startScaledApi>>;
  const workers: WorkerProcess[] = [];

  async function startWorker(): Promise<WorkerProcess> {
    const worker = await startWorkerProcess({ ...scaled.env, WORKERS: '1', LOG_LEVEL: 'info', RENDER_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS) });
    workers.push(worker);
    return worker;
  }

  /** The render jobs as pg-boss holds them, with how long each active one has left before it counts as failed (seconds). */
  async function renderJobs() {
    const { rows } = await scaled.database.executeSql(
      `SELECT state, retry_count, EXTRACT(epoch FROM started_on + expire_in - now()) AS left_seconds FROM pgboss.job WHERE name = 'render'`,
    );
    return rows as { state: string; retry_count: number; left_seconds: string | null }[];
  }

  beforeAll(async () => {
    scaled = await startScaledApi('heartbeat-');
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) await stopWorkerProcess(worker);
    await scaled?.close();
  });

  it('is given to another worker once it stops beating, and completes there with one output', { timeout: RENDER_MS }, async () => {
    const { server, call } = scaled;
    const token = await signUpAndLogIn(call, server.smtp, 'heartbeat@example.com');
    const media = await uploadVideoMedia(server, token);
    const { id } = await createProjectVia(call, token, 'video', twoSceneVideo(media, 'Its worker died'), 'Heartbeat');
    const first = await startWorker();
    const live = await openLive(scaled.origin, token);
    try {
      expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
      const statuses = () => renderProgress(live);
      await until(() => statuses().some(({ status, progress }) => status === 2 && progress >= 10), RENDER_MS / 2, `the render to be under way (worker said: ${first.output()})`);
      // The beats keep the job's lease a few seconds long, not the 30 minutes a job may run in all.
      const [running] = await renderJobs();
      expect(running).toMatchObject({ state: 'active', retry_count: 0 });
      expect(Number(running!.left_seconds)).toBeLessThanOrEqual(HEARTBEAT_SECONDS);

      await killWorkerProcess(first);
      const killedAt = Date.now();
      const seenBefore = statuses().length;
      const second = await startWorker();
      // Taken again: the second worker starts over from 0 %.
      await until(
        () =>
          statuses()
            .slice(seenBefore)
            .some(({ status }) => status === 2),
        RENDER_MS / 2,
        `the job to be taken again (the second worker said: ${second.output()})`,
      );
      const takenAfter = (Date.now() - killedAt) / 1000;
      await until(() => statuses().some(({ status }) => status === 1), RENDER_MS - 60_000, `the video (the second worker said: ${second.output()})`);
      console.log(`taken again ${takenAfter.toFixed(1)} s after the first worker was killed, ready after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);

      expect(first.output()).not.toContain('video rendered');
      expect(second.output()).toContain('video rendered');
      // The project is ready just before the handler returns and pg-boss marks the job completed.
      await until(async () => (await renderJobs())[0]?.state !== 'active', 10_000, 'the job to end');
      expect(await renderJobs()).toMatchObject([{ state: 'completed', retry_count: 1 }]);
      expect(statuses().filter(({ status }) => status === 1)).toHaveLength(1);
      // One render's files: its MP4, its thumbnail and its mail pictures, all named by its render id.
      const outputs = (await fs.readdir(path.join(server.dataDir, 'files', 'renders'))).toSorted();
      const renderId = /^([\w-]{22})\.mp4$/.exec(outputs.at(-1)!)?.[1];
      expect(outputs).toEqual([`${renderId}-mail.gif`, `${renderId}-mail.jpg`, `${renderId}-thumb.jpg`, `${renderId}.mp4`]);
      const { result } = (await call('GET', `${projectPath.video}/details/${id}/`, { token })).body;
      expect(result.mainVideoGenerate).toMatchObject({ status: 1, progress: 100, video: `/api/renders/file/${renderId}.mp4` });
    } finally {
      live.close();
    }
  });
});
