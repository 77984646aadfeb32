import fs from 'node:fs/promises';
import path from 'node:path';
import { asciiSpeechText } from './asciiText.ts';
import { parseFlitePhones, phonesPerWord, wordsForT2p } from './fliteOutput.ts';
import { alignWordsToPhones } from './phoneAlignment.ts';
import { runProcess } from './runProcess.ts';
import { englishOnly, type ProviderVoice, type SpeechProvider, synthesisTimeoutMs } from './speechProvider.ts';
import { readWavInfo } from './wavFile.ts';

const VOICES: ProviderVoice[] = [
  { id: 'flite-slt', name: 'Sally', gender: 'female', languageCode: 'en-US', engineVoice: 'slt' },
  { id: 'flite-rms', name: 'Ryan', gender: 'male', languageCode: 'en-US', engineVoice: 'rms' },
  { id: 'flite-awb', name: 'Angus', gender: 'male', languageCode: 'en-US', engineVoice: 'awb' },
  { id: 'flite-kal16', name: 'Kevin', gender: 'male', languageCode: 'en-US', engineVoice: 'kal16' },
];

/** Each word's phones as Flite's front end spells them (`t2p`, one call for all words). */
async function dictionaryPhones(text: string, timeoutMs: number) {
  const words = wordsForT2p(text);
  if (words.length === 0) return [];
  const { stdout } = await runProcess('t2p', [`${words.join('; ')};`], { timeoutMs });
  const phones = phonesPerWord(stdout.toString('utf8'), words.length);
  return phones ? words.map((word, index) => ({ word, phones: phones[index]! })) : [];
}

/**
 * Flite's US English voices from Debian's `flite` (slt female; rms, awb and kal16 male): fast, and
 * timed to the phone. The text goes as one argument (`-t`, one utterance, no shell); `-psdur`
 * prints each phone's end time. Flite has no word times, so words come from aligning the
 * dictionary phones of each word (`t2p`) with the timed phones. The diphone voice kal16 ends its
 * wave in the middle of the final pause; timings past the wave's end are cut by the caller.
 */
export function createFliteProvider(): SpeechProvider {
  return {
    id: 'flite',
    version: 'flite-2.2/1',
    voices: () => VOICES,
    async synthesize(text, voice, settings, workDir) {
      const ascii = asciiSpeechText(text);
      if (ascii === '') throw englishOnly(voice.name);
      const wavPath = path.join(workDir, 'flite.wav');
      const timeoutMs = synthesisTimeoutMs(ascii);
      const stretch = settings.rate === 1 ? [] : ['--setf', `duration_stretch=${(1 / settings.rate).toFixed(3)}`];
      const [{ stdout }, words] = await Promise.all([
        runProcess('flite', ['-voice', voice.engineVoice, ...stretch, '-psdur', '-o', wavPath, '-t', ascii], { cwd: workDir, timeoutMs }),
        dictionaryPhones(ascii, timeoutMs),
      ]);
      const phonemes = parseFlitePhones(stdout.toString('utf8'));
      const { sampleRate } = readWavInfo(await fs.readFile(wavPath));
      return { audioPath: wavPath, sampleRate, alphabet: 'arpabet', phonemes, words: alignWordsToPhones(words, phonemes, (phone) => phone === 'pau') };
    },
    close: async () => {},
  };
}
