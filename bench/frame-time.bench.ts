// `npm run bench -- frame-time`: plays the standard scenes (simple, busy, video-heavy, effects) for
// 10 s in real time at 25 fps in headless Chromium (WebGL on SwiftShader), at 1920x1080 and at the
// 960x540 preview, with our compositor (compositor worker following the shared audio clock) and with
// the same layers in Fabric.js 7 (canvas 2D) and PixiJS 8 (WebGL). `effects` (10 filtered, masked,
// shadowed pictures, two entering, during a crossfade to a second scene) is played from the start
// of its transition (10 s), the others from 0. Prints per-frame p50/p95 (until the
// pixels exist), missed frames and ours/peer ratios, then a step-by-step breakdown of our frame,
// and writes its section of bench/RESULTS.md (between the frame-time markers; the rest is kept).
// BENCH_SECONDS (default 10) shortens the runs, BENCH_SCENES=simple,busy picks scenes,
// BENCH_RENDERERS picks renderers (default ours,ours-product,fabric,pixi; fabric-gpu is opt-in).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, launchChromium } from '../tests/support/chromium.ts';
import { startHarnessServer } from '../tests/support/harnessServer.ts';
import type { SampleName } from '../src/scene/samples.ts';
import type { FrameRun } from './pages/playback.ts';
import type { Breakdown } from './pages/oursBreakdown.ts';
import { percentile } from '../tests/support/percentile.ts';
import { resultsFile, writeResultsSection } from './resultsFile.ts';

const isFullRun = !process.env.BENCH_SECONDS && !process.env.BENCH_SCENES && !process.env.BENCH_RENDERERS;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scenes = (process.env.BENCH_SCENES ?? 'simple,busy,video-heavy,effects').split(',') as SampleName[];
const sizes = [
  { width: 1920, height: 1080 },
  { width: 960, height: 540 },
];
type Renderer = 'ours' | 'ours-product' | 'fabric' | 'fabric-gpu' | 'pixi';
const chosen = (process.env.BENCH_RENDERERS?.split(',') as Renderer[] | undefined) ?? ['ours', 'ours-product', 'fabric', 'pixi'];
const renderers: Renderer[] = ['ours', ...chosen.filter((name) => name !== 'ours')]; // ratios need ours
const videoSeconds = 3;
const breakdownFrames = 25;

type Figures = { p50: number; p95: number; missed: number; drawn: number };
type Row = { scene: SampleName; size: string; all: Partial<Record<Renderer, Figures>>; breakdown: Breakdown };

const started = Date.now();
const log = (line: string) => console.log(`[frame-time ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const figuresOf = (run: FrameRun): Figures => ({
  p50: percentile(run.frameTimesMs, 0.5),
  p95: percentile(run.frameTimesMs, 0.95),
  missed: run.framesMissed,
  drawn: run.framesDrawn,
});
const ms = (value: number) => value.toFixed(1);
const ratio = (ours: number, peer: number) => `${(ours / peer).toFixed(2)}x`;

/** The browser process's command line: our child whose arguments name chromium (Playwright starts it directly). */
function browserCommandLine(): string {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (parent === process.pid && args.some((arg) => arg.includes('chromium'))) return args.join(' ').replace(/--user-data-dir=\S+/, '--user-data-dir=(temporary)');
    } catch {
      // the process ended meanwhile
    }
  }
  return '(not found)';
}

function machine(browserVersion: string, environment: { renderer: string; vendor: string }, gpuFeatures: Record<string, string>, commandLine: string) {
  const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const memory = Number(/MemTotal:\s*(\d+)/.exec(fs.readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0) / 1024 / 1024;
  return [
    `- CPU: ${cpu}, \`nproc\` = ${execFileSync('nproc').toString().trim()}; memory ${memory.toFixed(1)} GiB; ${os.type()} ${os.release()}; Node ${process.version}`,
    `- Chromium ${browserVersion} (Debian, headless), WebGL renderer: \`${environment.renderer}\` (${environment.vendor})`,
    `- Chromium flags (tests/support/chromium.ts): \`${chromiumArgs.join(' ')}\``,
    `- Full command line: \`${commandLine}\``,
    `- GPU feature status: ${Object.entries(gpuFeatures)
      .map(([name, status]) => `${name}=${status}`)
      .join(', ')}`,
  ];
}

const labels: Record<Renderer, string> = {
  ours: 'ours (GPU-synced)',
  'ours-product': 'ours, product worker (engine stats: CPU side only)',
  fabric: 'Fabric.js 7 (canvas 2D on the CPU)',
  'fabric-gpu': 'Fabric.js 7 (canvas 2D on SwiftShader)',
  pixi: 'PixiJS 8 (WebGL)',
};

function table(rows: Row[]): string[] {
  const lines = rows.flatMap(({ scene, size, all }) =>
    renderers.map((renderer) => {
      const figures = all[renderer]!;
      const ratios = renderer === 'ours' || renderer === 'ours-product' ? ['', ''] : [ratio(all.ours!.p50, figures.p50), ratio(all.ours!.p95, figures.p95)];
      return `| ${[scene, size, labels[renderer], ms(figures.p50), ms(figures.p95), figures.missed, figures.drawn, ...ratios].join(' | ')} |`;
    }),
  );
  return ['| scene | output | renderer | p50 ms | p95 ms | missed | drawn | ours/peer p50 | ours/peer p95 |', `|${'---|'.repeat(9)}`, ...lines];
}

function breakdownTable(rows: Row[]): string[] {
  const cell = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.95))}`;
  return [
    `| scene | output | layer area (screens) | screens drawn | evaluate | prepare media | GL calls | gl.finish | wait for SwiftShader | total |`,
    `|${'---|'.repeat(10)}`,
    ...rows.map(
      ({ scene, size, breakdown: b }) =>
        `| ${scene} | ${size} | ${b.screensFilled.toFixed(2)} | ${percentile(b.screensDrawn, 0.5).toFixed(2)} | ${cell(b.evaluateMs)} | ${cell(b.prepareMs)} | ${cell(b.drawMs)} | ${cell(b.finishMs)} | ${cell(b.gpuMs)} | ${cell(b.totalMs)} |`,
    ),
  ];
}

function verdicts(rows: Row[]): string[] {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const notFaster = (row: Row, peer: Renderer) => {
    const [ours, theirs] = [row.all.ours!, row.all[peer]];
    return theirs ? `${met(ours.p50 <= theirs.p50 && ours.p95 <= theirs.p95)} at ${row.size}` : `${row.size} not run`;
  };
  const heldScenes: SampleName[] = ['simple', 'busy', 'effects'];
  const fps = rows
    .filter((row) => row.size === '960x540' && heldScenes.includes(row.scene))
    .map(({ scene, all }) => {
      const product = all['ours-product'];
      const ok = all.ours!.missed === 0 && all.ours!.p95 <= 40 && (product?.missed ?? 0) === 0;
      return `${scene} ${met(ok)} (missed ${all.ours!.missed} GPU-synced, ${product?.missed ?? '-'} product worker; p95 ${ms(all.ours!.p95)} ms)`;
    });
  return [
    `- simple, busy and effects hold 25 fps at 960x540 (0 missed in ${seconds} s, p95 <= 40 ms): ${fps.join('; ') || 'not run'}`,
    `- never slower than PixiJS (p50 and p95): ${rows.map((row) => `${row.scene} ${notFaster(row, 'pixi')}`).join('; ')}`,
    `- at least as fast as Fabric.js on busy and effects (p50 and p95): ${
      rows
        .filter((row) => row.scene === 'busy' || row.scene === 'effects')
        .map((row) => `${row.scene} ${notFaster(row, 'fabric')}`)
        .join('; ') || 'not run'
    }`,
  ];
}

const server = await startHarnessServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') log(`console error: ${message.text()} (${message.location().url})`);
  });
  await page.goto(`${server.url}/bench/pages/frame-time.html`);
  await page.waitForFunction(() => 'bench' in window, null, { timeout: 120_000 });
  const environment = await page.evaluate(() => window.bench.environment());
  if (!environment.crossOriginIsolated) throw new Error('the page is not cross-origin isolated: no SharedArrayBuffer for the clock');
  const cdp = await browser.newBrowserCDPSession();
  const { gpu } = (await cdp.send('SystemInfo.getInfo')) as unknown as { gpu: { featureStatus: Record<string, string> } };
  const machineLines = machine(browser.version(), environment, gpu.featureStatus, browserCommandLine());
  log(`WebGL: ${environment.renderer}`);

  log(`generating media (1920x1080 and 480x270 H.264 clips of ${videoSeconds} s, images, SVG)...`);
  const mediaMs = await page.evaluate((clipSeconds) => window.bench.prepareMedia(clipSeconds), videoSeconds);
  log(`media ready in ${(mediaMs / 1000).toFixed(1)} s`);

  const rows: Row[] = [];
  for (const scene of scenes) {
    for (const size of sizes) {
      const sizeName = `${size.width}x${size.height}`;
      const figures: Partial<Record<Renderer, Figures>> = {};
      for (const renderer of renderers) {
        const run = await page.evaluate(([name, sceneName, outputSize, playSeconds]) => window.bench.run(name, sceneName, outputSize, playSeconds), [
          renderer,
          scene,
          size,
          seconds,
        ] as const);
        if (Object.keys(run.failedMedia).length > 0) throw new Error(`${renderer} ${scene}: media failed ${JSON.stringify(run.failedMedia)}`);
        figures[renderer] = figuresOf(run);
        const { p50, p95, missed, drawn } = figures[renderer];
        log(
          `${scene.padEnd(11)} ${sizeName.padEnd(9)} ${renderer.padEnd(12)} p50 ${ms(p50).padStart(6)} ms  p95 ${ms(p95).padStart(6)} ms  missed ${String(missed).padStart(3)}  drawn ${drawn}`,
        );
      }
      const breakdown = await page.evaluate(([sceneName, outputSize, frames]) => window.bench.breakdown(sceneName, outputSize, frames), [scene, size, breakdownFrames] as const);
      rows.push({ scene, size: sizeName, all: figures, breakdown });
    }
  }

  const report = [
    `Per-frame render time until the pixels exist (p50 / p95 ms: ours and Pixi wait with a 1-pixel readPixels, Fabric with a 1-pixel getImageData) and frames missed in ${seconds} s of real-time playback at 25 fps (effects from 10 s, inside its transition; the others from 0). ours/peer < 1: ours is faster.`,
    '',
    ...table(rows),
    '',
    ...verdicts(rows),
    '',
    `Our steps over ${breakdownFrames} consecutive frames rendered back to back on the page (p50 / p95 ms):`,
    '',
    ...breakdownTable(rows),
  ];
  console.log(`\n${report.join('\n')}\n\n${machineLines.join('\n')}`);
  const date = new Date().toISOString().slice(0, 10);
  if (isFullRun) {
    writeResultsSection('frame-time', [`## frame-time (${date})`, '', '`npm run bench -- frame-time`', '', ...machineLines, '', ...report]);
    log(`done; results written to ${path.relative(process.cwd(), resultsFile)}`);
  } else {
    log('done; a narrowed run (BENCH_SECONDS, BENCH_SCENES or BENCH_RENDERERS set) leaves RESULTS.md as it is');
  }
} finally {
  await browser.close();
  await server.close();
}
