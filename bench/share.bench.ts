// `npm run bench -- share`: the public share page, GET /s/{token}, with 50 connections, against
// bare Fastify serving a static file of the same size in the same run. Budget (issue 16): at least
// 2,000 views/s with p99 under 50 ms, page HTML under 30 KB.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeResultsSection } from './resultsFile.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const budget = { requestsPerSecond: 2000, p99Ms: 50, htmlBytes: 30 * 1024 };

type Figures = { requestsPerSecond: number; p99Ms: number; p50Ms: number };

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, p50Ms: result.latency.p50 };
}

/** Starts a server process (`node [--import tsx] file args`) that prints `PORT n` (and maybe `TOKEN t`) once it listens. */
async function startProcess(file: string, args: string[] = []) {
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, path.join(import.meta.dirname, file), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let said = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      said += String(chunk);
      const found = /PORT (\d+)/.exec(said);
      if (found && (!said.includes('TOKEN') || /TOKEN \S+\n/.test(said))) resolve(Number(found[1]));
    });
    child.on('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, token: /TOKEN (\S+)/.exec(said)?.[1], stop: () => child.kill('SIGTERM') };
}

/**
 * The share page benched as `ours`: BENCH_SHARE_URL (a `/s/{token}` link of a running product),
 * else the product's server with one ready video (`peers/productSharePage.ts`): every request
 * looks the link up, records a view and renders the page.
 */
async function ourPage() {
  if (process.env.BENCH_SHARE_URL) return { url: process.env.BENCH_SHARE_URL, what: 'product GET /s/{token}', stop: () => undefined };
  const server = await startProcess('peers/productSharePage.ts');
  return { url: `${server.url}/s/${server.token}`, what: 'product GET /s/{token}, embedded database', stop: server.stop };
}

const ours = await ourPage();
const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'share-bench-'));
try {
  const html = await (await fetch(ours.url)).text();
  const htmlBytes = Buffer.byteLength(html);
  const staticFile = path.join(folder, 'page.html');
  await fs.writeFile(staticFile, html);

  await load(ours.url); // warm-up
  const ourFigures = await load(ours.url);
  const peer = await startProcess('peers/staticFile.mjs', [staticFile]);
  const peerFigures = await load(`${peer.url}/page.html`).finally(peer.stop);

  const row = (name: string, figures: Figures) =>
    `${name.padEnd(64)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50Ms).padStart(3)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms`;
  const met = ourFigures.requestsPerSecond >= budget.requestsPerSecond && ourFigures.p99Ms < budget.p99Ms && htmlBytes < budget.htmlBytes;
  const lines = [
    `GET /s/{token}, ${connections} connections, ${durationSeconds} s each, page HTML ${htmlBytes} bytes, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
    row(`ours (${ours.what})`, ourFigures),
    row('peer (bare Fastify + @fastify/static, same bytes from a file)', peerFigures),
    `ratio ours/peer: ${(ourFigures.requestsPerSecond / peerFigures.requestsPerSecond).toFixed(2)}x throughput`,
    `budget ${budget.requestsPerSecond} views/s, p99 < ${budget.p99Ms} ms, HTML < ${budget.htmlBytes} bytes: ${met ? 'met' : 'NOT met'}`,
  ];
  console.log(`\n${lines.join('\n')}`);
  if (durationSeconds === 10) writeResultsSection('share', ['## share', '', `${new Date().toISOString().slice(0, 10)}:`, '', '```', ...lines, '```']);
} finally {
  ours.stop();
  await fs.rm(folder, { recursive: true, force: true });
}
