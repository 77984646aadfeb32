/**
 * Text widths in Poppins (the font the engine bundles), so that the templates can wrap and fit
 * their texts at build time, for every canvas size, without a browser. Advance widths of the
 * printable ASCII characters in thousandths of an em, measured in Chromium with the engine's own
 * font files (`@fontsource/poppins` 400 and 700); kerning is left out, which makes a measured line
 * slightly wider than drawn, never narrower, so a line that fits here fits on the canvas.
 */

/** Advance widths of characters 32..126 at weight 400, thousandths of an em. */
const REGULAR = [
  267, 298, 292, 840, 622, 759, 739, 159, 454, 454, 486, 683, 198, 551, 210, 476, 628, 320, 575, 589, 629, 628, 635, 546, 631, 630, 213, 264, 555, 723, 539, 524, 1013, 674, 613,
  772, 707, 513, 504, 778, 692, 246, 530, 599, 432, 861, 703, 786, 579, 788, 608, 587, 541, 675, 676, 976, 621, 584, 541, 423, 658, 423, 629, 733, 257, 676, 676, 607, 676, 620,
  329, 676, 640, 246, 248, 515, 246, 1030, 640, 640, 676, 676, 373, 522, 364, 640, 561, 820, 479, 563, 455, 462, 291, 462, 519,
];

/** Advance widths of characters 32..126 at weight 700, thousandths of an em. */
const BOLD = [
  212, 392, 411, 904, 658, 870, 798, 221, 477, 477, 534, 628, 287, 580, 282, 453, 652, 376, 571, 605, 677, 650, 637, 535, 648, 615, 284, 347, 551, 696, 541, 538, 1080, 737, 659,
  762, 727, 541, 547, 762, 731, 295, 578, 697, 477, 918, 752, 786, 624, 788, 652, 615, 591, 705, 730, 1052, 715, 671, 596, 510, 802, 510, 709, 780, 291, 679, 679, 605, 679, 616,
  360, 679, 674, 295, 294, 618, 295, 1059, 674, 637, 679, 679, 428, 558, 406, 674, 626, 866, 588, 632, 496, 499, 291, 499, 636,
];

/** Width of a character outside printable ASCII (accents, dashes, quotes): a wide letter, to stay on the safe side. */
const OTHER_WIDTH = 780;

const FIRST_CODE = 32;

/** The weights the engine bundles. */
export type FontWeight = 'normal' | 'bold';

/**
 * Width of one line of text, px (no wrapping).
 * @param text - the line
 * @param fontSize - font size, px
 * @param weight - `normal` (400) or `bold` (700)
 * @param charSpacing - extra space between characters, thousandths of an em (as the text object stores it)
 */
export function lineWidth(text: string, fontSize: number, weight: FontWeight, charSpacing = 0): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  let units = 0;
  for (const char of text) units += (table[(char.codePointAt(0) ?? 0) - FIRST_CODE] ?? OTHER_WIDTH) + charSpacing;
  return (units * fontSize) / 1000;
}

/**
 * Lines of `text` wrapped at `maxWidth` the way the engine wraps (`src/engine/text/layoutText.ts`):
 * explicit newlines always break, words move whole. A single word wider than `maxWidth` stays on
 * its own line (the caller shrinks the font so that it fits).
 */
export function wrapLines(text: string, maxWidth: number, fontSize: number, weight: FontWeight, charSpacing = 0): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<=\s)/)) {
      const candidate = line + word;
      if (line === '' || lineWidth(candidate.trimEnd(), fontSize, weight, charSpacing) <= maxWidth) {
        line = candidate;
        continue;
      }
      lines.push(line.trimEnd());
      line = word;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
