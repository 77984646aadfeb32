// `npm run bench -- batch`: batch contacts per hour end to end (issue 18). The personalise bench's
// server and 60 s video (`personalisedVideoBench.ts`: its 6 s intro says and shows
// "Hi {{first_name}}"), its main render first; then one batch of `--contacts` (default 100) through
// the real path, timed from the CSV's upload to the batch's status 1 (every contact ready and
// published) on the owner's live socket: upload (POST /api/userlibrary/upload/, csvupload),
// validate, generate (credits, links, items, the fan-out), every contact rendered by the render
// workers (`--workers`, default 1) with the render cache as the main render left it. The peer, in
// the same run: the personalise bench's (the same render per contact with the render cache emptied
// first: a full render), measured on `--peers` (default 2) solo links one after the other and
// extrapolated to an hour at the same number of workers. A run with any option leaves RESULTS.md alone.
import { parseArgs } from 'node:util';
import { batchPath, contactsCsv, uploadCsv } from '../tests/support/batch.ts';
import { FIRST_NAMES, loadAverage, machineLine, mean, renderBenchVideo, soloLinkReady, startBenchServer } from './personalisedVideoBench.ts';
import { writeResultsSection } from './resultsFile.ts';

const { values } = parseArgs({
  options: { contacts: { type: 'string', default: '100' }, peers: { type: 'string', default: '2' }, workers: { type: 'string', default: '1' } },
});
const contactCount = Number(values.contacts);
const peerCount = Number(values.peers);
const workers = Number(values.workers);
const isFullRun = process.argv.length <= 2;
const target = { perHour: 500 };
/** The whole batch may take this long per contact (the machine is shared: a slow run is still measured). */
const BATCH_TIMEOUT_PER_CONTACT_MS = 120_000;

/**
 * Contact `index`: a first name of its own ("Ada", … then "Ada B.", …), so that no contact's intro is
 * another's (a real list repeats names, and the render cache would answer those from the first).
 */
const contactOf = (index: number) => {
  const round = Math.floor(index / FIRST_NAMES.length);
  const given = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const name = round === 0 ? given : `${given} ${String.fromCharCode(65 + round)}.`;
  return { email: `${given.toLowerCase()}.${index + 1}@example.com`, first_name: name };
};

const bench = await startBenchServer('batch', { workers, credits: contactCount + peerCount + 10 });
const { log } = bench;
const perHour = (seconds: number) => 3600 / seconds;

try {
  const startLoad = loadAverage();
  log(`load average at start: ${startLoad}; ${contactCount} contacts, ${peerCount} for the peer, ${workers} render worker(s)`);
  const video = await renderBenchVideo(bench);
  log(`main render: ${video.mainSeconds.toFixed(1)} s for a ${video.videoSeconds.toFixed(1)} s ${video.width}x${video.height} video`);

  const contacts = Array.from({ length: contactCount }, (_, index) => contactOf(index));
  const from = performance.now();
  const csv = await uploadCsv(bench.server, bench.token, contactsCsv(contacts.map(({ email, first_name }) => [email, first_name, 'Acme', ''])));
  const validated = await bench.api('POST', batchPath.validate(video.id), { mergeTagMap: { email: 'Email', first_name: 'First Name' }, csvFile: csv.id });
  if (validated.totalCount !== contactCount) throw new Error(`validation kept ${validated.totalCount} of ${contactCount} contacts`);
  const validatedAt = performance.now();
  await bench.api('GET', batchPath.generate(validated.id as number));
  const startedAt = performance.now();
  log(`uploaded and validated in ${((validatedAt - from) / 1000).toFixed(2)} s, generation started in ${((startedAt - validatedAt) / 1000).toFixed(2)} s`);
  const readyAt = await bench.readyAt(3, validated.id as number, contactCount * BATCH_TIMEOUT_PER_CONTACT_MS);
  const oursSeconds = (readyAt - from) / 1000;
  log(`ours: ${contactCount} contacts ready in ${oursSeconds.toFixed(1)} s`);

  const peer: number[] = [];
  for (let index = contactCount; index < contactCount + peerCount; index++) {
    await bench.emptyRenderCache();
    const { from: asked, to } = await soloLinkReady(bench, video.id, contactOf(index));
    peer.push((to - asked) / 1000);
    log(`peer ${contactOf(index).first_name.padEnd(10)} ${peer.at(-1)!.toFixed(2)} s (full render)`);
  }

  const oursPerHour = perHour(oursSeconds / contactCount);
  const peerPerHour = peer.length > 0 ? perHour(mean(peer)) * workers : Number.NaN;
  const report = [
    `The personalise bench's ${video.videoSeconds.toFixed(1)} s video at ${video.width}x${video.height} (three avatar scenes, 6 s, 27 s, 27 s; the intro says and shows "Hi {{first_name}}"), main render ${video.mainSeconds.toFixed(1)} s. The product's server on an embedded database, ${workers} render worker(s), the built render page (Chromium, WebGL on SwiftShader).`,
    '',
    '| | contacts | seconds | contacts per hour |',
    '|---|---|---|---|',
    `| ours: one batch end to end (CSV upload, validate, generate, every contact rendered and published, to status 1 on the live socket) | ${contactCount} | ${oursSeconds.toFixed(1)} | ${oursPerHour.toFixed(0)} |`,
    ...(peer.length > 0
      ? [
          `| peer: a full render per contact (solo links, render cache emptied before each), measured on ${peer.length} and extrapolated at ${workers} worker(s) | ${peer.length} | ${mean(peer).toFixed(1)} each | ${peerPerHour.toFixed(0)} (extrapolated) |`,
        ]
      : []),
    '',
    `Upload and validate: ${((validatedAt - from) / 1000).toFixed(2)} s; the generate call: ${((startedAt - validatedAt) / 1000).toFixed(2)} s; rendering to the last contact: ${((readyAt - startedAt) / 1000).toFixed(1)} s.`,
    '',
    `Ours/peer: ${Number.isNaN(peerPerHour) ? 'not run' : `${(oursPerHour / peerPerHour).toFixed(1)}x`} the contacts per hour.`,
    '',
    `- at least ${target.perHour} contacts per hour: ${oursPerHour >= target.perHour ? 'met' : 'NOT met'} (${oursPerHour.toFixed(0)})`,
    '',
    `Load average (1, 5, 15 min): ${startLoad} at the start, ${loadAverage()} at the end; other work on this machine slows every figure, ours and the peer's alike.`,
  ];
  const machine = await machineLine();
  console.log(`\n${report.join('\n')}\n\n${machine}`);
  if (isFullRun) {
    writeResultsSection('batch', [`## batch (${new Date().toISOString().slice(0, 10)})`, '', '`npm run bench -- batch`', '', machine, '', ...report]);
    log('done; results written to bench/RESULTS.md');
  } else {
    log('done; a run with options leaves RESULTS.md as it is');
  }
} finally {
  await bench.close();
}
