/** A run of plain text or a link, in reading order. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation right after a link belongs to the sentence, not the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Splits text into plain runs and http(s) links so that links can be rendered without HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (match.index > rest) parts.push({ kind: 'text', text: text.slice(rest, match.index) });
    parts.push({ kind: 'link', href });
    rest = match.index + href.length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}
