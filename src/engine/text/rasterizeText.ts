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
): OffscreenCanvas {
  const width = Math.max(1, Math.ceil(spec.width * scale));
  const height = Math.max(1, Math.ceil(spec.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return canvas;
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
  return canvas;
}
