import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { fetchClient } from '../support/fetchClient.ts';
import { makeMediaFixtures } from '../support/mediaFixtures.ts';
import { type ProductServer, startProductServer } from '../support/productServer.ts';
import { projectPath } from '../support/projects.ts';
import { FAULT_HEARTBEAT_SECONDS, killWorkerProcess, renderProgress, startWorkerProcess, stopWorkerProcess, type WorkerProcess } from '../support/renderRuns.ts';
import { chromiumDescendants, openLive, probeStreams, renderAppDir, twoSceneVideo, until, type VideoMedia } from '../support/renders.ts';
import { type S3Peer, startS3Peer } from '../support/s3Peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../support/smtpPeer.ts';
import { createPostgresTestDatabase } from '../support/testDatabase.ts';
import { loginsPerIpPerMinute } from '../../src/server/routes/auth/loginRoutes.ts';

const RENDER_MS = 400_000;

/**
 * The scaled mode end to end (issue 20): two API processes (WORKERS=0) on two ports and two
 * render worker processes, each with a data folder of its own (as on four machines), sharing one
 * PostgreSQL database and one S3-compatible store (s3rver). A customer uploads through API 1,
 * generates through API 2, follows the progress on a socket held by API 1 and downloads the MP4
 * through API 2; the worker rendering it is killed mid-render and the other one finishes: one
 * output, in the bucket, and no file in any process's folder.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('the scaled mode: two API processes, two workers, PostgreSQL and S3', () => {
  let s3: S3Peer;
  let smtp: SmtpPeer;
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  const apis: ProductServer[] = [];
  const workers: WorkerProcess[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    [s3, smtp, database] = await Promise.all([startS3Peer(), startSmtpPeer(), createPostgresTestDatabase()]);
    // One after the other: the first migrates the database.
    for (let index = 0; index < 2; index++) {
      apis.push(await startProductServer({ smtpUrl: smtp.url, database: 'postgres', databaseUrl: database.url, env: { ...s3.env, WORKERS: '0' } }));
    }
    for (let index = 0; index < 2; index++) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scaled-worker-'));
      folders.push(dataDir);
      const env = { ...s3.env, DATA_DIR: dataDir, DATABASE_URL: database.url, APP_DIR: renderAppDir(), WORKERS: '1', LOG_LEVEL: 'info', TEMPLATE_PREVIEWS: 'off' };
      workers.push(await startWorkerProcess({ ...env, RENDER_HEARTBEAT_SECONDS: String(FAULT_HEARTBEAT_SECONDS) }));
    }
  }, 180_000);

  afterAll(async () => {
    for (const worker of workers) await stopWorkerProcess(worker);
    for (const api of apis) await api.close();
    await database?.close();
    await smtp?.close();
    await s3?.close();
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  /** Uploads a fixture to the library through `api` as the browser's form does; answers its address. */
  async function upload(api: ProductServer, token: string, file: { fileName: string; bytes: Buffer }, category: string): Promise<string> {
    const form = new FormData();
    form.append('category', category);
    form.append('media_file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
    const answer = await fetch(`${api.url}/api/userlibrary/upload/`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: { media_file: string } }).result.media_file;
  }

  const storedFiles = async (folder: string) =>
    (await fs.readdir(path.join(folder, 'files'), { recursive: true }).catch(() => [] as string[])).filter((name) => name.includes('.'));

  it(
    'uploads through one API, generates through the other, follows it live on the first, survives a killed worker and downloads one MP4 from the bucket',
    { timeout: RENDER_MS },
    async () => {
      const [first, second] = apis as [ProductServer, ProductServer];
      const one = fetchClient(first.url);
      const two = fetchClient(second.url);
      const token = await signUpAndLogIn(one, smtp, 'scaled@example.com');
      const fixtures = await makeMediaFixtures();
      const media: VideoMedia = {
        image: await upload(first, token, fixtures['picture.png'], 'video_image'),
        video: await upload(first, token, fixtures['clip.mp4'], 'video_video'),
        videoSeconds: 2,
        music: await upload(first, token, fixtures['tune.mp3'], 'music'),
        musicSeconds: 2,
      };
      const { id } = (await two('POST', `${projectPath.video}/create/`, { token, body: { d: twoSceneVideo(media, 'Made by many machines'), name: 'Scaled' } })).body.result as {
        id: number;
      };

      const live = await openLive(first.url, token);
      try {
        expect((await two('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
        const statuses = () => renderProgress(live);
        await until(() => statuses().some(({ status, progress }) => status === 2 && progress >= 10), RENDER_MS / 3, 'the render to be under way');
        // The worker rendering it is the one with a Chromium.
        const rendering = workers.find(({ child }) => chromiumDescendants(child.pid!).length > 0)!;
        expect(rendering).toBeDefined();
        await killWorkerProcess(rendering);
        await until(() => statuses().some(({ status }) => status === 1), RENDER_MS / 2, 'the video, rendered by the other worker');
      } finally {
        live.close();
      }
      const survivor = workers.find((worker) => worker.child.exitCode === null && worker.child.signalCode === null)!;
      expect(survivor.output()).toContain('video rendered');

      const { video } = (await two('GET', `${projectPath.video}/details/${id}/`, { token })).body.result.mainVideoGenerate as { video: string };
      const download = await fetch(`${second.url}${video}`);
      expect(download.status).toBe(200);
      const file = path.join(folders[0]!, 'downloaded.mp4');
      await fs.writeFile(file, Buffer.from(await download.arrayBuffer()));
      const probe = await probeStreams(file);
      expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(Number(probe.format.duration)).toBeCloseTo(4, 0);

      // Every file is in the bucket (the uploads, one video and its thumbnail), none in a process's folder.
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
      });
      try {
        const keys = ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!);
        // One render's files: its MP4, its thumbnail and its mail pictures (GIF and still).
        expect(keys.filter((key) => key.startsWith('renders/'))).toHaveLength(4);
        expect(keys.filter((key) => key.startsWith('user-library/')).length).toBeGreaterThanOrEqual(3);
      } finally {
        client.destroy();
      }
      for (const folder of [...apis.map((api) => api.dataDir), ...folders]) expect(await storedFiles(folder)).toEqual([]);
    },
  );

  it('counts the per-address login limit across both API processes (in the database), not in each one', async () => {
    const answers: { api: number; status: number }[] = [];
    for (let attempt = 0; attempt < 2 * loginsPerIpPerMinute && !answers.some(({ status }) => status === 429); attempt++) {
      const api = attempt % 2;
      const response = await fetch(`${apis[api]!.url}/api/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `spray${attempt}@example.com`, password: 'not-it' }),
      });
      answers.push({ api, status: response.status });
    }
    const refused = answers.findIndex(({ status }) => status === 429);
    // The first test logged in once from this address too; each process alone has seen about half.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(loginsPerIpPerMinute);
    expect(answers.filter(({ api }) => api === answers[refused]!.api).length).toBeLessThan(loginsPerIpPerMinute);
  });
});
