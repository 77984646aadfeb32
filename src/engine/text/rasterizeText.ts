import type { UnitRect } from '../gl/textures';
import type { TextSpec } from '../timeline/drawList';
import { fontShorthand, layoutText, lineBoxHeight } from './layoutText';

/**
 * Draws a text box of `spec.width` x `spec.height` canvas pixels at `scale` onto a new canvas:
 * wrapped lines from the top, aligned, with stroke, background, underline and line-through.
 * Text that overflows the box is clipped, exactly as in every other render of the same document.
 */
export function rasterizeText(
  createCanvas: (width: number, height: number) => OffscreenCanvas,
  spec: TextSpec,
  scale: number,
): { canvas: OffscreenCanvas; content: UnitRect } {
  const width = Math.max(1, Math.ceil(spec.width * scale));
  const height = Math.max(1, Math.ceil(spec.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return { canvas, content: { x: 0, y: 0, width: 1, height: 1 } };
  context.font = fontShorthand(spec);
  context.letterSpacing = `${(spec.charSpacing / 1000) * spec.fontSize}px`;
  const lines = layoutText(spec, (text) => context.measureText(text).width);

  context.scale(scale, scale);
  context.font = fontShorthand(spec);
  context.textBaseline = 'middle';
  const lineHeight = lineBoxHeight(spec);
  lines.forEach((line, index) => {
    const x = spec.textAlign === 'center' ? (spec.width - line.width) / 2 : spec.textAlign === 'right' ? spec.width - line.width : 0;
    const middle = index * lineHeight + lineHeight / 2;
    if (spec.textBackgroundColor) {
      context.fillStyle = spec.textBackgroundColor;
      context.fillRect(x, index * lineHeight, line.width, lineHeight);
    }
    if (spec.stroke && spec.strokeWidth > 0) {
      context.strokeStyle = spec.stroke;
      context.lineWidth = spec.strokeWidth;
      context.lineJoin = 'round';
      context.strokeText(line.text, x, middle);
    }
    context.fillStyle = spec.fill;
    context.fillText(line.text, x, middle);
    const thickness = Math.max(1, spec.fontSize / 15);
    if (spec.underline) context.fillRect(x, middle + spec.fontSize * 0.4, line.width, thickness);
    if (spec.linethrough) context.fillRect(x, middle, line.width, thickness);
  });
  return { canvas, content: paintedPart(spec, lines) };
}

/**
 * The part of the box the lines can paint, in box fractions, with a margin for strokes and glyphs
 * that reach past their advance: drawing only this part saves filling empty box.
 */
function paintedPart(spec: TextSpec, lines: { width: number }[]): UnitRect {
  const margin = spec.strokeWidth + spec.fontSize * 0.25;
  const widest = Math.max(0, ...lines.map((line) => line.width));
  const left = spec.textAlign === 'center' ? (spec.width - widest) / 2 : spec.textAlign === 'right' ? spec.width - widest : 0;
  const x = Math.max(0, left - margin);
  const right = Math.min(spec.width, left + widest + margin);
  const bottom = Math.min(spec.height, lines.length * lineBoxHeight(spec) + margin);
  if (spec.width <= 0 || spec.height <= 0 || right <= x || bottom <= 0) return { x: 0, y: 0, width: 1, height: 1 };
  return { x: x / spec.width, y: 0, width: (right - x) / spec.width, height: bottom / spec.height };
}
