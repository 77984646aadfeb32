import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_AVATAR } from '../../../scene/constants.ts';
import { asciiSpeechText } from './asciiText.ts';
import { FestivalProcesses } from './festivalProcesses.ts';
import { festivalScript, parseFestivalOutput } from './festivalScript.ts';
import { englishOnly, type SpeechProvider, synthesisTimeoutMs } from './speechProvider.ts';
import { readWavInfo } from './wavFile.ts';

/**
 * Festival with the HTS voice of Debian's `festvox-us-slt-hts` (US English, female): the best
 * sounding offline voice we ship, and the default voice Cora. A `festival --pipe` process, kept
 * for later syntheses (`FestivalProcesses`), reads a script per synthesis (the text inside an
 * escaped Scheme string), saves the wave and prints the utterance's Segment and Word relations
 * with their exact end times.
 */
export function createFestivalProvider(): SpeechProvider {
  const processes = new FestivalProcesses();
  return {
    id: 'festival',
    version: 'festival-2.5/cmu_us_slt_arctic_hts/1',
    voices: () => [{ id: DEFAULT_AVATAR.voiceId, name: DEFAULT_AVATAR.voiceName, gender: 'female', languageCode: 'en-US', engineVoice: 'cmu_us_slt_arctic_hts' }],
    async synthesize(text, voice, settings, workDir) {
      const ascii = asciiSpeechText(text);
      if (ascii === '') throw englishOnly(voice.name);
      const wavPath = path.join(workDir, 'festival.wav');
      const script = festivalScript({ text: ascii, voice: voice.engineVoice, rate: settings.rate, wavPath });
      const output = await processes.run(script, synthesisTimeoutMs(ascii));
      const { sampleRate } = readWavInfo(await fs.readFile(wavPath));
      return { audioPath: wavPath, sampleRate, alphabet: 'arpabet', ...parseFestivalOutput(output) };
    },
    close: async () => processes.stop(),
  };
}
