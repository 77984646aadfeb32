import fs from 'node:fs/promises';
import path from 'node:path';
import { alignTimings, phonemeSpan, speechSpan } from './referenceAlignment.ts';
import { SpeechProcessError } from './runProcess.ts';
import { decodeAudio } from './speechAudio.ts';
import { type ProviderVoice, type SpeechProvider, synthesisTimeoutMs } from './speechProvider.ts';
import { readWavInfo } from './wavFile.ts';

/** Where the cloud voices come from: an OpenAI-compatible speech endpoint. */
export type CloudSpeechConfig = {
  /** API base, e.g. `https://api.openai.com/v1`; requests go to `{url}/audio/speech`. */
  url: string;
  apiKey: string;
  /** Model name sent with each request (`tts-1`). */
  model: string;
};

/** The endpoint's voices (OpenAI's names), under human first names; they speak English here. */
const VOICES: ProviderVoice[] = [
  { id: 'cloud-nova', name: 'Nora', gender: 'female', languageCode: 'en-US', engineVoice: 'nova' },
  { id: 'cloud-shimmer', name: 'Sienna', gender: 'female', languageCode: 'en-US', engineVoice: 'shimmer' },
  { id: 'cloud-alloy', name: 'Alice', gender: 'female', languageCode: 'en-US', engineVoice: 'alloy' },
  { id: 'cloud-echo', name: 'Eric', gender: 'male', languageCode: 'en-US', engineVoice: 'echo' },
  { id: 'cloud-fable', name: 'Felix', gender: 'male', languageCode: 'en-US', engineVoice: 'fable' },
  { id: 'cloud-onyx', name: 'Owen', gender: 'male', languageCode: 'en-US', engineVoice: 'onyx' },
];

/** Sample rate at which the cloud audio is searched for speech, Hz. */
const ANALYSIS_RATE = 16_000;

/** The cloud audio, as WAV bytes. */
async function fetchSpeech(config: CloudSpeechConfig, text: string, voice: string, speed: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(`${config.url.replace(/\/+$/, '')}/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: config.model, input: text, voice, response_format: 'wav', speed }),
      signal: AbortSignal.timeout(synthesisTimeoutMs(text)),
    });
  } catch (error) {
    throw new SpeechProcessError(`the cloud speech service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new SpeechProcessError(`the cloud speech service answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Cloud voices through an OpenAI-compatible `POST {url}/audio/speech` (JSON `{model, input, voice,
 * response_format: "wav", speed}`, `Authorization: Bearer {key}`), which returns audio without
 * timings. The timings come from a local reference synthesis of the same text (`reference`), moved
 * onto the cloud audio piecewise linearly: the reference's leading silence, speech (first to last
 * phoneme that is not a pause) and trailing silence onto the cloud audio's (speech found by
 * loudness, 10 ms frames). The request and the reference synthesis run at the same time.
 */
export function createCloudProvider(config: CloudSpeechConfig, reference: { provider: SpeechProvider; voice: ProviderVoice }): SpeechProvider {
  return {
    id: 'cloud',
    version: `openai-speech/${config.model}@${config.url}/1;${reference.provider.version}`,
    voices: () => VOICES,
    async synthesize(text, voice, settings, workDir) {
      const referenceDir = path.join(workDir, 'reference');
      await fs.mkdir(referenceDir);
      const [audio, local] = await Promise.all([
        fetchSpeech(config, text, voice.engineVoice, settings.rate),
        reference.provider.synthesize(text, reference.voice, settings, referenceDir),
      ]);
      let sampleRate: number;
      try {
        ({ sampleRate } = readWavInfo(audio));
      } catch {
        throw new SpeechProcessError('the cloud speech service did not answer WAV audio');
      }
      const audioPath = path.join(workDir, 'cloud.wav');
      await fs.writeFile(audioPath, audio);
      const from = phonemeSpan(local.phonemes, local.alphabet, readWavInfo(await fs.readFile(local.audioPath)).duration);
      const to = speechSpan(await decodeAudio(audio, ANALYSIS_RATE), ANALYSIS_RATE);
      return { audioPath, sampleRate, alphabet: local.alphabet, phonemes: alignTimings(local.phonemes, from, to), words: alignTimings(local.words, from, to) };
    },
    close: async () => {},
  };
}
