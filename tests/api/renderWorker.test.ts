import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createServer, type RunningServer } from '../../src/server/server.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { makeMediaFixtures } from '../support/mediaFixtures.ts';
import { createProjectVia, projectPath } from '../support/projects.ts';
import { openLive, probeStreams, renderAppDir, twoSceneVideo, until } from '../support/renders.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.ts';
import { createPostgresTestDatabase } from '../support/testDatabase.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';

const RENDER_MS = 300_000;

/**
 * The scaled mode: an API process that works no jobs (WORKERS=0) and a render worker of its own
 * (`npm run worker`) on one PostgreSQL database and one file store. PostgreSQL only: the embedded
 * database is opened by one process at a time.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('npm run worker, beside an API process', () => {
  let smtp: SmtpPeer;
  let api: RunningServer;
  let worker: ChildProcess;
  let workerOutput = '';
  let dataDir: string;
  let call: ApiCall;
  let origin: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scaled-'));
    const database = await createPostgresTestDatabase();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      APP_DIR: renderAppDir(),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://studio.test',
      LOG_LEVEL: 'warn',
      TEMPLATE_PREVIEWS: 'off',
    };
    api = await createServer(loadConfig({ ...env, WORKERS: '0' }), database);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    call = apiClient(api.app);
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...env, WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout?.on('data', (chunk) => (workerOutput += chunk));
    worker.stderr?.on('data', (chunk) => (workerOutput += chunk));
    await until(() => workerOutput.includes('Avatar Studio worker') || worker.exitCode !== null, 60_000, 'the worker to start');
    if (worker.exitCode !== null) throw new Error(`the worker ended: ${workerOutput}`);
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
    await api?.close();
    await smtp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('renders what the API queued, and its progress reaches the socket on the API process', { timeout: RENDER_MS }, async () => {
    const token = await signUpAndLogIn(call, smtp, 'scaled@example.com');
    const fixtures = await makeMediaFixtures();
    const upload = async (name: keyof typeof fixtures, category: string) =>
      (await uploadToLibrary({ ...api, smtp, dataDir }, token, fixtures[name], { category })).body.result.media_file as string;
    const media = {
      image: await upload('picture.png', 'video_image'),
      video: await upload('clip.mp4', 'video_video'),
      videoSeconds: 2,
      music: await upload('tune.mp3', 'music'),
      musicSeconds: 2,
    };
    const { id } = await createProjectVia(call, token, 'video', twoSceneVideo(media, 'Rendered elsewhere'), 'Scaled');
    const live = await openLive(origin, token);
    try {
      expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
      const progress = () =>
        live.received
          .filter((message) => message.command === 'videoEditor.progress.update')
          .map((message) => message.data.results as { status: number; progress: number; video: string | null });
      await until(() => progress().some(({ status }) => status === 1), RENDER_MS - 30_000, `the video (worker said: ${workerOutput})`);
      expect(progress().filter(({ status }) => status === 2).length).toBeGreaterThan(2);
      // The details follow the last progress message in their own NOTIFY: wait for them rather than race them.
      await until(() => live.received.some((message) => message.command === 'videoEditor.details.update' && message.data.id === id), 10_000, 'the details update');
      const file = path.join(dataDir, 'scaled.mp4');
      await fs.writeFile(file, (await api.app.inject({ method: 'GET', url: progress().at(-1)!.video! })).rawPayload);
      expect((await probeStreams(file)).streams.map((stream) => stream.codec_name).toSorted()).toEqual(['aac', 'h264']);
    } finally {
      live.close();
    }
  });
});
