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
import { FIRST_NAMES, loadAverage, machineLine, mean, median, renderBenchVideo, soloLinkReady, startBenchServer } from './personalisedVideoBench.ts';
import { watchRenderSteps, type TimedStep } from './renderPhases.ts';
import { writeResultsSection } from './resultsFile.ts';

const contactCount = Number(process.env.BENCH_CONTACTS ?? 8);
const peerCount = Number(process.env.BENCH_PEERS ?? 2);
const isFullRun = !process.env.BENCH_CONTACTS && !process.env.BENCH_PEERS;
const target = { perHour: 500, ratio: 8 };

const contacts = FIRST_NAMES.map((name) => ({ email: `${name.toLowerCase()}@example.com`, first_name: name }));

const bench = await startBenchServer('personalise', { workers: 1, credits: 100 });
const { heard, log } = bench;
const timeline = watchRenderSteps(bench.server.context);

/** One contact's render: seconds from the request to status 1, and its steps. */
type ContactRender = { name: string; seconds: number; phases: Record<string, number>; drawn: number; mixed: number; encoded: number };

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
  const { id, from, to } = await soloLinkReady(bench, videoId, contact);
  const picked = heard.find((progress) => progress.type === 2 && progress.id === id && progress.status === 2)?.at ?? from;
  const steps = [...timeline.steps];
  return {
    name: contact.first_name,
    seconds: (to - from) / 1000,
    phases: phasesOf(steps, from, picked, to),
    drawn: steps.filter((step) => step.name === 'call encodeVideo').length,
    mixed: steps.filter((step) => step.name === 'call mixSound').length,
    encoded: steps.filter((step) => step.name === 'put sound chunk').length,
  };
}

/** One contact's line of the log: its time and what its render did. */
const describe = (render: ContactRender) =>
  `${render.name.padEnd(10)} ${render.seconds.toFixed(2)} s (${render.drawn} segment(s) drawn, ${render.mixed} sound piece(s) mixed, ${render.encoded} sound chunk(s) encoded)`;

try {
  const startLoad = loadAverage();
  log(`load average at start: ${startLoad}; ${contactCount} contacts for ours, ${peerCount} for the peer`);
  const { id: videoId, mainSeconds, videoSeconds, width, height } = await renderBenchVideo(bench);
  log(`main render: ${mainSeconds.toFixed(1)} s for a ${videoSeconds.toFixed(1)} s ${width}x${height} video`);

  const ours: ContactRender[] = [];
  for (const contact of contacts.slice(0, contactCount)) {
    ours.push(await personalise(videoId, contact));
    log(`ours ${describe(ours.at(-1)!)}`);
  }
  const peer: ContactRender[] = [];
  for (const contact of contacts.slice(contactCount, contactCount + peerCount)) {
    await bench.emptyRenderCache();
    peer.push(await personalise(videoId, contact));
    log(`peer ${describe(peer.at(-1)!)}`);
  }

  const ourMean = mean(ours.map((render) => render.seconds));
  const peerMean = peer.length > 0 ? mean(peer.map((render) => render.seconds)) : Number.NaN;
  const perHour = (seconds: number) => 3600 / seconds;
  const ratio = peerMean / ourMean;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const phaseRow = (name: string, renders: readonly ContactRender[]) =>
    `| ${name} | ${PHASES.map((phase) => mean(renders.map((render) => render.phases[phase] ?? 0)).toFixed(2)).join(' | ')} | ${mean(renders.map((render) => render.seconds)).toFixed(2)} |`;
  const report = [
    `A ${videoSeconds.toFixed(1)} s video at ${width}x${height}, three avatar scenes (6 s, 27 s, 27 s), each with the default presenter, a title and typed speech (Festival's Cora, the default voice); the 6 s intro says and shows "Hi {{first_name}}", the other two hold no tag. The product's server on an embedded database, one render worker, the built render page (Chromium, WebGL on SwiftShader). Every time is from the request to status 1 on the owner's live socket.`,
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
    'Where the time went (mean seconds per contact; speech: every scene asked of the speech service, the untagged ones answered from its cache; thumbnail: its document load, capture and store; drawing: segments drawn, encoded and stored; sound mix: the sound pieces under the chunks of the track not found, mixed where not found and joined, those chunks encoded and stored, and the track stored; speech overlaps the page opening and the thumbnail, so phases may add up to more than the total; other: time no phase covers, such as database writes, cached segments copied, messages):',
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
    `Load average (1, 5, 15 min): ${startLoad} at the start, ${loadAverage()} at the end; other work on this machine slows every figure, ours and the peer's alike.`,
  ];
  const machine = await machineLine();
  console.log(`\n${report.join('\n')}\n\n${machine}`);
  if (isFullRun) {
    writeResultsSection('personalise', [`## personalise (${new Date().toISOString().slice(0, 10)})`, '', '`npm run bench -- personalise`', '', machine, '', ...report]);
    log('done; results written to bench/RESULTS.md');
  } else {
    log('done; a narrowed run (BENCH_CONTACTS or BENCH_PEERS set) leaves RESULTS.md as it is');
  }
} finally {
  await bench.close();
}
