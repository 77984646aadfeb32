const PUNCTUATION: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
];

/**
 * Text for the English synthesisers (Festival, Flite), which read ASCII only: accents are dropped
 * ("café" → "cafe"), typographic quotes, dashes and ellipses become their ASCII forms, anything else
 * outside printable ASCII (emoji, other scripts, control characters) becomes a space.
 */
export function asciiSpeechText(text: string): string {
  let result = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of PUNCTUATION) result = result.replace(pattern, replacement);
  return result
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
