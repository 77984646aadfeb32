import { maskSrc } from '../../scene/effects/masks';
import type { DrawLayer, LayerMask } from '../timeline/drawList';

/** Largest mask raster edge: masks are smooth shapes, so 1024 px is plenty even at 1080p. */
export const MAX_MASK_EDGE = 1024;

/** What a stored `_Mask` draws; undefined for none. */
export function layerMaskOf(ref: { id?: unknown; src?: unknown; [key: string]: unknown } | null | undefined): LayerMask | undefined {
  const src = maskSrc(ref);
  return src ? { src } : undefined;
}

/**
 * The raster size of a layer's mask: its box on the output, in steps of 1/4 octave (so a slow zoom
 * does not re-rasterise every frame), at most {@link MAX_MASK_EDGE}.
 */
export function maskRasterSize(layer: DrawLayer, renderScale: number): { width: number; height: number } {
  const [a, b, c, d] = layer.restMatrix ?? layer.matrix;
  const edge = (pixels: number) => Math.min(MAX_MASK_EDGE, Math.ceil(2 ** (Math.ceil(Math.log2(Math.max(8, pixels)) * 4) / 4)));
  return { width: edge(Math.hypot(a, b) * renderScale), height: edge(Math.hypot(c, d) * renderScale) };
}

/** The texture key of a layer's mask at a render scale; null without a mask. */
export function maskKey(layer: DrawLayer, renderScale: number): string | null {
  if (!layer.mask) return null;
  const { width, height } = maskRasterSize(layer, renderScale);
  return `mask:${layer.mask.src}:${width}x${height}`;
}
