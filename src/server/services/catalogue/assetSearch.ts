/** What search reads of a catalogue item: its name and its tags. */
export type Searchable = { name: string; tags: readonly string[] };

/** Lower-case words of a text: runs of letters and digits ("Arrow-right 2" -> arrow, right, 2). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

type Indexed = { nameWords: string[]; tagWords: string[]; name: string };
const indexCache = new WeakMap<Searchable, Indexed>();

function indexOf(item: Searchable): Indexed {
  let indexed = indexCache.get(item);
  if (!indexed) {
    indexed = { nameWords: wordsOf(item.name), tagWords: [...new Set(item.tags.flatMap(wordsOf))], name: wordsOf(item.name).join(' ') };
    indexCache.set(item, indexed);
  }
  return indexed;
}

/**
 * How well one query word fits an item: 8 a word of the name, 6 the start of a name word, 5 a
 * tag word, 3 the start of a tag word, 2 inside a name word, 1 inside a tag word, else 0.
 */
export function wordScore(word: string, item: Searchable): number {
  const { nameWords, tagWords } = indexOf(item);
  if (nameWords.includes(word)) return 8;
  if (nameWords.some((candidate) => candidate.startsWith(word))) return 6;
  if (tagWords.includes(word)) return 5;
  if (tagWords.some((candidate) => candidate.startsWith(word))) return 3;
  if (nameWords.some((candidate) => candidate.includes(word))) return 2;
  if (tagWords.some((candidate) => candidate.includes(word))) return 1;
  return 0;
}

/**
 * An item's score for a query: 0 when any query word fits nothing (every word must fit), else the
 * sum of the words' scores, plus 20 when the name is exactly the query and 10 when it starts
 * with it, so "star" puts Star before Star filled before Starburst.
 */
export function matchScore(item: Searchable, query: string): number {
  const words = wordsOf(query);
  let total = 0;
  for (const word of words) {
    const score = wordScore(word, item);
    if (score === 0) return 0;
    total += score;
  }
  const phrase = words.join(' ');
  const { name } = indexOf(item);
  if (name === phrase) total += 20;
  else if (name.startsWith(`${phrase} `)) total += 10;
  return total;
}

/**
 * The items that fit a query, best first; among equal scores shorter names (fewer words) first,
 * then catalogue order. A query without
 * letters or digits lists every item (search runs from one character, spec 000 §5).
 */
export function searchAssets<T extends Searchable>(items: readonly T[], query: string | undefined): T[] {
  if (wordsOf(query ?? '').length === 0) return [...items];
  return items
    .map((item, index) => ({ item, index, score: matchScore(item, query!) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || indexOf(a.item).nameWords.length - indexOf(b.item).nameWords.length || a.index - b.index)
    .map((entry) => entry.item);
}
