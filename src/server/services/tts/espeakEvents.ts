import type { PhonemeTiming, WordTiming } from '../../../scene/speech/speechTimings.ts';

/** An espeak-ng synthesis event as the library reports it (positions: ms into the audio, 1-based characters into the input). */
export type EspeakEvent = {
  type: string;
  audio_position: number;
  text_position: number;
  word_length: number;
  /** The IPA phoneme of a `phoneme` event ('' for a pause). */
  id?: string | number | null;
};

/** Text escaped for espeak-ng's SSML reader, and where each of its characters came from in the original. */
export type EscapedText = { escaped: string; origin: number[] };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Escapes `&`, `<` and `>` (espeak-ng reads its input as SSML) and remembers, per character (code
 * point) of the escaped text, the UTF-16 offset of the original character it stands for, so that
 * word events can be traced back to the original text.
 */
export function escapeForEspeak(text: string): EscapedText {
  let escaped = '';
  const origin: number[] = [];
  let offset = 0;
  for (const character of text) {
    const replacement = ENTITIES[character] ?? character;
    escaped += replacement;
    origin.push(...Array.from(replacement, () => offset));
    offset += character.length;
  }
  return { escaped, origin };
}

/**
 * Phoneme and word timings from espeak-ng's events: a phoneme lasts until the next phoneme or pause
 * event (or the end of the audio); a word spans the phonemes that began after its event (a word
 * without any is left out), and its text is the original text at the word event's position.
 * @param events - the events in the order they came
 * @param text - the escaped text espeak-ng read, with its origins
 * @param original - the text before escaping
 * @param duration - length of the audio, seconds
 */
export function espeakTimings(events: readonly EspeakEvent[], text: EscapedText, original: string, duration: number): { phonemes: PhonemeTiming[]; words: WordTiming[] } {
  const phonemes: PhonemeTiming[] = [];
  const words: (WordTiming & { spoken: boolean })[] = [];
  let open: { phoneme: string; start: number; word: number } | undefined;
  const close = (time: number) => {
    if (open && time > open.start) {
      phonemes.push({ phoneme: open.phoneme, start: open.start, end: time });
      const word = words[open.word];
      if (word) {
        if (!word.spoken) word.start = open.start;
        word.end = time;
        word.spoken = true;
      }
    }
    open = undefined;
  };
  for (const event of events) {
    const time = Math.min(duration, event.audio_position / 1000);
    if (event.type === 'phoneme' || event.type === 'end') close(time);
    if (event.type === 'phoneme' && typeof event.id === 'string' && event.id !== '') open = { phoneme: event.id, start: time, word: words.length - 1 };
    if (event.type === 'word') {
      const first = text.origin[event.text_position - 1];
      const last = text.origin[event.text_position - 2 + event.word_length];
      if (first === undefined || last === undefined) continue;
      const lastLength = original.codePointAt(last)! > 0xffff ? 2 : 1;
      words.push({ word: original.slice(first, last + lastLength), start: time, end: time, spoken: false });
    }
  }
  close(duration);
  return { phonemes, words: words.filter((word) => word.spoken).map(({ word, start, end }) => ({ word, start, end })) };
}
