import type { Affine } from '../../scene/affine';
import type { LayerShadow } from '../timeline/drawList';

/** Edge of the shadow buffers (two RGBA textures, made once): the caster is drawn into at most this many pixels. */
export const SHADOW_BUFFER_EDGE = 512;

/** Blur sigma in buffer texels that the downscale aims for: a few taps per side, whatever the blur. */
const TARGET_SIGMA = 2.5;

/** Where and how big a shadow is drawn, all in output pixels (y down) unless named otherwise. */
export type ShadowPlan = {
  /** The caster's box with room for the blur, before the offset: left, top, width, height. */
  box: { x: number; y: number; width: number; height: number };
  /** Output pixels per buffer texel (1 or more). */
  downscale: number;
  /** The part of the buffer used, texels. */
  bufferWidth: number;
  bufferHeight: number;
  /** Gaussian sigma in buffer texels (0: no blur passes). */
  sigma: number;
  /** Offset in output pixels. */
  offsetX: number;
  offsetY: number;
};

/**
 * Plans a layer's shadow: the layer's on-screen box (its unit square through `matrix`, canvas px,
 * times `scale` output px per canvas px) padded by 3 sigma (sigma = blur / 2, the CSS and canvas
 * reading of a blur radius), cut to what can land on the output after the offset, and the
 * downscale that keeps the buffer small (sigma about 2.5 texels, at most 512 texels a side).
 * Null when nothing of it can show.
 */
export function planShadow(shadow: LayerShadow, matrix: Affine, scale: number, output: { width: number; height: number }): ShadowPlan | null {
  const [a, b, c, d, e, f] = matrix;
  const xs = [e, a + e, c + e, a + c + e].map((value) => value * scale);
  const ys = [f, b + f, d + f, b + d + f].map((value) => value * scale);
  const sigmaOut = (Math.max(0, shadow.blur) / 2) * scale;
  const pad = Math.ceil(3 * sigmaOut) + 2;
  const offsetX = shadow.offsetX * scale;
  const offsetY = shadow.offsetY * scale;
  const left = Math.max(Math.floor(Math.min(...xs)) - pad, Math.floor(-offsetX) - pad);
  const top = Math.max(Math.floor(Math.min(...ys)) - pad, Math.floor(-offsetY) - pad);
  const right = Math.min(Math.ceil(Math.max(...xs)) + pad, Math.ceil(output.width - offsetX) + pad);
  const bottom = Math.min(Math.ceil(Math.max(...ys)) + pad, Math.ceil(output.height - offsetY) + pad);
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0 || !Number.isFinite(width + height)) return null;
  const downscale = Math.max(1, sigmaOut / TARGET_SIGMA, width / SHADOW_BUFFER_EDGE, height / SHADOW_BUFFER_EDGE);
  return {
    box: { x: left, y: top, width, height },
    downscale,
    bufferWidth: Math.min(SHADOW_BUFFER_EDGE, Math.ceil(width / downscale)),
    bufferHeight: Math.min(SHADOW_BUFFER_EDGE, Math.ceil(height / downscale)),
    sigma: sigmaOut / downscale,
    offsetX,
    offsetY,
  };
}

/** Output pixels -> the shadow buffer's pixels: the map a caster's unit square gets when drawn into the buffer. */
export function bufferAffine(matrix: Affine, scale: number, plan: ShadowPlan): Affine {
  const [a, b, c, d, e, f] = matrix;
  const k = scale / plan.downscale;
  return [a * k, b * k, c * k, d * k, (e * scale - plan.box.x) / plan.downscale, (f * scale - plan.box.y) / plan.downscale];
}

/** The unit square -> canvas px map of the tinted shadow quad (the box moved by the offset), for a canvas of `scale` output px per px. */
export function shadowQuadAffine(plan: ShadowPlan, scale: number): Affine {
  return [plan.box.width / scale, 0, 0, plan.box.height / scale, (plan.box.x + plan.offsetX) / scale, (plan.box.y + plan.offsetY) / scale];
}
