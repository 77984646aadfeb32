import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeForEspeak, espeakTimings } from './espeakEvents.ts';
import { EspeakProcess } from './espeakProcess.ts';
import { SPEECH_LANGUAGES } from './languages.ts';
import { type ProviderVoice, type SpeechProvider, synthesisTimeoutMs } from './speechProvider.ts';
import { readWavInfo } from './wavFile.ts';

/** espeak-ng's normal pace, words per minute. */
const NORMAL_WORDS_PER_MINUTE = 175;

/** A female (variant `+f3`) and a male (the language's own voice) espeak-ng voice per language. */
const VOICES: ProviderVoice[] = SPEECH_LANGUAGES.flatMap((language) => {
  const key = `espeak-${language.code.toLowerCase()}`;
  return [
    { id: `${key}-f`, name: language.voiceNames[0], gender: 'female', languageCode: language.code, engineVoice: `${language.espeak}+f3` },
    { id: `${key}-m`, name: language.voiceNames[1], gender: 'male', languageCode: language.code, engineVoice: language.espeak },
  ];
});

/**
 * espeak-ng for every language of the table, compiled to WebAssembly (`@echogarden/espeak-ng-emscripten`),
 * run in a child process. Its phoneme and word events give IPA phonemes with millisecond
 * positions. The text is read as SSML, so `&`, `<` and `>` are escaped.
 */
export function createEspeakProvider(): SpeechProvider {
  const child = new EspeakProcess();
  return {
    id: 'espeak',
    version: 'espeak-ng-emscripten-0.3/1',
    voices: () => VOICES,
    async synthesize(text, voice, settings, workDir) {
      const escaped = escapeForEspeak(text);
      const wavPath = path.join(workDir, 'espeak.wav');
      const wordsPerMinute = Math.round(NORMAL_WORDS_PER_MINUTE * settings.rate);
      const { events, sampleRate } = await child.synthesize({ text: escaped.escaped, voice: voice.engineVoice, wordsPerMinute, wavPath }, synthesisTimeoutMs(text));
      const { duration } = readWavInfo(await fs.readFile(wavPath));
      return { audioPath: wavPath, sampleRate, alphabet: 'ipa', ...espeakTimings(events, escaped, text, duration) };
    },
    close: async () => child.stop(),
  };
}
