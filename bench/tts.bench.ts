// `npm run bench -- tts`: text-to-speech speed per provider. For each voice, the same paragraph is
// spoken by our whole pipeline (synthesis, timings, 48 kHz join, two-pass loudness normalisation,
// AAC encoding, viseme track; nothing cached) and by the synthesiser's own command line writing a
// WAV (the peer); both as real-time factor (seconds of work per second of speech; lower is faster),
// with our synthesis step alone beside them. Then the cached call: the same scene asked again,
// against reading its cached description from disk. `BENCH_REPEATS` (default 3) narrows a run and
// leaves RESULTS.md alone; a full run rewrites the part between the tts markers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../src/server/services/tts/runProcess.ts';
import { createSpeechService, type SpeechService } from '../src/server/services/tts/speechService.ts';
import { createSpeechProviders } from '../src/server/services/tts/speechServices.ts';
import { createLocalFileStorage } from '../src/server/services/storage/localFileStorage.ts';
import { percentile } from '../tests/support/percentile.ts';
import { resultsFile, writeResultsSection } from './resultsFile.ts';

const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const isFullRun = process.env.BENCH_REPEATS === undefined;
const cachedCalls = 200;

const ENGLISH =
  'Welcome to Avatar Studio. In a few minutes you will have a video that speaks to each of your customers by name. Let us start with the script, then choose a face and a voice.';
const GERMAN = 'Willkommen im Avatar Studio. In wenigen Minuten haben Sie ein Video, das jeden Ihrer Kunden mit Namen anspricht.';

/** A voice, its text, and the command line that makes the same speech as a WAV file. */
type Case = { voiceId: string; text: string; peer: (text: string, textFile: string, wav: string) => [string, string[]]; peerName: string };

const cases: Case[] = [
  { voiceId: 'festival-slt', text: ENGLISH, peerName: 'text2wave (Festival)', peer: (_, file, wav) => ['text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', file, '-o', wav]] },
  { voiceId: 'flite-slt', text: ENGLISH, peerName: 'flite -voice slt', peer: (text, _, wav) => ['flite', ['-voice', 'slt', '-t', text, '-o', wav]] },
  { voiceId: 'flite-kal16', text: ENGLISH, peerName: 'flite -voice kal16', peer: (text, _, wav) => ['flite', ['-voice', 'kal16', '-t', text, '-o', wav]] },
  { voiceId: 'espeak-en-us-f', text: ENGLISH, peerName: 'espeak-ng -v en-us+f3', peer: (text, _, wav) => ['espeak-ng', ['-v', 'en-us+f3', '-w', wav, text]] },
  { voiceId: 'espeak-de-de-m', text: GERMAN, peerName: 'espeak-ng -v de', peer: (text, _, wav) => ['espeak-ng', ['-v', 'de', '-w', wav, text]] },
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tts-bench-'));
const providers = createSpeechProviders(undefined);
/** A service over a fresh, empty cache (the providers and their helper processes are shared). */
const freshService = (root = fs.mkdtempSync(path.join(work, 'cache-'))) => createSpeechService({ storage: createLocalFileStorage(root), providers });

const seconds = async (task: () => Promise<unknown>) => {
  const start = performance.now();
  await task();
  return (performance.now() - start) / 1000;
};
const speak = (service: SpeechService, item: Case) => service.speakScene([{ id: 'bench', text: item.text, voiceId: item.voiceId, delay: 0, rate: 1 }]);

type Row = { item: Case; audioSeconds: number; pipeline: number; synthesis: number; peer: number };

async function measure(item: Case): Promise<Row> {
  const voice = providers.flatMap((provider) => provider.voices().map((entry) => ({ provider, entry }))).find(({ entry }) => entry.id === item.voiceId)!;
  const textFile = path.join(work, 'text.txt');
  fs.writeFileSync(textFile, item.text);
  await speak(freshService(), item); // warm-up: starts helper processes, fills the OS file cache
  const pipeline: number[] = [];
  const synthesis: number[] = [];
  const peer: number[] = [];
  let audioSeconds = 0;
  for (let round = 0; round < repeats; round++) {
    pipeline.push(await seconds(async () => (audioSeconds = (await speak(freshService(), item)).duration)));
    const folder = fs.mkdtempSync(path.join(work, 'synth-'));
    synthesis.push(await seconds(() => voice.provider.synthesize(item.text, voice.entry, { rate: 1 }, folder)));
    const [command, args] = item.peer(item.text, textFile, path.join(work, 'peer.wav'));
    peer.push(await seconds(() => runProcess(command, args, { timeoutMs: 120_000 })));
  }
  return {
    item,
    audioSeconds,
    pipeline: percentile(pipeline, 0.5) / audioSeconds,
    synthesis: percentile(synthesis, 0.5) / audioSeconds,
    peer: percentile(peer, 0.5) / audioSeconds,
  };
}

async function measureCached() {
  const root = fs.mkdtempSync(path.join(work, 'cache-'));
  const service = freshService(root);
  const item = cases[1]!;
  await speak(service, item);
  const ours: number[] = [];
  for (let call = 0; call < cachedCalls; call++) ours.push((await seconds(() => speak(service, item))) * 1000);
  const scenes = path.join(root, 'speech', 'scenes');
  const described = path.join(
    scenes,
    fs.readdirSync(scenes).find((name) => name.endsWith('.json'))!,
  );
  const peer: number[] = [];
  for (let call = 0; call < cachedCalls; call++) peer.push((await seconds(async () => JSON.parse(await fs.promises.readFile(described, 'utf8')))) * 1000);
  return {
    ours: { p50: percentile(ours, 0.5), p95: percentile(ours, 0.95) },
    peer: { p50: percentile(peer, 0.5), p95: percentile(peer, 0.95) },
    syntheses: service.stats.syntheses,
  };
}

/** The line of a program's version output that names its version. */
const version = (command: string, args: string[]) => {
  let output: string;
  try {
    output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  return (
    output
      .split('\n')
      .find((line) => /version|\d+\.\d+/i.test(line))
      ?.trim() ?? `${command}: unknown version`
  );
};

try {
  const rows: Row[] = [];
  for (const item of cases) {
    rows.push(await measure(item));
    console.log(`[tts] ${item.voiceId} measured`);
  }
  const cached = await measureCached();
  const rtf = (value: number) => value.toFixed(3);
  const table = [
    '| voice | audio s | ours: pipeline RTF | ours: synthesis only RTF | peer | peer RTF | ours/peer (pipeline) | ours/peer (synthesis) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.item.voiceId} | ${row.audioSeconds.toFixed(2)} | ${rtf(row.pipeline)} | ${rtf(row.synthesis)} | \`${row.item.peerName}\` | ${rtf(row.peer)} | ${(row.pipeline / row.peer).toFixed(2)}x | ${(row.synthesis / row.peer).toFixed(2)}x |`,
    ),
  ];
  const cachedLines = [
    `Cached call (the flite-slt scene asked again, ${cachedCalls} times; ${cached.syntheses} synthesis in all): ours p50 ${cached.ours.p50.toFixed(2)} ms, p95 ${cached.ours.p95.toFixed(2)} ms; peer (reading the scene's cached description from disk) p50 ${cached.peer.p50.toFixed(2)} ms, p95 ${cached.peer.p95.toFixed(2)} ms; ratio ours/peer p50 ${(cached.ours.p50 / cached.peer.p50).toFixed(1)}x.`,
  ];
  const machine = [
    `- CPU: ${os.cpus()[0]?.model ?? 'unknown'}, \`nproc\` = ${os.availableParallelism()}; Node ${process.version}; load average at the end ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
    `- ${[version('festival', ['--version']), `flite ${version('flite', ['--version'])}`, version('espeak-ng', ['--version']), version('ffmpeg', ['-version'])].join('; ')}; espeak-ng in the product: @echogarden/espeak-ng-emscripten (WebAssembly, child process)`,
    `- median of ${repeats} runs per figure; RTF = seconds of work / seconds of speech (lower is faster)`,
  ];
  const report = [...table, '', ...cachedLines];
  console.log(`\n${report.join('\n')}\n\n${machine.join('\n')}`);
  if (isFullRun) {
    writeResultsSection('tts', [`## tts (${new Date().toISOString().slice(0, 10)})`, '', '`npm run bench -- tts`', '', ...machine, '', ...report]);
    console.log(`results written to ${path.relative(process.cwd(), resultsFile)}`);
  }
} finally {
  await Promise.all(providers.map((provider) => provider.close()));
  fs.rmSync(work, { recursive: true, force: true });
}
