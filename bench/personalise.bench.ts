// `npm run bench -- personalise`: personalised videos per hour (issue 17). The product's own server
// (embedded database, one render worker, the built app's render page) generates a 60 s three-scene
// avatar video at 1920x1080 whose 6 s intro says and shows "Hi {{first_name}}"; then, one contact
// after the other, each through the real path (POST …/generate/solo/{id}/, the render queue,
// personaliseJob) timed from the request to status 1 on the owner's live socket. Ours: the render
// cache as the main render left it (the untagged scenes' segments and sound pieces are reused).
// The peer, in the same run: the same requests with the render cache emptied before each (every
// segment drawn and every sound piece mixed again: a full render per contact). Prints the time per
// contact, videos per hour, the ratio and where the time went; writes its section of
// bench/RESULTS.md.
// BENCH_CONTACTS (default 8) and BENCH_PEERS (default 2) narrow a run and leave RESULTS.md alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { loadConfig } from '../src/server/config.ts';
import { users } from '../src/server/db/schema.ts';
import { createServer } from '../src/server/server.ts';
import { ensureSubscription, grantCredits } from '../src/server/services/account/credits.ts';
import { UserStatus } from '../src/server/services/account/userStatus.ts';
import { createSession } from '../src/server/services/auth/sessions.ts';
import { CACHE_FOLDER } from '../src/server/services/generation/renderFiles.ts';
import { introVideo, personalisePath } from '../tests/support/personalisation.ts';
import { probeStreams, renderAppDir } from '../tests/support/renders.ts';
import { watchRenderSteps, type TimedStep } from './renderPhases.ts';
import { writeResultsSection } from './resultsFile.ts';

const contactCount = Number(process.env.BENCH_CONTACTS ?? 8);
const peerCount = Number(process.env.BENCH_PEERS ?? 2);
const isFullRun = !process.env.BENCH_CONTACTS && !process.env.BENCH_PEERS;
const target = { perHour: 500, ratio: 8 };
/** No single render may take longer (the machine is shared: a slow one is still measured). */
const RENDER_TIMEOUT_MS = 300_000;

const names = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Donald', 'Radia', 'Niklaus', 'Hedy', 'Katherine', 'Tim', 'Margaret', 'Dennis'];
const contacts = names.map((name) => ({ email: `${name.toLowerCase()}@example.com`, first_name: name }));

const paragraph = (topic: string) =>
  `Let me show you how ${topic} works for a team like yours. You write one script, pick a presenter and a voice, and the studio renders the video on our servers. ` +
  'Every scene can hold pictures, titles and music, and your viewers watch it on a page of its own, with your logo and a button to book a call. ' +
  'It takes a few minutes to set up, and then it runs by itself.';
const project = introVideo([
  { seconds: 6, script: 'Hi {{first_name}}, I made this short video just for you.', title: 'Hi {{first_name}}' },
  { seconds: 27, script: paragraph('the studio'), title: 'How it works' },
  { seconds: 27, script: paragraph('sharing'), title: 'What you get' },
]);

const started = Date.now();
const log = (line: string) => console.log(`[personalise ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'personalise-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  WORKERS: '1',
  APP_DIR: renderAppDir(),
  TEMPLATE_PREVIEWS: 'off',
  VOICE_SAMPLES: 'on-request',
});
const server = await createServer(config);
const { db, storage } = server.context;
const timeline = watchRenderSteps(server.context);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;

const [owner] = await db
  .insert(users)
  .values({ email: 'bench@example.com', passwordHash: 'not-a-login', firstName: 'Alex', lastName: 'Morgan', status: UserStatus.active })
  .returning();
await ensureSubscription(db, owner!.id);
// Avatar Video (0), Video Personalization (2), Salespage Personalization (3): enough for every render.
for (const creditType of [0, 2, 3]) await grantCredits(db, { userId: owner!.id, creditType, amount: 100 });
const token = await createSession(db, owner!.id);

/** The product's API as the owner: the answer's body, thrown unless 200. */
async function api(method: 'GET' | 'POST', url: string, body?: unknown) {
  const answer = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as { result: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(json)}`);
  return json.result;
}

/** Progress messages on the owner's socket, with when each arrived (performance.now()). */
type Progress = { at: number; type: number; id: number; status: number };
const heard: Progress[] = [];
const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws/app/video/?token=${token}`);
socket.on('message', (data) => {
  const message = JSON.parse(String(data)) as { command: string; data: { results?: { type: number; id: number; status: number } } };
  const results = message.data.results;
  if (message.command === 'videoEditor.progress.update' && results) heard.push({ at: performance.now(), type: results.type, id: results.id, status: results.status });
});
await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

/** Waits for status 1 of item `id` of progress type `type` on the socket; throws on status 0. Answers when it arrived. */
async function readyAt(type: number, id: number): Promise<number> {
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  for (;;) {
    const last = heard.findLast((progress) => progress.type === type && progress.id === id && (progress.status === 1 || progress.status === 0));
    if (last?.status === 0) throw new Error(`render ${type}/${id} failed`);
    if (last) return last.at;
    if (Date.now() > deadline) throw new Error(`render ${type}/${id} not ready in ${RENDER_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One contact's render: seconds from the request to status 1, and its steps. */
type ContactRender = { name: string; seconds: number; phases: Record<string, number>; drawn: number; mixed: number };

const PHASES = ['queue wait', 'speech', 'page open', 'thumbnail', 'document load', 'drawing', 'sound mix', 'join (remux)', 'page close', 'output stored', 'other'] as const;
type Phase = (typeof PHASES)[number];

/** Milliseconds covered by at least one of `intervals`. */
function covered(intervals: readonly { start: number; end: number }[]): number {
  let total = 0;
  let reached = -Infinity;
  for (const { start, end } of intervals.toSorted((a, b) => a.start - b.start)) {
    if (end > reached) total += end - Math.max(start, reached);
    reached = Math.max(reached, end);
  }
  return total;
}

/**
 * Where one solo render's time went (seconds), from the request (`from`) to status 1 (`to`): the
 * wait for the worker (to its first status 2), the speech (every scene asked of the speech
 * service; the untagged ones answer from its cache), the render page's steps (the first document
 * load and capture are the thumbnail's), the sound mix (from the first sound piece mixed on the
 * page, or the last page call when every piece was found, to the encoded track stored: pieces
 * mixed and stored, joined, encoded once), the join (from then, or the last page call, to the
 * page's close), the output stored. Speech runs while the page opens and draws the thumbnail, so
 * phases may overlap; `other` is the time none of them covers (database writes, cached segments
 * copied, messages).
 */
function phasesOf(steps: readonly TimedStep[], from: number, picked: number, to: number): Record<Phase, number> {
  const sum = (test: (step: TimedStep) => boolean) => steps.filter(test).reduce((total, step) => total + step.end - step.start, 0);
  const loads = steps.filter((step) => step.name === 'call load');
  const calls = steps.filter((step) => step.name.startsWith('call '));
  const close = steps.find((step) => step.name === 'close');
  const trackStored = steps.find((step) => step.name === 'put sound track');
  const firstMix = steps.find((step) => step.name === 'call mixSound');
  const sound = trackStored ? { start: firstMix?.start ?? calls.at(-1)?.end ?? trackStored.start, end: trackStored.end } : { start: to, end: to };
  const join = close && calls.length > 0 ? { start: Math.max(calls.at(-1)!.end, trackStored?.end ?? 0), end: close.start } : { start: to, end: to };
  const ms: Omit<Record<Phase, number>, 'other'> = {
    'queue wait': picked - from,
    speech: sum((step) => step.name === 'speak'),
    'page open': sum((step) => step.name === 'open'),
    thumbnail: sum((step) => step === loads[0] || step.name === 'call captureImage' || step.name === 'put thumbnail'),
    'document load': sum((step) => step !== loads[0] && step.name === 'call load'),
    drawing: sum((step) => step.name === 'call encodeVideo' || step.name === 'put segment'),
    'sound mix': sound.end - sound.start,
    'join (remux)': join.end - join.start,
    'page close': sum((step) => step.name === 'close'),
    'output stored': sum((step) => step.name === 'put output'),
  };
  const other = to - from - covered([{ start: from, end: picked }, sound, join, ...steps]);
  return Object.fromEntries(Object.entries({ ...ms, other }).map(([name, value]) => [name, value / 1000])) as Record<Phase, number>;
}

/** Makes one contact's personalised link and video through the API and times it to status 1. */
async function personalise(videoId: number, contact: (typeof contacts)[number]): Promise<ContactRender> {
  timeline.reset();
  const from = performance.now();
  const { id } = await api('POST', personalisePath.solo(videoId), { mergeTagData: contact });
  const to = await readyAt(2, id);
  const picked = heard.find((progress) => progress.type === 2 && progress.id === id && progress.status === 2)?.at ?? from;
  const steps = [...timeline.steps];
  return {
    name: contact.first_name,
    seconds: (to - from) / 1000,
    phases: phasesOf(steps, from, picked, to),
    drawn: steps.filter((step) => step.name === 'call encodeVideo').length,
    mixed: steps.filter((step) => step.name === 'call mixSound').length,
  };
}

/** Empties the render cache (segments, sound tracks and sound pieces), as a pipeline without it would start every render. */
async function emptyRenderCache() {
  for (const file of await storage.list(CACHE_FOLDER)) await storage.remove(file.key);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const startLoad = load();
  log(`load average at start: ${startLoad}; ${contactCount} contacts for ours, ${peerCount} for the peer`);
  const video = await api('POST', '/api/newvideo/video/create/', { d: project, name: 'Bench intro' });
  const mainFrom = performance.now();
  await api('POST', `/api/newvideo/video/generate/${video.id}/`, {});
  const mainSeconds = ((await readyAt(0, video.id)) - mainFrom) / 1000;
  const mainFile = path.join(dataDir, 'main.mp4');
  const details = await api('GET', `/api/newvideo/video/details/${video.id}/`);
  await fs.writeFile(mainFile, Buffer.from(await (await fetch(`${origin}${details.mainVideoGenerate.video}`)).arrayBuffer()));
  const probe = await probeStreams(mainFile);
  const videoSeconds = Number(probe.format.duration);
  const stream = probe.streams.find((candidate) => candidate.codec_type === 'video')!;
  log(`main render: ${mainSeconds.toFixed(1)} s for a ${videoSeconds.toFixed(1)} s ${stream.width}x${stream.height} video`);

  const ours: ContactRender[] = [];
  for (const contact of contacts.slice(0, contactCount)) {
    ours.push(await personalise(video.id, contact));
    log(`ours ${ours.at(-1)!.name.padEnd(10)} ${ours.at(-1)!.seconds.toFixed(2)} s (${ours.at(-1)!.drawn} segment(s) drawn, ${ours.at(-1)!.mixed} sound piece(s) mixed)`);
  }
  const peer: ContactRender[] = [];
  for (const contact of contacts.slice(contactCount, contactCount + peerCount)) {
    await emptyRenderCache();
    peer.push(await personalise(video.id, contact));
    log(`peer ${peer.at(-1)!.name.padEnd(10)} ${peer.at(-1)!.seconds.toFixed(2)} s (${peer.at(-1)!.drawn} segment(s) drawn, ${peer.at(-1)!.mixed} sound piece(s) mixed)`);
  }

  const ourMean = mean(ours.map((render) => render.seconds));
  const peerMean = peer.length > 0 ? mean(peer.map((render) => render.seconds)) : Number.NaN;
  const perHour = (seconds: number) => 3600 / seconds;
  const ratio = peerMean / ourMean;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const phaseRow = (name: string, renders: readonly ContactRender[]) =>
    `| ${name} | ${PHASES.map((phase) => mean(renders.map((render) => render.phases[phase] ?? 0)).toFixed(2)).join(' | ')} | ${mean(renders.map((render) => render.seconds)).toFixed(2)} |`;
  const report = [
    `A ${videoSeconds.toFixed(1)} s video at ${stream.width}x${stream.height}, three avatar scenes (6 s, 27 s, 27 s), each with the default presenter, a title and typed speech (Festival's Cora, the default voice); the 6 s intro says and shows "Hi {{first_name}}", the other two hold no tag. The product's server on an embedded database, one render worker, the built render page (Chromium, WebGL on SwiftShader). Every time is from the request to status 1 on the owner's live socket.`,
    '',
    `Main render (POST …/generate/{id}/ to ready, speech of all three scenes included): ${mainSeconds.toFixed(1)} s.`,
    '',
    '| per contact | contacts | mean s | median s | min s | max s | videos per hour (1 worker) |',
    '|---|---|---|---|---|---|---|',
    ...[
      ['ours: solo link, render cache as the main render left it', ours],
      ['peer: the same request, render cache emptied first (full render)', peer],
    ].flatMap(([what, renders]) => {
      const seconds = (renders as ContactRender[]).map((render) => render.seconds);
      if (seconds.length === 0) return [];
      return [
        `| ${what as string} | ${seconds.length} | ${mean(seconds).toFixed(2)} | ${median(seconds).toFixed(2)} | ${Math.min(...seconds).toFixed(2)} | ${Math.max(...seconds).toFixed(2)} | ${perHour(mean(seconds)).toFixed(0)} |`,
      ];
    }),
    '',
    `Ours/peer: ${Number.isNaN(ratio) ? 'not run' : `${ratio.toFixed(1)}x`} faster per contact.`,
    '',
    'Where the time went (mean seconds per contact; speech: every scene asked of the speech service, the untagged ones answered from its cache; thumbnail: its document load, capture and store; drawing: segments drawn, encoded and stored; sound mix: the sound pieces not found mixed and stored, all joined and the track encoded once and stored; speech overlaps the page opening and the thumbnail, so phases may add up to more than the total; other: time no phase covers, such as database writes, cached segments copied, messages):',
    '',
    `| | ${PHASES.join(' | ')} | total |`,
    `|${'---|'.repeat(PHASES.length + 2)}`,
    phaseRow('ours', ours),
    ...(peer.length > 0 ? [phaseRow('peer', peer)] : []),
    '',
    `Segments drawn per contact: ours ${[...new Set(ours.map((render) => render.drawn))].join(', ')}; peer ${[...new Set(peer.map((render) => render.drawn))].join(', ') || '-'}. Sound pieces mixed per contact: ours ${[...new Set(ours.map((render) => render.mixed))].join(', ')}; peer ${[...new Set(peer.map((render) => render.mixed))].join(', ') || '-'}.`,
    '',
    `- at least ${target.perHour} personalised videos per hour: ${met(perHour(ourMean) >= target.perHour)} (${perHour(ourMean).toFixed(0)})`,
    `- at least ${target.ratio}x the full-render peer: ${Number.isNaN(ratio) ? 'not run' : `${met(ratio >= target.ratio)} (${ratio.toFixed(1)}x)`}`,
    '',
    `Load average (1, 5, 15 min): ${startLoad} at the start, ${load()} at the end; other work on this machine slows every figure, ours and the peer's alike.`,
  ];
  const cpu = /model name\s*:\s*(.*)/.exec(await fs.readFile('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
  const machine = `- CPU: ${cpu}, \`nproc\` = ${execFileSync('nproc').toString().trim()}; Node ${process.version}`;
  console.log(`\n${report.join('\n')}\n\n${machine}`);
  if (isFullRun) {
    writeResultsSection('personalise', [`## personalise (${new Date().toISOString().slice(0, 10)})`, '', '`npm run bench -- personalise`', '', machine, '', ...report]);
    log('done; results written to bench/RESULTS.md');
  } else {
    log('done; a narrowed run (BENCH_CONTACTS or BENCH_PEERS set) leaves RESULTS.md as it is');
  }
} finally {
  socket.close();
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
