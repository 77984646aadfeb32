// `npm run bench -- api`: the signed-in calls the app makes most (the current user, a list page,
// a detail) on the product, embedded (PGlite) and on PostgreSQL, each against bare Fastify serving
// the same answers from memory, plus the server's start-up time. Budget (DESIGN.md): 2,000
// requests/s with p99 under 50 ms, embedded. BENCH_PROFILE=1 also prints where the embedded
// server's CPU time went (node --cpu-prof).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBlankProject } from '../src/scene/factories.ts';
import { startProductServer } from '../tests/support/productServer.ts';
import { profileLines, summariseProfile } from './cpuProfileSummary.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const profile = process.env.BENCH_PROFILE === '1';
const connections = 50;

type Figures = { requestsPerSecond: number; p50Ms: number; p99Ms: number };

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A verified, signed-in account with three video drafts; answers its token and the calls to load. */
async function signedInAccount(base: string) {
  const email = 'bench@example.com';
  await json(`${base}/api/accounts/signup/`, { method: 'POST', body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: 'secret1' }) });
  const outbox = await json(`${base}/api/dev/outbox/`);
  const code = /signup-verify\/([\w-]+)/.exec(outbox.result[0].text)![1];
  const { activation } = await json(`${base}/api/accounts/signup/verify/?code=${code}`);
  const login = await json(`${base}/api/accounts/login/`, { method: 'POST', body: JSON.stringify({ email, password: 'secret1', activation }) });
  const token = login.result.token as string;
  const authorization = `Token ${token}`;
  let id = 0;
  for (const name of ['One', 'Two', 'Three']) {
    const created = await json(`${base}/api/newvideo/video/create/`, {
      method: 'POST',
      headers: { authorization },
      body: JSON.stringify({ name, d: createBlankProject({ mode: 0 }) }),
    });
    id = created.result.id;
  }
  return { authorization, calls: ['/api/accounts/user/?isCP=1', '/api/newvideo/video/draft/', `/api/newvideo/video/details/${id}/`] };
}

async function load(url: string, headers: Record<string, string>, seconds = durationSeconds): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

async function startPeer(answers: Record<string, unknown>) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'peers/bareFastify.mjs'), JSON.stringify(answers)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout!.on('data', (chunk) => resolve(Number(/PORT (\d+)/.exec(String(chunk))![1]))));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Starts the product on one database, loads each call, and answers the figures, the answers (for the peer) and the start-up time. */
async function measure(database: 'pglite' | 'postgres', profileDir?: string) {
  const started = performance.now();
  const server = await startProductServer({ smtpUrl: '', database, logLevel: 'warn', nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
  const startUpMs = performance.now() - started;
  try {
    const { authorization, calls } = await signedInAccount(server.url);
    const figures: Record<string, Figures> = {};
    const answers: Record<string, unknown> = {};
    for (const call of calls) {
      answers[call.split('?')[0]!] = await json(`${server.url}${call}`, { headers: { authorization } });
      await load(`${server.url}${call}`, { authorization }, 2); // warm-up
      figures[call] = await load(`${server.url}${call}`, { authorization });
    }
    return { figures, answers, startUpMs };
  } finally {
    await server.close();
  }
}

const row = (name: string, figures: Figures, peer?: Figures) =>
  `  ${name.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50Ms).padStart(4)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms${
    peer ? `   ${(figures.requestsPerSecond / peer.requestsPerSecond).toFixed(2)}x the peer` : ''
  }`;

const profileDir = profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'api-profile-')) : undefined;
const embedded = await measure('pglite', profileDir);
const postgres = await measure('postgres');
const peer = await startPeer(embedded.answers);
const peerFigures: Record<string, Figures> = {};
for (const call of Object.keys(embedded.figures)) peerFigures[call] = await load(`${peer.url}${call}`, {});
peer.stop();

console.log(`\n${connections} connections, ${durationSeconds} s per call, LOG_LEVEL=warn; ${os.cpus().length} cores`);
for (const [name, run] of [
  ['ours, embedded (PGlite)', embedded],
  ['ours, PostgreSQL', postgres],
] as const) {
  console.log(`${name}: started in ${(run.startUpMs / 1000).toFixed(1)} s (process start to first answer)`);
  for (const [call, figures] of Object.entries(run.figures)) console.log(row(call, figures, peerFigures[call]));
}
console.log('peer: bare Fastify, the same answers from memory');
for (const [call, figures] of Object.entries(peerFigures)) console.log(row(call, figures));
const met = Object.values(embedded.figures).every((figures) => figures.requestsPerSecond >= 2000 && figures.p99Ms < 50);
console.log(`budget (embedded) 2000 req/s, p99 < 50 ms on every call: ${met ? 'met' : 'NOT met'}`);
if (profileDir) {
  const file = fs.readdirSync(profileDir).map((name) => path.join(profileDir, name))[0]!;
  console.log(`\nembedded server's CPU profile (start-up included), ${file}:`);
  console.log(profileLines(summariseProfile(file)).join('\n'));
}
