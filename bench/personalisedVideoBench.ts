// What the personalised-video benches share (`personalise`, `batch`): the product's own server
// (embedded database, the built app's render page) with an owner who has credits, the API and the
// owner's live socket, the 60 s three-scene avatar video whose 6 s intro says and shows
// "Hi {{first_name}}", its main render, and the render cache emptied for the full-render peer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { loadConfig } from '../src/server/config.ts';
import { users } from '../src/server/db/schema.ts';
import { createServer, type RunningServer } from '../src/server/server.ts';
import { ensureSubscription, grantCredits } from '../src/server/services/account/credits.ts';
import { UserStatus } from '../src/server/services/account/userStatus.ts';
import { createSession } from '../src/server/services/auth/sessions.ts';
import { CACHE_FOLDER } from '../src/server/services/generation/renderFiles.ts';
import { introVideo, personalisePath } from '../tests/support/personalisation.ts';
import { probeStreams, renderAppDir } from '../tests/support/renders.ts';

/** No single wait for a render may take longer (the machine is shared: a slow one is still measured). */
const RENDER_TIMEOUT_MS = 300_000;

/** The contacts' first names, taken in turn. */
export const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Donald', 'Radia', 'Niklaus', 'Hedy', 'Katherine', 'Tim', 'Margaret', 'Dennis'];

const paragraph = (topic: string) =>
  `Let me show you how ${topic} works for a team like yours. You write one script, pick a presenter and a voice, and the studio renders the video on our servers. ` +
  'Every scene can hold pictures, titles and music, and your viewers watch it on a page of its own, with your logo and a button to book a call. ' +
  'It takes a few minutes to set up, and then it runs by itself.';

/** The benches' video: 60 s, three avatar scenes; only the 6 s intro holds a tag ({{first_name}}). */
export const benchProject = introVideo([
  { seconds: 6, script: 'Hi {{first_name}}, I made this short video just for you.', title: 'Hi {{first_name}}' },
  { seconds: 27, script: paragraph('the studio'), title: 'How it works' },
  { seconds: 27, script: paragraph('sharing'), title: 'What you get' },
]);

/** The load average (1, 5, 15 min) as text. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

export const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
export const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The machine, as RESULTS.md names it: CPU, cores, Node. */
export async function machineLine(): Promise<string> {
  const cpu = /model name\s*:\s*(.*)/.exec(await fs.readFile('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
  return `- CPU: ${cpu}, \`nproc\` = ${execFileSync('nproc').toString().trim()}; Node ${process.version}`;
}

/** A progress message of the owner's socket, with when it arrived (performance.now()). */
export type Progress = { at: number; type: number; id: number; status: number; generatedCount?: number };

/** A bench's running server, its owner's session and socket. */
export type BenchServer = {
  server: RunningServer;
  origin: string;
  token: string;
  /** Every progress message heard so far. */
  heard: Progress[];
  /** Prints a line with the seconds since the start. */
  log(line: string): void;
  /** The product's API as the owner: the answer's `result`, thrown unless 200. */
  api(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Waits for status 1 of item `id` of progress type `type` on the socket (throws on 0); answers when it arrived. */
  readyAt(type: number, id: number, timeoutMs?: number): Promise<number>;
  /** Empties the render cache (segments and sound tracks), as a pipeline without it would start every render. */
  emptyRenderCache(): Promise<void>;
  close(): Promise<void>;
};

/** Starts the product's server (`WORKERS` render workers) with an owner holding `credits` of each type the benches spend. */
export async function startBenchServer(name: string, { workers, credits }: { workers: number; credits: number }): Promise<BenchServer> {
  const started = Date.now();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-bench-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WORKERS: String(workers),
    APP_DIR: renderAppDir(),
    TEMPLATE_PREVIEWS: 'off',
    VOICE_SAMPLES: 'on-request',
  });
  const server = await createServer(config);
  const { db, storage } = server.context;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;

  const [owner] = await db
    .insert(users)
    .values({ email: 'bench@example.com', passwordHash: 'not-a-login', firstName: 'Alex', lastName: 'Morgan', status: UserStatus.active })
    .returning();
  await ensureSubscription(db, owner!.id);
  // Avatar Video (0), Video Personalization (2), Salespage Personalization (3): enough for every render.
  for (const creditType of [0, 2, 3]) await grantCredits(db, { userId: owner!.id, creditType, amount: credits });
  const token = await createSession(db, owner!.id);

  const heard: Progress[] = [];
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws/app/video/?token=${token}`);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { command: string; data: { results?: Omit<Progress, 'at'> } };
    const results = message.data.results;
    if (message.command === 'videoEditor.progress.update' && results) heard.push({ at: performance.now(), ...results });
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

  return {
    server,
    origin,
    token,
    heard,
    log: (line) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`),
    async api(method, url, body) {
      const answer = await fetch(`${origin}${url}`, {
        method,
        headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await answer.json()) as { result: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(json)}`);
      return json.result;
    },
    async readyAt(type, id, timeoutMs = RENDER_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const last = heard.findLast((progress) => progress.type === type && progress.id === id && (progress.status === 1 || progress.status === 0));
        if (last?.status === 0) throw new Error(`render ${type}/${id} failed`);
        if (last) return last.at;
        if (Date.now() > deadline) throw new Error(`render ${type}/${id} not ready in ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async emptyRenderCache() {
      for (const file of await storage.list(CACHE_FOLDER)) await storage.remove(file.key);
    },
    async close() {
      socket.close();
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench video made and generated through the API: its id, the main render's seconds, and the MP4's length and size. */
export async function renderBenchVideo(bench: BenchServer): Promise<{ id: number; mainSeconds: number; videoSeconds: number; width: number; height: number }> {
  const video = await bench.api('POST', '/api/newvideo/video/create/', { d: benchProject, name: 'Bench intro' });
  const from = performance.now();
  await bench.api('POST', `/api/newvideo/video/generate/${video.id}/`, {});
  const mainSeconds = ((await bench.readyAt(0, video.id)) - from) / 1000;
  const details = await bench.api('GET', `/api/newvideo/video/details/${video.id}/`);
  const file = path.join(os.tmpdir(), `bench-main-${process.pid}.mp4`);
  await fs.writeFile(file, Buffer.from(await (await fetch(`${bench.origin}${details.mainVideoGenerate.video}`)).arrayBuffer()));
  try {
    const probe = await probeStreams(file);
    const stream = probe.streams.find((candidate) => candidate.codec_type === 'video')!;
    return { id: video.id as number, mainSeconds, videoSeconds: Number(probe.format.duration), width: stream.width!, height: stream.height! };
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** Makes one contact's solo link of video `videoId` through the API; answers its item and when it was asked and was ready (performance.now()). */
export async function soloLinkReady(bench: BenchServer, videoId: number, contact: Record<string, string>): Promise<{ id: number; from: number; to: number }> {
  const from = performance.now();
  const { id } = await bench.api('POST', personalisePath.solo(videoId), { mergeTagData: contact });
  return { id: id as number, from, to: await bench.readyAt(2, id as number) };
}
