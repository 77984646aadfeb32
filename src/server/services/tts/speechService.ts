import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildVisemeTrack } from '../../../scene/speech/buildVisemeTrack.ts';
import { phonemeCues } from '../../../scene/speech/phonemeVisemes.ts';
import { spokenText } from '../../../scene/speech/speechScript.ts';
import { clipTimings, layoutSpeechBoxes, offsetTimings, type PhonemeAlphabet, type PhonemeTiming, type WordTiming } from '../../../scene/speech/speechTimings.ts';
import type { VisemeCue, VisemeTrack } from '../../../scene/speech/visemeTrack.ts';
import { roundTo } from '../../../scene/time.ts';
import { DomainError } from '../domainError.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { concurrencyLimit } from './concurrencyLimit.ts';
import { readCached, speechCacheSecret, speechKey } from './speechCache.ts';
import { decodeAndMeasure, decodeAudio, encodeSpeechM4a, measureLoudness, SPEECH_SAMPLE_RATE } from './speechAudio.ts';
import type { SpeechProvider, SynthesisSettings } from './speechProvider.ts';
import { type CatalogueVoice, createVoiceCatalogue, type VoiceCatalogue } from './voiceCatalogue.ts';

/** Changes whenever joining, normalising or encoding changes; part of every scene's cache key. */
const PIPELINE_VERSION = 'm4a-aac96-loudnorm16/2';

/** One speech box to speak. */
export type SpeechBoxRequest = {
  id: string;
  /** The script, with merge tags. */
  text: string;
  voiceId: string;
  /** Pause before the box, seconds (ignored for the first spoken box). */
  delay: number;
  /** Speaking rate, 1 = normal. */
  rate: number;
};

/** A scene's speech: its audio file, length, mouth shapes, words and where each box sits. */
export type SceneSpeech = {
  /** Storage-independent file name (`{key}.m4a`), or null when nothing is spoken. */
  file: string | null;
  /** Length of the audio, seconds (to the millisecond); the viseme track ends here. */
  duration: number;
  visemes: VisemeTrack;
  words: WordTiming[];
  /** Each box's start and length in the audio, seconds; an empty box has length 0. */
  boxes: { id: string; start: number; duration: number }[];
};

/** The refusal of a voice id that is not in the catalogue. */
const unknownVoice = (voiceId: string) => new DomainError('invalid', `Unknown voice "${voiceId}".`);

/** What a box synthesis keeps beside its audio. */
type BoxTimings = { alphabet: PhonemeAlphabet; phonemes: PhonemeTiming[]; words: WordTiming[] };

/** A box ready to speak: its filled text, voice, settings and cache key (null when nothing is said). */
type ResolvedBox = { request: SpeechBoxRequest; text: string; voice: CatalogueVoice; settings: SynthesisSettings; key: string | null };

/** The text a voice's sample says: English voices introduce themselves, others say their name and count to five in their language. */
function sampleText(voice: CatalogueVoice): string {
  return voice.language.code.startsWith('en-') ? `Hi, I'm ${voice.name}. I'll read your script in this voice.` : `${voice.name}. 1, 2, 3, 4, 5.`;
}

const toMilliseconds = <T extends { start: number; end: number }>(timings: readonly T[]) =>
  timings.map((timing) => ({ ...timing, start: roundTo(timing.start, 3), end: roundTo(timing.end, 3) }));

/** The speech service: voices, and scenes of speech boxes to normalised audio with viseme tracks, cached. */
export type SpeechService = {
  readonly catalogue: VoiceCatalogue;
  /** Speaks a scene's boxes in order, with merge values (else the samples) for `{{tags}}`. */
  speakScene(boxes: readonly SpeechBoxRequest[], mergeValues?: Readonly<Record<string, string>>): Promise<SceneSpeech>;
  /** A voice's short sample, made on first request and cached like any scene. */
  voiceSample(voiceId: string): Promise<SceneSpeech>;
  /** Storage key of a scene speech file name. */
  fileKey(file: string): string;
  /** Work done since start: provider syntheses and scene encodings (a cache hit does neither). */
  readonly stats: { syntheses: number; encodings: number };
  close(): Promise<void>;
};

/**
 * The speech pipeline. Per box: fill merge tags, cut, synthesise with the voice's provider (cached
 * per box by text, voice, settings and provider version). Per scene: decode the boxes to 48 kHz
 * mono, join them with their delays, measure and normalise loudness to -16 LUFS, encode AAC in M4A,
 * and build the viseme track and word timings over the joined audio (cached per scene by the
 * boxes' keys and delays). Identical concurrent requests share one run.
 */
export function createSpeechService(options: { storage: FileStorage; providers: readonly SpeechProvider[]; concurrency?: number }): SpeechService {
  const { storage, providers } = options;
  const catalogue = createVoiceCatalogue(providers);
  const limit = concurrencyLimit(options.concurrency ?? Math.max(1, os.availableParallelism()));
  let secretLoaded: Promise<Buffer> | undefined;
  const secret = () =>
    (secretLoaded ??= speechCacheSecret(storage).catch((error: unknown) => {
      secretLoaded = undefined;
      throw error;
    }));
  const inFlight = new Map<string, Promise<SceneSpeech>>();
  const stats = { syntheses: 0, encodings: 0 };

  const withWorkDir = async <T>(task: (workDir: string) => Promise<T>) => {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'speech-'));
    try {
      return await task(workDir);
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };

  async function resolve(request: SpeechBoxRequest, mergeValues: Readonly<Record<string, string>>): Promise<ResolvedBox> {
    const voice = catalogue.voice(request.voiceId);
    if (!voice) throw unknownVoice(request.voiceId);
    const text = spokenText(request.text, mergeValues);
    const settings = { rate: request.rate };
    const key = text === '' ? null : speechKey(await secret(), ['box', voice.provider.version, voice.engineVoice, settings, text]);
    return { request, text, voice, settings, key };
  }

  /** A box's audio and timings, from the cache or a new synthesis. */
  async function boxSpeech(box: ResolvedBox & { key: string }): Promise<{ audio: Buffer; timings: BoxTimings }> {
    const base = `speech/boxes/${box.key}`;
    const [cachedTimings, cachedAudio] = await Promise.all([readCached(storage, `${base}.json`), readCached(storage, `${base}.wav`)]);
    if (cachedTimings && cachedAudio) return { audio: cachedAudio, timings: JSON.parse(cachedTimings.toString('utf8')) as BoxTimings };
    return limit(() =>
      withWorkDir(async (workDir) => {
        stats.syntheses++;
        const synthesis = await box.voice.provider.synthesize(box.text, box.voice, box.settings, workDir);
        const audio = await fs.readFile(synthesis.audioPath);
        const timings: BoxTimings = { alphabet: synthesis.alphabet, phonemes: synthesis.phonemes, words: synthesis.words };
        await storage.put(`${base}.wav`, audio);
        // Written last: its presence means the box is complete.
        await storage.put(`${base}.json`, Buffer.from(JSON.stringify(timings)));
        return { audio, timings };
      }),
    );
  }

  /** Joins, normalises and encodes the spoken boxes; stores the file and its description under the scene key. */
  async function makeScene(sceneKey: string, boxes: readonly ResolvedBox[], delays: readonly number[]): Promise<SceneSpeech> {
    // A scene of one spoken box speaks exactly its audio (from 0, as long): decoded and measured in one run.
    const isOneBox = boxes.filter((box) => box.key).length === 1;
    const spoken = await Promise.all(
      boxes.map(async (box) => {
        if (!box.key) return undefined;
        const { audio, timings } = await boxSpeech({ ...box, key: box.key });
        if (isOneBox) return { ...(await limit(() => decodeAndMeasure(audio))), timings };
        return { samples: await limit(() => decodeAudio(audio)), measure: undefined, timings };
      }),
    );
    const layout = layoutSpeechBoxes(boxes.map((_, index) => ({ duration: spoken[index]?.samples.length ?? 0, delay: Math.round(delays[index]! * SPEECH_SAMPLE_RATE) })));
    const joined = new Float32Array(layout.total);
    const shapes: VisemeCue[] = [];
    const words: WordTiming[] = [];
    spoken.forEach((box, index) => {
      if (!box) return;
      joined.set(box.samples, layout.starts[index]!);
      const start = layout.starts[index]! / SPEECH_SAMPLE_RATE;
      const length = box.samples.length / SPEECH_SAMPLE_RATE;
      shapes.push(...offsetTimings(phonemeCues(clipTimings(box.timings.phonemes, length), box.timings.alphabet), start));
      words.push(...offsetTimings(clipTimings(box.timings.words, length), start));
    });
    const duration = layout.total / SPEECH_SAMPLE_RATE;
    const scene: SceneSpeech = {
      file: `${sceneKey}.m4a`,
      duration: roundTo(duration, 3),
      visemes: buildVisemeTrack(shapes, duration),
      words: toMilliseconds(words),
      boxes: boxes.map((box, index) => ({
        id: box.request.id,
        start: roundTo(layout.starts[index]! / SPEECH_SAMPLE_RATE, 3),
        duration: roundTo((spoken[index]?.samples.length ?? 0) / SPEECH_SAMPLE_RATE, 3),
      })),
    };
    await limit(() =>
      withWorkDir(async (workDir) => {
        stats.encodings++;
        const outPath = path.join(workDir, 'speech.m4a');
        await encodeSpeechM4a(joined, isOneBox ? spoken.find((box) => box)?.measure : await measureLoudness(joined), outPath);
        await storage.put(`speech/scenes/${scene.file}`, await fs.readFile(outPath));
      }),
    );
    await storage.put(`speech/scenes/${sceneKey}.json`, Buffer.from(JSON.stringify(scene)));
    return scene;
  }

  async function speakScene(requests: readonly SpeechBoxRequest[], mergeValues: Readonly<Record<string, string>> = {}): Promise<SceneSpeech> {
    const boxes = await Promise.all(requests.map((request) => resolve(request, mergeValues)));
    const firstSpoken = boxes.findIndex((box) => box.key !== null);
    // The first spoken box has no delay (spec 000 §4), even when empty boxes come before it.
    const delays = boxes.map((box, index) => (box.key && index > firstSpoken ? box.request.delay : 0));
    if (firstSpoken < 0) return { file: null, duration: 0, visemes: [], words: [], boxes: boxes.map((box) => ({ id: box.request.id, start: 0, duration: 0 })) };
    const sceneKey = speechKey(await secret(), ['scene', PIPELINE_VERSION, boxes.map((box, index) => [box.key, delays[index]])]);
    const cached = await readCached(storage, `speech/scenes/${sceneKey}.json`);
    // The same audio may serve boxes with other ids (a copied scene): answer with the asked ids.
    const withAskedIds = (scene: SceneSpeech) => ({ ...scene, boxes: scene.boxes.map((box, index) => ({ ...box, id: requests[index]!.id })) });
    if (cached) return withAskedIds(JSON.parse(cached.toString('utf8')) as SceneSpeech);
    const running = inFlight.get(sceneKey) ?? makeScene(sceneKey, boxes, delays).finally(() => inFlight.delete(sceneKey));
    inFlight.set(sceneKey, running);
    return withAskedIds(await running);
  }

  return {
    catalogue,
    speakScene,
    voiceSample(voiceId) {
      const voice = catalogue.voice(voiceId);
      if (!voice) return Promise.reject(unknownVoice(voiceId));
      return speakScene([{ id: 'sample', text: sampleText(voice), voiceId, delay: 0, rate: 1 }]);
    },
    fileKey: (file) => `speech/scenes/${file}`,
    stats,
    async close() {
      await Promise.all(providers.map((provider) => provider.close()));
    },
  };
}
