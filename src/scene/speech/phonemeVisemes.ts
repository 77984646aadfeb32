import type { PhonemeAlphabet, PhonemeTiming } from './speechTimings';
import type { Viseme, VisemeCue } from './visemeTrack';

/**
 * Which mouth shape each phoneme shows. The 12 visemes are the Preston Blair set: closed lips (MBP),
 * lip on teeth (FV), tongue between teeth (TH), tongue up (L), rounded and pushed (WQ), lips forward
 * (CH: sh, ch, j), open (AI), spread (E), round (O), small round (U), other consonants (etc) and
 * silence (rest). A phoneme not in a table shows `etc`, the neutral speaking mouth.
 */

const byViseme = (table: Partial<Record<Viseme, string[]>>): ReadonlyMap<string, Viseme> =>
  new Map(Object.entries(table).flatMap(([viseme, phonemes]) => phonemes.map((phoneme) => [phoneme, viseme as Viseme] as const)));

/** ARPAbet (CMU, as Festival and Flite write it, lower case, stress digits removed). */
const ARPABET = byViseme({
  rest: ['pau', 'sil', 'sp', 'h#', 'brth'],
  MBP: ['b', 'm', 'p', 'em'],
  FV: ['f', 'v'],
  TH: ['th', 'dh'],
  L: ['l', 'el'],
  WQ: ['w'],
  CH: ['ch', 'jh', 'sh', 'zh'],
  AI: ['aa', 'ae', 'ah', 'ay', 'aw'],
  E: ['eh', 'ey', 'ih', 'iy', 'er', 'ax', 'axr', 'ix'],
  O: ['ao', 'ow', 'oy'],
  U: ['uh', 'uw', 'ux'],
});

/** IPA, by the phoneme's first letter once stress, length and diacritics are removed. */
const IPA = byViseme({
  MBP: ['p', 'b', 'm', 'ʙ', 'ɓ'],
  FV: ['f', 'v', 'ɱ', 'ɸ', 'β', 'ʋ'],
  TH: ['θ', 'ð'],
  L: ['l', 'ɫ', 'ɬ', 'ɮ', 'ɭ', 'ʎ', 'ʟ'],
  WQ: ['w', 'ʍ', 'ɥ'],
  CH: ['ʃ', 'ʒ', 'ɕ', 'ʑ', 'ʂ', 'ʐ'],
  AI: ['a', 'ɑ', 'æ', 'ɐ', 'ʌ', 'ɶ'],
  E: ['e', 'ɛ', 'i', 'ɪ', 'ə', 'ɘ', 'ɜ', 'ɚ', 'ɝ', 'ɨ', 'ɯ', 'ɤ'],
  O: ['o', 'ɔ', 'ɒ', 'ø', 'œ', 'ɵ', 'ɞ'],
  U: ['u', 'ʊ', 'y', 'ʏ', 'ʉ'],
});

/** Affricates whose second half shapes the lips (t͡ʃ as in "church", d͡ʒ as in "judge"). */
const IPA_AFFRICATES = /^(tʃ|dʒ|tɕ|dʑ|ʈʂ|ɖʐ)/;

/** Stress and length marks and other modifier letters (ˈ ː ʰ ʲ ʷ), combining diacritics and tie bars. */
const IPA_MARKS = /[\p{Lm}\p{M}\s]/gu;

/** The viseme of an ARPAbet phone (`"AY1"`, `"ay"`, `"pau"`). */
export function visemeOfArpabet(phone: string): Viseme {
  return ARPABET.get(phone.toLowerCase().replace(/[0-9]/g, '')) ?? 'etc';
}

/** The viseme of an IPA phoneme (`"ˈaɪ"`, `"tʃ"`, `"ɐ̃"`); empty and `_` pauses are rest. */
export function visemeOfIpa(phoneme: string): Viseme {
  const letters = phoneme.normalize('NFD').replace(IPA_MARKS, '');
  if (letters === '' || letters.startsWith('_')) return 'rest';
  if (IPA_AFFRICATES.test(letters)) return 'CH';
  return IPA.get(letters[0]!) ?? 'etc';
}

/** The viseme of a phoneme written in the given alphabet. */
export function visemeOf(phoneme: string, alphabet: PhonemeAlphabet): Viseme {
  return alphabet === 'ipa' ? visemeOfIpa(phoneme) : visemeOfArpabet(phoneme);
}

/** Each phoneme's viseme over the phoneme's time: the input of `buildVisemeTrack`. */
export function phonemeCues(phonemes: readonly PhonemeTiming[], alphabet: PhonemeAlphabet): VisemeCue[] {
  return phonemes.map((phoneme) => ({ start: phoneme.start, end: phoneme.end, viseme: visemeOf(phoneme.phoneme, alphabet) }));
}
