import type { PhonemeTiming } from '../../../scene/speech/speechTimings.ts';

/**
 * Reads `flite -psdur` output: per utterance a line of `phone:end` pairs, ends in seconds from the
 * utterance start. Flite speaks the utterances one after the other, so each line is moved to the
 * end of the one before.
 */
export function parseFlitePhones(output: string): PhonemeTiming[] {
  const phonemes: PhonemeTiming[] = [];
  for (const line of output.split('\n')) {
    const offset = phonemes.at(-1)?.end ?? 0;
    let start = offset;
    for (const pair of line.trim().split(/\s+/)) {
      const match = /^([a-z]+\d?):([\d.]+)$/.exec(pair);
      if (!match) continue;
      const end = offset + Number(match[2]);
      phonemes.push({ phoneme: match[1]!, start, end });
      start = end;
    }
  }
  return phonemes;
}

/**
 * The words of a text as Flite's `t2p` should spell them: whitespace-separated tokens with at least
 * one letter or digit, without surrounding punctuation ("Dr." → "Dr", "world," → "world").
 */
export function wordsForT2p(text: string): string[] {
  return text
    .split(/\s+/)
    .map((token) => token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
    .filter((token) => token !== '');
}

/**
 * Splits `t2p` output for words joined with "; " (each followed by a pause) into each word's phones,
 * stress digits removed; undefined when the groups do not match the words one to one.
 */
export function phonesPerWord(t2pOutput: string, wordCount: number): string[][] | undefined {
  const groups: string[][] = [[]];
  for (const phone of t2pOutput.trim().split(/\s+/)) {
    if (phone === 'pau') groups.push([]);
    else if (phone !== '') groups.at(-1)!.push(phone.replace(/\d/g, ''));
  }
  const filled = groups.filter((group) => group.length > 0);
  return filled.length === wordCount ? filled : undefined;
}
