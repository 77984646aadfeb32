// `npm run bench -- export`: exports the standard scenes (simple, busy, video-heavy, effects) at
// 1920x1080 and 1280x720 with the compositor worker's export (frames drawn on SwiftShader, encoded
// to H.264 High by Chromium's WebCodecs, the MP4 streamed out to this process piece by piece as the
// server's render page does), and beside it, in the same run: Debian's ffmpeg encoding the same
// frames (decoded from our file, fed raw as RGBA) with libx264 -preset veryfast at the same
// bitrate, the encoder-only limit; for `simple`, ffmpeg composing the same layers with its overlay
// and drawtext filters and encoding them (what a server-side pipeline would use instead); and the
// remux that joins reused segments (src/server/render/joinSegments.ts) against `ffmpeg -c copy`.
// Prints frames per second and x real time (25 fps) with ratios, and writes its section of
// bench/RESULTS.md. BENCH_SECONDS (default 5) and BENCH_SCENES=simple,busy narrow a run (and
// leave RESULTS.md alone).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { videoBitrate } from '../src/engine/export/exportMp4.ts';
import type { SampleName } from '../src/scene/samples.ts';
import { FPS } from '../src/scene/time.ts';
import { joinSegments } from '../src/server/render/joinSegments.ts';
import { openStreamFile, type StreamFile } from '../src/server/render/streamFile.ts';
import { chromiumArgs, launchChromium } from '../tests/support/chromium.ts';
import { startHarnessServer } from '../tests/support/harnessServer.ts';
import { resultsFile, writeResultsSection } from './resultsFile.ts';

const run = promisify(execFile);
const isFullRun = !process.env.BENCH_SECONDS && !process.env.BENCH_SCENES;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scenes = (process.env.BENCH_SCENES ?? 'simple,busy,video-heavy,effects').split(',') as SampleName[];
const sizes = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];
const remuxRepeats = 21;
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const boldFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const started = Date.now();
const log = (line: string) => console.log(`[export ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

type Rate = { frames: number; seconds: number };
const fps = (rate: Rate) => rate.frames / rate.seconds;
const realTime = (rate: Rate) => fps(rate) / FPS;
const cell = (rate: Rate | undefined) => (rate ? `${fps(rate).toFixed(1)} fps (${realTime(rate).toFixed(2)}x)` : '-');
const ratio = (ours: Rate, peer: Rate | undefined) => (peer ? `${(fps(ours) / fps(peer)).toFixed(2)}` : '-');

/** Runs a command and answers how long it took, seconds. */
async function timed(command: string, args: string[]): Promise<number> {
  const begin = performance.now();
  await run(command, args, { maxBuffer: 2 ** 24 });
  return (performance.now() - begin) / 1000;
}

/** The peers' encoder settings: libx264 -preset veryfast at our bitrate for `size`, yuv420p. */
const x264Output = (size: { width: number; height: number }) => [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-b:v',
  String(videoBitrate(size.width, size.height)),
  '-pix_fmt',
  'yuv420p',
];

/** ffmpeg encoding `file`'s frames, decoded beforehand to raw RGBA (not timed), with libx264 -preset veryfast. */
async function x264Peer(file: string, size: { width: number; height: number }, frames: number, folder: string): Promise<Rate> {
  const raw = path.join(folder, 'frames.rgba');
  await run('ffmpeg', ['-v', 'error', '-y', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgba', raw]);
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${size.width}x${size.height}`, '-r', String(FPS), '-i', raw];
  const time = await timed('ffmpeg', ['-v', 'error', '-y', ...input, ...x264Output(size), path.join(folder, 'x264.mp4')]);
  fs.rmSync(raw);
  return { frames, seconds: time };
}

/** ffmpeg composing `simple`'s layers (background, avatar picture, title, subtitle) and encoding them like the peer above. */
async function overlayPeer(avatar: string, size: { width: number; height: number }, frames: number, folder: string): Promise<Rate> {
  const k = size.width / 1920;
  const px = (value: number) => Math.round(value * k);
  const text = (words: string, file: string, fontSize: number, x: number, y: number) =>
    `drawtext=fontfile=${file}:text='${words}':fontsize=${px(fontSize)}:fontcolor=0x1f2937:x=${px(x)}:y=${px(y)}`;
  const filter = [
    `[1]scale=${px(600)}:${px(600)}[avatar]`,
    `[0][avatar]overlay=${px(1250)}:${px(180)}:shortest=1,${[
      text('Meet your new', boldFont, 90, 120, 200),
      text('sales assistant', boldFont, 90, 120, 304),
      text('Personal videos for every contact,', font, 52, 120, 440),
      text('in minutes.', font, 52, 120, 500),
    ].join(',')}[out]`,
  ].join(';');
  const time = await timed('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0xf8fafc:s=${size.width}x${size.height}:r=${FPS}`,
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-i',
    avatar,
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-frames:v',
    String(frames),
    ...x264Output(size),
    path.join(folder, 'overlay.mp4'),
  ]);
  return { frames, seconds: time };
}

/**
 * Our remux of a rendered segment (joinSegments, as a video made of reused segments is joined)
 * against ffmpeg's stream copy, alternating, each the median of `remuxRepeats` runs (a run takes
 * tens of milliseconds, so one stall of the shared machine would swing a single one).
 */
async function remux(segment: string, frames: number, folder: string): Promise<{ ours: Rate; ffmpeg: Rate }> {
  const ours: number[] = [];
  const peer: number[] = [];
  for (let index = 0; index < remuxRepeats; index++) {
    const begin = performance.now();
    await joinSegments([{ file: segment, frames }], null, path.join(folder, 'joined.mp4'));
    ours.push((performance.now() - begin) / 1000);
    peer.push(await timed('ffmpeg', ['-v', 'error', '-y', '-i', segment, '-c', 'copy', '-movflags', '+faststart', path.join(folder, 'copied.mp4')]));
  }
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ours: { frames, seconds: median(ours) }, ffmpeg: { frames, seconds: median(peer) } };
}

type Row = { scene: SampleName; size: string; ours: Rate; drawn: number; bytes: number; x264: Rate; overlay?: Rate };

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'export-bench-'));
const server = await startHarnessServer();
const browser = await launchChromium();
let output: StreamFile | null = null;
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.exposeFunction('benchSink', async (base64: string, position: number) => {
    if (!output) throw new Error('no output file open');
    await output.write(Buffer.from(base64, 'base64'), position);
  });
  await page.goto(`${server.url}/bench/pages/export.html`);
  await page.waitForFunction(() => 'exportBench' in window, null, { timeout: 120_000 });
  const startLoad = load();
  log(`load average at start: ${startLoad}`);
  log('generating media (H.264 clips, pictures, SVG)...');
  const mediaMs = await page.evaluate((clipSeconds) => window.exportBench.prepareMedia(clipSeconds), 3);
  log(`media ready in ${(mediaMs / 1000).toFixed(1)} s`);
  const avatar = path.join(folder, 'avatar.png');
  fs.writeFileSync(avatar, Buffer.from(await page.evaluate(() => window.exportBench.avatarPng()), 'base64'));

  const rows: Row[] = [];
  let segment: { file: string; frames: number } | null = null;
  for (const scene of scenes) {
    for (const size of sizes) {
      const sizeName = `${size.width}x${size.height}`;
      const file = path.join(folder, `${scene}-${sizeName}.mp4`);
      output = await openStreamFile(file);
      const result = await page.evaluate(([name, outputSize, length]) => window.exportBench.exportScene(name, outputSize, length), [scene, size, seconds] as const);
      await output.close();
      output = null;
      if (Object.keys(result.failedMedia).length > 0) throw new Error(`${scene}: media failed ${JSON.stringify(result.failedMedia)}`);
      const ours = { frames: result.frames, seconds: result.ms / 1000 };
      const x264 = await x264Peer(file, size, result.frames, folder);
      const overlay = scene === 'simple' ? await overlayPeer(avatar, size, result.frames, folder) : undefined;
      rows.push({ scene, size: sizeName, ours, drawn: result.drawn, bytes: result.bytes, x264, overlay });
      log(
        `${scene.padEnd(11)} ${sizeName.padEnd(9)} ours ${cell(ours).padEnd(20)} (${result.drawn} of ${result.frames} drawn) x264 ${cell(x264).padEnd(20)} ${overlay ? `ffmpeg overlay ${cell(overlay)}` : ''}`,
      );
      if (scene === 'simple' && size.width === 1920) segment = { file, frames: result.frames };
    }
  }
  const joined = segment ? await remux(segment.file, segment.frames, folder) : null;
  if (joined) log(`remux of a ${seconds} s segment: ours ${realTime(joined.ours).toFixed(0)}x real time, ffmpeg -c copy ${realTime(joined.ffmpeg).toFixed(0)}x`);

  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const simpleAt = (width: number) => rows.find((row) => row.scene === 'simple' && row.size.startsWith(`${width}x`));
  const target = (width: number, minimum: number) => {
    const row = simpleAt(width);
    return row ? `${met(realTime(row.ours) >= minimum)} (${realTime(row.ours).toFixed(2)}x)` : 'not run';
  };
  const report = [
    `Export of ${seconds} s (${Math.round(seconds * FPS)} frames) of each standard scene (effects from the start of its transition), after its first frame was drawn once. Ours: the compositor worker's export, frames drawn on SwiftShader (a frame whose draw list equals the one before is encoded again without being drawn: 'frames drawn'; simple is still, so it is drawn once) and encoded to H.264 High by Chromium's WebCodecs at ${(videoBitrate(1920, 1080) / 1e6).toFixed(1)} Mbit/s for 1080p (0.15 bit per pixel), the MP4 streamed to Node piece by piece. x264: Debian's ffmpeg encoding the same frames (decoded from our file to raw RGBA beforehand) with libx264 -preset veryfast at the same bitrate. ffmpeg overlay (simple only): ffmpeg drawing the same layers (colour, the avatar picture scaled, the two texts in DejaVu Sans) with overlay and drawtext and encoding them the same way. ours/peer > 1: ours is faster.`,
    '',
    '| scene | output | ours | frames drawn | x264 encode only | ours/x264 | ffmpeg overlay + x264 | ours/ffmpeg overlay | our file |',
    `|${'---|'.repeat(9)}`,
    ...rows.map(
      (row) =>
        `| ${row.scene} | ${row.size} | ${cell(row.ours)} | ${row.drawn} of ${row.ours.frames} | ${cell(row.x264)} | ${ratio(row.ours, row.x264)} | ${cell(row.overlay)} | ${ratio(row.ours, row.overlay)} | ${(row.bytes / 1e6).toFixed(2)} MB |`,
    ),
    '',
    joined
      ? `Remux of a reused segment (simple, 1920x1080, ${seconds} s; the median of ${remuxRepeats} runs each): ours (joinSegments: packets copied, index first) ${realTime(joined.ours).toFixed(0)}x real time; ffmpeg -c copy -movflags +faststart ${realTime(joined.ffmpeg).toFixed(0)}x; ours/ffmpeg ${ratio(joined.ours, joined.ffmpeg)}.`
      : 'Remux: not run (needs simple at 1920x1080).',
    '',
    `- simple at 1920x1080 at least 1.0x real time: ${target(1920, 1)}`,
    `- simple at 1280x720 at least 2x real time: ${target(1280, 2)}`,
    `- remux of a reused segment at least 50x real time: ${joined ? `${met(realTime(joined.ours) >= 50)} (${realTime(joined.ours).toFixed(0)}x)` : 'not run'}`,
    '',
    `Load average (1, 5, 15 min): ${startLoad} at the start, ${load()} at the end; other work on this 2-core machine slows every figure above, ours and the peers' alike.`,
  ];
  const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
  const machine = [
    `- CPU: ${cpu}, \`nproc\` = ${execFileSync('nproc').toString().trim()}; Node ${process.version}; Chromium ${browser.version()} (Debian, headless), flags of tests/support/chromium.ts: \`${chromiumArgs.join(' ')}\``,
    `- ${execFileSync('ffmpeg', ['-version']).toString().split('\n')[0]}`,
  ];
  console.log(`\n${report.join('\n')}\n\n${machine.join('\n')}`);
  if (isFullRun) {
    writeResultsSection('export', [`## export (${new Date().toISOString().slice(0, 10)})`, '', '`npm run bench -- export`', '', ...machine, '', ...report]);
    log(`done; results written to ${path.relative(process.cwd(), resultsFile)}`);
  } else {
    log('done; a narrowed run (BENCH_SECONDS or BENCH_SCENES set) leaves RESULTS.md as it is');
  }
} finally {
  await output?.close();
  await browser.close();
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
}
