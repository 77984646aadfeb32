import fullscreenVert from '../../../shaders/common/fullscreen.vert?shader';
import layerVert from '../../../shaders/common/layer.vert?shader';
import shadowBlurFrag from '../../../shaders/effects/shadow-blur.frag?shader';
import shadowFrag from '../../../shaders/effects/shadow.frag?shader';
import type { ShaderSource } from '../gl/shaderSource';

/**
 * The shadow's programs: `shadowBlur` (one direction of the Gaussian, full buffer) and
 * `shadowTint` (the blurred alpha tinted and placed under the layer). Filters, masks and frames
 * need none: they live in the layer programs.
 */
export const effectProgramSources = {
  shadowBlur: [fullscreenVert, shadowBlurFrag],
  shadowTint: [layerVert, shadowFrag],
} satisfies Record<string, [ShaderSource, ShaderSource]>;
