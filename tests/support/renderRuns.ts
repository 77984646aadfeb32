import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import { createServer } from '../../src/server/server.ts';
import { apiClient } from './apiClient.ts';
import { makeMediaFixtures } from './mediaFixtures.ts';
import { chromiumDescendants, type LiveClient, renderAppDir, until, type VideoMedia } from './renders.ts';
import { startSmtpPeer } from './smtpPeer.ts';
import { createPostgresTestDatabase } from './testDatabase.ts';
import type { TestServer } from './testServer.ts';
import { uploadToLibrary } from './userLibrary.ts';
import { compiledServerArgs } from './compiledServer.ts';

/** Listens on a free loopback port; returns the server's origin (http://127.0.0.1:port) for live sockets. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** Uploads the picture, clip and tune of {@link twoSceneVideo} to the library of `token`. */
export async function uploadVideoMedia(server: TestServer, token: string): Promise<VideoMedia> {
  const fixtures = await makeMediaFixtures();
  const upload = async (name: keyof typeof fixtures, category: string) => (await uploadToLibrary(server, token, fixtures[name], { category })).body.result.media_file as string;
  return {
    image: await upload('picture.png', 'video_image'),
    video: await upload('clip.mp4', 'video_video'),
    videoSeconds: 2,
    music: await upload('tune.mp3', 'music'),
    musicSeconds: 2,
  };
}

/** What the render progress messages on a socket said, oldest first (any project). */
export function renderProgress(live: LiveClient): { status: number; progress: number; video: string | null }[] {
  return live.received.filter((message) => message.command === 'videoEditor.progress.update').map((message) => message.data.results);
}

/**
 * The scaled mode's API process: it works no jobs (WORKERS=0); its workers run with `env` on the
 * same PostgreSQL database and file store. `folderPrefix` names its data folder.
 */
export async function startScaledApi(folderPrefix: string) {
  const smtp = await startSmtpPeer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), folderPrefix));
  const database = await createPostgresTestDatabase();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_DIR: renderAppDir(),
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://studio.test',
    LOG_LEVEL: 'warn',
    TEMPLATE_PREVIEWS: 'off',
  };
  const api = await createServer(loadConfig({ ...env, WORKERS: '0' }), database);
  const origin = await listenOnLoopback(api.app);
  return {
    /** Its server, in the shape the upload helpers take. */
    server: { ...api, smtp, dataDir } satisfies TestServer,
    database,
    env,
    origin,
    call: apiClient(api.app),
    async close() {
      await api.close();
      await smtp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The heartbeat of the worker processes of fault tests (RENDER_HEARTBEAT_SECONDS): short, so that a
 * killed worker's job goes back to the queue in seconds (the maintenance runs every 10 s), yet long
 * enough that a busy 2-core machine never misses one (a 3 s lease expired under live workers in CI,
 * and their jobs were tried a third time).
 */
export const FAULT_HEARTBEAT_SECONDS = 8;

/** A render worker process (`npm run worker`) and what it has printed so far. */
export type WorkerProcess = { child: ChildProcess; output: () => string };

/** Starts `npm run worker` with `env` over this process's environment; resolves once it says it runs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, compiledServerArgs('worker'), {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await until(() => output.includes('Avatar Studio worker') || child.exitCode !== null, 60_000, 'the worker to start');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  if (child.exitCode !== null) throw new Error(`the worker ended: ${output}`);
  return { child, output: () => output };
}

/** Kills a worker process and its Chromium (SIGKILL), as when their machine goes away, and waits for it to exit. */
export async function killWorkerProcess({ child }: WorkerProcess): Promise<void> {
  const browser = chromiumDescendants(child.pid!).map(({ pid }) => pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const pid of [child.pid!, ...browser]) process.kill(pid, 'SIGKILL');
  await exited;
}

/** Stops a worker process that still runs (SIGTERM) and waits for it to exit. */
export async function stopWorkerProcess({ child }: WorkerProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
