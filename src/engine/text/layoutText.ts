import type { TextSpec } from '../timeline/drawList';
import { fontFamilyList } from './fonts';

/** One laid-out line: its text and its width in pixels at scale 1. */
export type TextLine = { text: string; width: number };

/** The CSS font shorthand for a text spec at a scale. */
export function fontShorthand(spec: TextSpec, scale = 1): string {
  return `${spec.fontStyle} ${spec.fontWeight} ${spec.fontSize * scale}px ${fontFamilyList(spec.fontFamily)}`;
}

/**
 * Wraps text into lines no wider than `spec.width` (words move whole; a word longer than the
 * width breaks between characters). Explicit newlines always break. `measure` gives a string's
 * width at scale 1, letter spacing included.
 */
export function layoutText(spec: TextSpec, measure: (text: string) => number): TextLine[] {
  const lines: TextLine[] = [];
  const push = (text: string) => lines.push({ text, width: measure(text) });
  for (const paragraph of spec.text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<=\s)/)) {
      const candidate = line + word;
      if (line === '' || measure(candidate.trimEnd()) <= spec.width) {
        line = candidate;
        continue;
      }
      push(line.trimEnd());
      line = word;
    }
    let rest = line.trimEnd();
    while (rest.length > 1 && measure(rest) > spec.width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > spec.width) cut--;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    push(rest);
  }
  return lines;
}

/** Height of one line box in pixels at scale 1. */
export function lineBoxHeight(spec: TextSpec): number {
  return spec.fontSize * spec.lineHeight;
}
