// `npm run bench -- api`: the detail call GET /api/accounts/user/?isCP=1 (token check + database
// read + security headers) on the embedded product, against bare Fastify serving the same answer
// from memory. Budget (DESIGN.md): 2,000 requests/s with p99 under 50 ms, embedded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProductServer } from '../tests/support/productServer.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function signedInUser(base: string) {
  const email = 'bench@example.com';
  await json(`${base}/api/accounts/signup/`, {
    method: 'POST',
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: 'secret1' }),
  });
  const outbox = await json(`${base}/api/dev/outbox/`);
  const code = /signup-verify\/([\w-]+)/.exec(outbox.result[0].text)![1];
  const { activation } = await json(`${base}/api/accounts/signup/verify/?code=${code}`);
  const login = await json(`${base}/api/accounts/login/`, { method: 'POST', body: JSON.stringify({ email, password: 'secret1', activation }) });
  return { token: login.result.token as string, user: login.result.user };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function startPeer(user: unknown) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'peers/bareFastify.mjs'), JSON.stringify(user)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout!.on('data', (chunk) => resolve(Number(/PORT (\d+)/.exec(String(chunk))![1]))));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const server = await startProductServer({ smtpUrl: '', database: 'pglite', logLevel: 'warn' });
try {
  const { token, user } = await signedInUser(server.url);
  await load(`${server.url}/api/accounts/user/?isCP=1`, { authorization: `Token ${token}` }); // warm-up
  const ours = await load(`${server.url}/api/accounts/user/?isCP=1`, { authorization: `Token ${token}` });
  const peer = await startPeer(user);
  const theirs = await load(`${peer.url}/api/accounts/user/?isCP=1`);
  peer.stop();

  const row = (name: string, figures: { requestsPerSecond: number; p99Ms: number }) =>
    `${name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(figures.p99Ms).padStart(4)} ms`;
  console.log(`\nGET /api/accounts/user/?isCP=1, ${connections} connections, ${durationSeconds} s each, LOG_LEVEL=warn`);
  console.log(row('ours (embedded PGlite, token + DB + headers)', ours));
  console.log(row('peer (bare Fastify, same JSON from memory)', theirs));
  console.log(`ratio ours/peer: ${(ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}x throughput`);
  console.log(`budget 2000 req/s, p99 < 50 ms: ${ours.requestsPerSecond >= 2000 && ours.p99Ms < 50 ? 'met' : 'NOT met'}`);
} finally {
  await server.close();
}
