import type { GradientFill } from '../timeline/drawList';

/** Width of a gradient ramp: one texel per step of 1/255. */
const rampWidth = 256;

/**
 * The colours of a gradient from offset 0 to 1 as a 256x1 canvas (stops sorted by offset; the
 * first and last colours continue past their offsets), drawn once per gradient and sampled by
 * the gradient shader.
 */
export function gradientRamp(createCanvas: (width: number, height: number) => OffscreenCanvas, stops: GradientFill['stops']): OffscreenCanvas {
  const canvas = createCanvas(rampWidth, 1);
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  const fill = context.createLinearGradient(0.5, 0, rampWidth - 0.5, 0);
  for (const stop of [...stops].sort((a, b) => a.offset - b.offset)) fill.addColorStop(Math.min(1, Math.max(0, stop.offset)), stop.color);
  context.fillStyle = fill;
  context.fillRect(0, 0, rampWidth, 1);
  return canvas;
}
