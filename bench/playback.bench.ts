// `npm run bench -- playback`: plays the standard three-scene project (src/scene/playbackSample.ts:
// 12 s, music across all scenes, speech, a video with sound, two Fades) through to its end at the
// 960x540 preview size in headless Chromium, as the app plays it (compositor worker on the shared
// audio clock, the sound on the same AudioContext), and beside it the browser's own <video> +
// <audio> pair on a clip and the music of the same length. Prints, per run, frames drawn and
// missed and the audio/video offset of every frame (drawn - heard, see
// tests/browser/harness/avSync.ts) with ours/peer ratios, and writes its section of
// bench/RESULTS.md. BENCH_RUNS (default 3) sets the number of alternating runs of each.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { launchChromium } from '../tests/support/chromium.ts';
import { startHarnessServer } from '../tests/support/harnessServer.ts';
import { percentile } from '../tests/support/percentile.ts';
import { writeResultsSection } from './resultsFile.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const size = { width: 960, height: 540 };

type Figures = { framesDrawn: number; framesMissed: number; offsetsMs: number[] };
type Row = { run: number; ours: Figures; peer: Figures };

const started = Date.now();
const loadAtStart = os.loadavg();
const log = (line: string) => console.log(`[playback ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const ms = (value: number) => value.toFixed(1);
const ratio = (ours: number, peer: number) => (peer === 0 ? (ours === 0 ? '1.00x' : '-') : `${(ours / peer).toFixed(2)}x`);
const absolute = (values: number[]) => values.map(Math.abs);

function cells({ framesDrawn, framesMissed, offsetsMs }: Figures): string[] {
  return [
    String(framesDrawn),
    String(framesMissed),
    ...[0.05, 0.5, 0.95].map((share) => ms(percentile(offsetsMs, share))),
    ms(percentile(absolute(offsetsMs), 0.95)),
    ms(Math.max(...absolute(offsetsMs))),
  ];
}

function table(rows: Row[]): string[] {
  const lines = rows.flatMap(({ run, ours, peer }) => [
    `| ${run} | ours (compositor worker + Web Audio) | ${cells(ours).join(' | ')} | ${ratio(ours.framesMissed, peer.framesMissed)} | ${ratio(percentile(absolute(ours.offsetsMs), 0.95), percentile(absolute(peer.offsetsMs), 0.95))} |`,
    `| ${run} | peer (<video> + <audio>) | ${cells(peer).join(' | ')} |  |  |`,
  ]);
  return [
    '| run | player | frames drawn | frames missed | offset p5 ms | offset p50 ms | offset p95 ms | abs offset p95 ms | abs offset max ms | ours/peer missed | ours/peer abs p95 |',
    `|${'---|'.repeat(11)}`,
    ...lines,
  ];
}

function machine(browserVersion: string, rate: number): string[] {
  const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  return [
    `- CPU: ${cpu}, \`nproc\` = ${execFileSync('nproc').toString().trim()}; load average at the start ${loadAtStart.map((load) => load.toFixed(1)).join(' / ')} (1 / 5 / 15 min; shared with other work)`,
    `- Chromium ${browserVersion} (Debian, headless, flags of tests/support/chromium.ts; WebGL on SwiftShader); audio device rate ${rate} Hz; Node ${process.version}`,
  ];
}

const server = await startHarnessServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.goto(`${server.url}/bench/pages/av-playback.html`);
  await page.waitForFunction(() => 'playbackBench' in window, null, { timeout: 120_000 });
  log('generating media (clips with sound, click track, pictures)...');
  const rate = await page.evaluate(() => window.playbackBench.prepare());
  const rows: Row[] = [];
  for (let run = 1; run <= runs; run++) {
    const ours = await page.evaluate((output) => window.playbackBench.ours(output), size);
    if (Object.keys(ours.failedSounds).length > 0) throw new Error(`sounds failed: ${JSON.stringify(ours.failedSounds)}`);
    log(
      `run ${run} ours: drawn ${ours.framesDrawn}, missed ${ours.framesMissed}, offset p50 ${ms(percentile(ours.offsetsMs, 0.5))} ms, clicks ${ours.clicks.length} (spread ${ours.clickSpreadMs.toFixed(2)} ms)`,
    );
    const peer = await page.evaluate((output) => window.playbackBench.peer(output), size);
    log(`run ${run} peer: drawn ${peer.framesDrawn}, missed ${peer.framesMissed}, offset p50 ${ms(percentile(peer.offsetsMs, 0.5))} ms`);
    rows.push({ run, ours, peer });
  }
  const report = [
    `The standard three-scene project (12 s at 25 fps: 300 frames) played through at ${size.width}x${size.height}. Offset of a frame = when it was drawn (ours: the worker finished it; peer: handed to the compositor) - when the sound of its time was heard (ours: the click track found to the sample on the output bus, placed by the output timestamp; peer: the <audio> element's position); positive = picture late. ours/peer < 1: ours is better.`,
    '',
    ...table(rows),
  ];
  const machineLines = machine(browser.version(), rate);
  console.log(`\n${report.join('\n')}\n\n${machineLines.join('\n')}`);
  writeResultsSection('playback', [`## playback (${new Date().toISOString().slice(0, 10)})`, '', '`npm run bench -- playback`', '', ...machineLines, '', ...report]);
  log('done; results written to bench/RESULTS.md');
} finally {
  await browser.close();
  await server.close();
}
