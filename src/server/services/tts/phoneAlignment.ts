import type { PhonemeTiming, WordTiming } from '../../../scene/speech/speechTimings.ts';

/**
 * Word timings from timed phones and each word's expected phones: the two phone sequences are
 * aligned with the least edits (Needleman-Wunsch: substitution, insertion and deletion cost 1), so
 * small differences between a dictionary's phones and what the synthesiser said (reductions,
 * post-lexical rules) still put every timed phone in the right word. A timed phone that aligns with
 * no expected one joins the word before it. Words with no timed phone are left out.
 * @param words - the words in order, with their phones (silences removed)
 * @param timed - the synthesiser's phones with times
 * @param isSilence - which timed phones are pauses (never part of a word)
 */
export function alignWordsToPhones(
  words: readonly { word: string; phones: readonly string[] }[],
  timed: readonly PhonemeTiming[],
  isSilence: (phone: string) => boolean,
): WordTiming[] {
  const expected = words.flatMap((word, owner) => word.phones.map((phone) => ({ phone, owner })));
  const spoken = timed.filter((phone) => !isSilence(phone.phoneme));
  const rows = expected.length + 1;
  const columns = spoken.length + 1;
  const cost = new Uint32Array(rows * columns);
  for (let i = 0; i < rows; i++) cost[i * columns] = i;
  for (let j = 0; j < columns; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const substitution = cost[(i - 1) * columns + j - 1]! + (expected[i - 1]!.phone === spoken[j - 1]!.phoneme ? 0 : 1);
      cost[i * columns + j] = Math.min(substitution, cost[(i - 1) * columns + j]! + 1, cost[i * columns + j - 1]! + 1);
    }
  }

  const ownerOf = new Array<number | undefined>(spoken.length).fill(undefined);
  for (let i = rows - 1, j = columns - 1; i > 0 && j > 0;) {
    const here = cost[i * columns + j]!;
    if (here === cost[(i - 1) * columns + j - 1]! + (expected[i - 1]!.phone === spoken[j - 1]!.phoneme ? 0 : 1)) {
      ownerOf[j - 1] = expected[i - 1]!.owner;
      i--;
      j--;
    } else if (here === cost[(i - 1) * columns + j]! + 1) i--;
    else j--;
  }

  const spans = new Map<number, WordTiming>();
  let previousOwner = ownerOf.find((owner) => owner !== undefined);
  spoken.forEach((phone, index) => {
    const owner = ownerOf[index] ?? previousOwner;
    if (owner === undefined) return;
    previousOwner = owner;
    const span = spans.get(owner);
    if (span) span.end = Math.max(span.end, phone.end);
    else spans.set(owner, { word: words[owner]!.word, start: phone.start, end: phone.end });
  });
  return [...spans.entries()].sort(([a], [b]) => a - b).map(([, span]) => span);
}
