import { runProcess } from './runProcess.ts';

/** Sample rate of joined scene speech and its file, Hz. */
export const SPEECH_SAMPLE_RATE = 48_000;

/** Loudness target of scene speech, LUFS (EBU R128 / streaming speech level), with its true-peak ceiling and range. */
export const LOUDNESS_TARGET = { integrated: -16, truePeak: -1.5, range: 11 } as const;

/** How long an ffmpeg step may run, ms. */
const FFMPEG_TIMEOUT_MS = 120_000;

const rawFloat = (sampleRate: number) => ['-f', 'f32le', '-ac', '1', '-ar', String(sampleRate)];

const floatsOf = (bytes: Buffer) => new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));

const bytesOf = (samples: Float32Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

/**
 * loudnorm looks 3 s ahead and leaves shorter audio barely changed, so both passes run over the
 * audio followed by 3 s of silence (which the loudness gate ignores); the second pass cuts it off.
 */
const LOOKAHEAD_PADDING = (sampleRate: number) => `apad=pad_len=${3 * sampleRate}`;

/** Decodes any audio ffmpeg reads (given as bytes) to mono 32-bit float samples at `sampleRate`. */
export async function decodeAudio(audio: Buffer, sampleRate = SPEECH_SAMPLE_RATE): Promise<Float32Array> {
  const { stdout } = await runProcess('ffmpeg', ['-v', 'error', '-i', 'pipe:0', ...rawFloat(sampleRate), 'pipe:1'], { input: audio, timeoutMs: FFMPEG_TIMEOUT_MS });
  return floatsOf(stdout);
}

/** ffmpeg loudnorm's first-pass measurement. */
export type LoudnessMeasure = { input_i: string; input_tp: string; input_lra: string; input_thresh: string; target_offset: string };

/** The filters of loudnorm's first pass (it prints its measurement). */
function measuringFilters(sampleRate: number): string {
  const { integrated, truePeak, range } = LOUDNESS_TARGET;
  return `${LOOKAHEAD_PADDING(sampleRate)},loudnorm=I=${integrated}:TP=${truePeak}:LRA=${range}:print_format=json`;
}

/** The measurement loudnorm printed to `stderr`; undefined for silence, which has none. */
function printedMeasure(stderr: string): LoudnessMeasure | undefined {
  const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr)?.[0];
  if (!json) throw new Error('ffmpeg loudnorm printed no measurement');
  const measure = JSON.parse(json) as LoudnessMeasure;
  return Number.isFinite(Number(measure.input_i)) ? measure : undefined;
}

/** Measures loudness (EBU R128) of mono samples; undefined for silence, which has none. */
export async function measureLoudness(samples: Float32Array, sampleRate = SPEECH_SAMPLE_RATE): Promise<LoudnessMeasure | undefined> {
  const { stderr } = await runProcess('ffmpeg', ['-hide_banner', '-nostats', ...rawFloat(sampleRate), '-i', 'pipe:0', '-af', measuringFilters(sampleRate), '-f', 'null', '-'], {
    input: bytesOf(samples),
    timeoutMs: FFMPEG_TIMEOUT_MS,
  });
  return printedMeasure(stderr);
}

/**
 * Decodes audio as `decodeAudio` does and measures the decoded samples as `measureLoudness` does,
 * in one ffmpeg run (the same samples, the same measurement): the speech of a scene of one box is
 * that box's audio, so it needs no run of its own to be measured.
 */
export async function decodeAndMeasure(audio: Buffer, sampleRate = SPEECH_SAMPLE_RATE): Promise<{ samples: Float32Array; measure: LoudnessMeasure | undefined }> {
  const graph = `[0:a]aresample=${sampleRate},aformat=sample_fmts=flt:channel_layouts=mono,asplit=2[samples][measured];[measured]${measuringFilters(sampleRate)}[end]`;
  const { stdout, stderr } = await runProcess(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', 'pipe:0', '-filter_complex', graph, '-map', '[samples]', '-f', 'f32le', 'pipe:1', '-map', '[end]', '-f', 'null', '-'],
    { input: audio, timeoutMs: FFMPEG_TIMEOUT_MS },
  );
  return { samples: floatsOf(stdout), measure: printedMeasure(stderr) };
}

/**
 * The gain, dB, of loudnorm's linear mode for audio measured as `measure`, or null where loudnorm
 * would fall back to its dynamic mode: ffmpeg's own test (`af_loudnorm.c`), a measured sound whose
 * peaks stay under the target's true peak once raised, and whose range is within the target's.
 */
export function linearLoudnessGain(measure: LoudnessMeasure): number | null {
  const { integrated, truePeak, range } = LOUDNESS_TARGET;
  const [measuredI, measuredTp, measuredLra, measuredThresh] = [measure.input_i, measure.input_tp, measure.input_lra, measure.input_thresh].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (measuredTp === 99 || measuredThresh === -70 || measuredLra === 0 || measuredI === 0) return null;
  const gain = integrated - measuredI;
  return measuredTp + gain <= truePeak && measuredLra <= range ? gain : null;
}

/** The filters that normalise speech measured as `measure` (`samples` long) to {@link LOUDNESS_TARGET}. */
function normalisingFilters(measure: LoudnessMeasure, samples: number, sampleRate: number): string[] {
  const gain = linearLoudnessGain(measure);
  // loudnorm's linear mode is this very gain, applied at 192 kHz between two resamplings: applied here, it costs a third.
  if (gain !== null) return [`volume=${gain.toFixed(2)}dB`];
  const { integrated, truePeak, range } = LOUDNESS_TARGET;
  return [
    LOOKAHEAD_PADDING(sampleRate),
    `loudnorm=I=${integrated}:TP=${truePeak}:LRA=${range}:measured_I=${measure.input_i}:measured_TP=${measure.input_tp}:measured_LRA=${measure.input_lra}:measured_thresh=${measure.input_thresh}:offset=${measure.target_offset}:linear=true`,
    `aresample=${sampleRate}`,
    `atrim=end_sample=${samples}`,
  ];
}

/**
 * Writes mono samples to `outPath` as AAC in an M4A file (what every browser decodes; the MP4 edit list hides
 * the encoder's priming, so the decoded audio starts and ends exactly where the samples do),
 * normalised to {@link LOUDNESS_TARGET} as ffmpeg's second loudnorm pass does it: a linear gain
 * where the peaks allow (`linearLoudnessGain`), otherwise loudnorm's dynamic mode; neither moves
 * or stretches the sound in time.
 */
export async function encodeSpeechM4a(samples: Float32Array, measure: LoudnessMeasure | undefined, outPath: string, sampleRate = SPEECH_SAMPLE_RATE): Promise<void> {
  const normalise = measure ? ['-af', normalisingFilters(measure, samples.length, sampleRate).join(',')] : [];
  // MP4 needs a seekable output (its index is written last, then moved to the front), so a file, not a pipe.
  await runProcess(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      ...rawFloat(sampleRate),
      '-i',
      'pipe:0',
      ...normalise,
      '-ar',
      String(sampleRate),
      '-ac',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      '-f',
      'ipod',
      outPath,
    ],
    { input: bytesOf(samples), timeoutMs: FFMPEG_TIMEOUT_MS },
  );
}
