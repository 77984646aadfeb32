import type { UnitRect } from '../gl/textures';
import type { TextSpec } from '../timeline/drawList';
import { TEXT_FILL, textEffectPaint, textEffectReach } from '../../scene/effects/textEffects';
import { fontShorthand, layoutText, lineBoxHeight } from './layoutText';

/** Far enough off the raster that a glyph drawn there never shows, only its shadow (box px). */
const offRaster = 100_000;

/** Sets a 2D context's font and letter spacing for a text spec, as drawing and measuring use them. */
function setFont(context: OffscreenCanvasRenderingContext2D, spec: TextSpec) {
  context.font = fontShorthand(spec);
  context.letterSpacing = `${(spec.charSpacing / 1000) * spec.fontSize}px`;
}

/** Measures strings as `rasterizeText` draws them: advance width at scale 1, letter spacing included. */
export function textMeasurer(createCanvas: (width: number, height: number) => OffscreenCanvas, spec: TextSpec): (text: string) => number {
  const context = createCanvas(1, 1).getContext('2d');
  if (!context) return () => 0;
  setFont(context, spec);
  return (text) => context.measureText(text).width;
}

/**
 * Draws a text box of `spec.width` x `spec.height` canvas pixels at `scale` onto a new canvas:
 * wrapped lines from the top, aligned, with background, stroke, underline and line-through, and
 * the text effect's passes (`textEffectPaint`: shadows, outlines, copies) drawn with it, so an
 * effect costs nothing after the first raster. Text that overflows the box is clipped, exactly as
 * in every other render of the same document.
 */
export function rasterizeText(createCanvas: (width: number, height: number) => OffscreenCanvas, spec: TextSpec, scale: number): { canvas: OffscreenCanvas; content: UnitRect } {
  const width = Math.max(1, Math.ceil(spec.width * scale));
  const height = Math.max(1, Math.ceil(spec.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return { canvas, content: { x: 0, y: 0, width: 1, height: 1 } };
  setFont(context, spec);
  const lines = layoutText(spec, (text) => context.measureText(text).width);
  const passes = textEffectPaint(spec.effect ?? undefined, spec.fontSize);

  context.scale(scale, scale);
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  const lineHeight = lineBoxHeight(spec);
  const placed = lines.map((line, index) => ({
    ...line,
    x: spec.textAlign === 'center' ? (spec.width - line.width) / 2 : spec.textAlign === 'right' ? spec.width - line.width : 0,
    middle: index * lineHeight + lineHeight / 2,
    top: index * lineHeight,
  }));
  if (spec.textBackgroundColor) {
    context.fillStyle = spec.textBackgroundColor;
    for (const line of placed) context.fillRect(line.x, line.top, line.width, lineHeight);
  }
  for (const pass of passes) {
    const color = pass.color === TEXT_FILL ? spec.fill : pass.color;
    const isText = pass.color === TEXT_FILL && pass.dx === 0 && pass.dy === 0 && pass.blur === 0;
    context.globalAlpha = pass.alpha;
    // A blurred pass is the shadow of glyphs drawn off the raster (shadow offsets and blur are in raster px).
    const shift = pass.blur > 0 ? offRaster : 0;
    if (pass.blur > 0) {
      context.shadowColor = color;
      context.shadowBlur = pass.blur * scale;
      context.shadowOffsetX = (pass.dx + shift) * scale;
      context.shadowOffsetY = pass.dy * scale;
    }
    for (const line of placed) {
      const x = line.x + (pass.blur > 0 ? -shift : pass.dx);
      const y = line.middle + (pass.blur > 0 ? 0 : pass.dy);
      if (isText && spec.stroke && spec.strokeWidth > 0) {
        context.strokeStyle = spec.stroke;
        context.lineWidth = spec.strokeWidth;
        context.strokeText(line.text, x, y);
      }
      if (pass.mode === 'stroke') {
        context.strokeStyle = color;
        context.lineWidth = pass.lineWidth;
        context.strokeText(line.text, x, y);
      } else {
        context.fillStyle = color;
        context.fillText(line.text, x, y);
      }
      if (pass.mode === 'fill' || pass.color === TEXT_FILL) {
        const thickness = Math.max(1, spec.fontSize / 15);
        context.fillStyle = color;
        if (spec.underline) context.fillRect(x, y + spec.fontSize * 0.4, line.width, thickness);
        if (spec.linethrough) context.fillRect(x, y, line.width, thickness);
      }
    }
    context.shadowColor = 'transparent';
    context.shadowBlur = 0;
    context.shadowOffsetX = 0;
    context.shadowOffsetY = 0;
  }
  context.globalAlpha = 1;
  return { canvas, content: paintedPart(spec, lines, textEffectReach(passes)) };
}

/**
 * The part of the box the lines can paint, in box fractions, with a margin for strokes and glyphs
 * that reach past their advance: drawing only this part saves filling empty box.
 */
function paintedPart(spec: TextSpec, lines: { width: number }[], reach: number): UnitRect {
  const margin = spec.strokeWidth + spec.fontSize * 0.25 + reach;
  const widest = Math.max(0, ...lines.map((line) => line.width));
  const left = spec.textAlign === 'center' ? (spec.width - widest) / 2 : spec.textAlign === 'right' ? spec.width - widest : 0;
  const x = Math.max(0, left - margin);
  const right = Math.min(spec.width, left + widest + margin);
  const bottom = Math.min(spec.height, lines.length * lineBoxHeight(spec) + margin);
  if (spec.width <= 0 || spec.height <= 0 || right <= x || bottom <= 0) return { x: 0, y: 0, width: 1, height: 1 };
  return { x: x / spec.width, y: 0, width: (right - x) / spec.width, height: bottom / spec.height };
}
