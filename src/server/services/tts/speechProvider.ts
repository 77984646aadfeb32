import type { PhonemeAlphabet, PhonemeTiming, WordTiming } from '../../../scene/speech/speechTimings.ts';
import { DomainError } from '../domainError.ts';

/** The synthesisers behind the voices. */
export type ProviderId = 'festival' | 'flite' | 'espeak' | 'cloud';

/** Voice gender as the catalogue and the avatars write it. */
export type VoiceGender = 'female' | 'male';

/** A voice as its provider offers it. */
export type ProviderVoice = {
  /** Catalogue id, unique across providers (`festival-slt`, `espeak-de-de-f`). */
  id: string;
  /** A human first name shown in the voice grid. */
  name: string;
  gender: VoiceGender;
  /** BCP 47 code of the voice's language in the language table (`en-US`). */
  languageCode: string;
  /** The synthesiser's own name for the voice (`cmu_us_slt_arctic_hts`, `de+f3`, `nova`). */
  engineVoice: string;
};

/** How to speak. */
export type SynthesisSettings = {
  /** Speaking rate, 1 = the voice's normal pace, 0.5 (slow) to 2 (fast). */
  rate: number;
};

/** Speech as a provider made it: an audio file in the work folder and its timings. */
export type Synthesis = {
  /** Audio file written in the work folder, in a format ffmpeg reads (WAV for the local synthesisers). */
  audioPath: string;
  /** Sample rate of that file, Hz. */
  sampleRate: number;
  alphabet: PhonemeAlphabet;
  /** Phonemes in time order, seconds from the start of the file. */
  phonemes: PhonemeTiming[];
  /** Words in time order, seconds from the start of the file. */
  words: WordTiming[];
};

/** A text-to-speech engine behind one interface: its voices, and text to audio with timings. */
export interface SpeechProvider {
  readonly id: ProviderId;
  /** Changes whenever the same input may give different audio or timings; part of every cache key. */
  readonly version: string;
  voices(): readonly ProviderVoice[];
  /**
   * Speaks `text` (plain text, already filled and cut) with one of this provider's voices.
   * @param workDir - a private folder for the audio file and scratch files; the caller removes it
   */
  synthesize(text: string, voice: ProviderVoice, settings: SynthesisSettings, workDir: string): Promise<Synthesis>;
  /** Stops helper processes; later calls may start them again. */
  close(): Promise<void>;
}

/** The refusal of text a voice cannot read at all (an English voice given only another script's letters). */
export const englishOnly = (voiceName: string) => new DomainError('invalid', `${voiceName} reads English text only.`);

/** How long one synthesis may run before its process is stopped, ms: generous, growing with the text. */
export function synthesisTimeoutMs(text: string): number {
  return 30_000 + 100 * text.length;
}
