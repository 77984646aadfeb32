import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { createProjectVia, projectPath } from '../support/projects.ts';
import { renderProgress, startScaledApi, startWorkerProcess, stopWorkerProcess, uploadVideoMedia, type WorkerProcess } from '../support/renderRuns.ts';
import { openLive, probeStreams, twoSceneVideo, until } from '../support/renders.ts';

const RENDER_MS = 300_000;

/**
 * The scaled mode: an API process that works no jobs (WORKERS=0) and a render worker of its own
 * (`npm run worker`) on one PostgreSQL database and one file store. PostgreSQL only: the embedded
 * database is opened by one process at a time.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('npm run worker, beside an API process', () => {
  let scaled: Awaited<ReturnType<typeof startScaledApi>>;
  let worker: WorkerProcess;

  beforeAll(async () => {
    scaled = await startScaledApi('scaled-');
    worker = await startWorkerProcess({ ...scaled.env, WORKERS: '1' });
  }, 120_000);

  afterAll(async () => {
    if (worker) await stopWorkerProcess(worker);
    await scaled?.close();
  });

  it('renders what the API queued, and its progress reaches the socket on the API process', { timeout: RENDER_MS }, async () => {
    const { server, call } = scaled;
    const token = await signUpAndLogIn(call, server.smtp, 'scaled@example.com');
    const media = await uploadVideoMedia(server, token);
    const { id } = await createProjectVia(call, token, 'video', twoSceneVideo(media, 'Rendered elsewhere'), 'Scaled');
    const live = await openLive(scaled.origin, token);
    try {
      expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
      const progress = () => renderProgress(live);
      await until(() => progress().some(({ status }) => status === 1), RENDER_MS - 30_000, `the video (worker said: ${worker.output()})`);
      expect(progress().filter(({ status }) => status === 2).length).toBeGreaterThan(2);
      // The details follow the last progress message in their own NOTIFY: wait for them rather than race them.
      await until(() => live.received.some((message) => message.command === 'videoEditor.details.update' && message.data.id === id), 10_000, 'the details update');
      const file = path.join(server.dataDir, 'scaled.mp4');
      await fs.writeFile(file, (await server.app.inject({ method: 'GET', url: progress().at(-1)!.video! })).rawPayload);
      expect((await probeStreams(file)).streams.map((stream) => stream.codec_name).toSorted()).toEqual(['aac', 'h264']);
    } finally {
      live.close();
    }
  });
});
