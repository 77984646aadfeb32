import type { Box, TemplateCanvas } from './layout.ts';
import { type FontWeight, lineWidth, wrapLines } from './textMetrics.ts';

/** How a template text looks; sizes in px at unit 1 (scaled with the canvas, see `TemplateCanvas.unit`). */
export type TextStyle = {
  fontSize: number;
  color: string;
  /** @default 'normal' */
  weight?: FontWeight;
  /** @default false */
  italic?: boolean;
  /** Multiple of the font size. @default 1.16 */
  lineHeight?: number;
  /** Extra space between characters, thousandths of an em. @default 0 */
  charSpacing?: number;
  /** The font shrinks until the text takes at most this many lines. */
  maxLines?: number;
};

/** One text of a stack: its name (layer list), content and look, and the space above it (px at unit 1). */
export type TextBlock = { name: string; text: string; style: TextStyle; gapBefore?: number };

/** A text laid out: its wrapped content (lines joined by newlines), box and final font size. */
export type PlacedText = { name: string; text: string; box: Box; fontSize: number; style: TextStyle };

/** Alignment of a stack: `align` of each line in the box, `vAlign` of the stack in the box. */
export type StackAlignment = { align: 'left' | 'center' | 'right'; vAlign: 'top' | 'center' | 'bottom' };

/** The default line height of texts (spec 000 §3). */
export const TEMPLATE_LINE_HEIGHT = 1.16;

/** Each shrinking step multiplies the font size by this. */
const SHRINK = 0.95;

/** A font is never shrunk below this share of its designed size. */
const MIN_SHARE = 0.35;

/** The font size at which `text` fits `width` in at most `maxLines` lines, and its lines. */
function fitBlock(block: TextBlock, width: number, fontSize: number): { fontSize: number; lines: string[] } {
  const { weight = 'normal', charSpacing = 0, maxLines = Infinity } = block.style;
  const floor = fontSize * MIN_SHARE;
  let size = fontSize;
  for (;;) {
    const lines = wrapLines(block.text, width, size, weight, charSpacing);
    const fits = lines.length <= maxLines && lines.every((line) => lineWidth(line, size, weight, charSpacing) <= width);
    if (fits || size * SHRINK < floor) return { fontSize: size, lines };
    size *= SHRINK;
  }
}

/**
 * Lays out texts one under the other in `box`: each wraps at the box width (the font shrinks
 * where a word or `maxLines` asks for it), and the whole stack shrinks until it fits the box
 * height. Lines are joined with newlines, so the engine breaks them exactly here.
 */
export function stackText(canvas: TemplateCanvas, box: Box, blocks: readonly TextBlock[], alignment: StackAlignment): PlacedText[] {
  let scale = 1;
  for (;;) {
    const fitted = blocks.map((block) => fitBlock(block, box.width, block.style.fontSize * canvas.unit * scale));
    const heights = fitted.map(({ fontSize, lines }, index) => lines.length * fontSize * (blocks[index]!.style.lineHeight ?? TEMPLATE_LINE_HEIGHT));
    const gaps = blocks.map((block, index) => (index === 0 ? 0 : (block.gapBefore ?? 0) * canvas.unit * scale));
    const total = heights.reduce((sum, height) => sum + height, 0) + gaps.reduce((sum, gap) => sum + gap, 0);
    if (total <= box.height || scale * SHRINK < MIN_SHARE) {
      const free = Math.max(0, box.height - total);
      let top = box.top + (alignment.vAlign === 'top' ? 0 : alignment.vAlign === 'center' ? free / 2 : free);
      return blocks.map((block, index) => {
        top += gaps[index]!;
        const placed = {
          name: block.name,
          text: fitted[index]!.lines.join('\n'),
          box: { left: box.left, top, width: box.width, height: heights[index]! },
          fontSize: fitted[index]!.fontSize,
          style: block.style,
        };
        top += heights[index]!;
        return placed;
      });
    }
    scale *= SHRINK;
  }
}

/** The width the longest line of a placed text takes, px (for chips and underlines sized to the text). */
export function placedTextWidth(placed: PlacedText): number {
  const { weight = 'normal', charSpacing = 0 } = placed.style;
  return Math.max(...placed.text.split('\n').map((line) => lineWidth(line, placed.fontSize, weight, charSpacing)));
}
