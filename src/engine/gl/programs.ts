import type * as twgl from 'twgl.js';
import fullscreenVert from '../../../shaders/common/fullscreen.vert?shader';
import layerVert from '../../../shaders/common/layer.vert?shader';
import gradientPlainFrag from '../../../shaders/layers/gradient-plain.frag?shader';
import gradientFrag from '../../../shaders/layers/gradient.frag?shader';
import solidFrag from '../../../shaders/layers/solid.frag?shader';
import texturePlainFrag from '../../../shaders/layers/texture-plain.frag?shader';
import textureFrag from '../../../shaders/layers/texture.frag?shader';
import videoYuvPlainFrag from '../../../shaders/layers/video-yuv-plain.frag?shader';
import videoYuvFrag from '../../../shaders/layers/video-yuv.frag?shader';
import crossfadeFrag from '../../../shaders/transitions/crossfade.frag?shader';
import { effectProgramSources } from '../effects/effectShaders';
import { transitionProgramSources } from '../effects/transitionShaders';
import { compileProgram } from './compileProgram';
import type { ShaderSource } from './shaderSource';

/** Every program the compositor uses: vertex + fragment source. */
export const programSources = {
  texture: [layerVert, textureFrag],
  texturePlain: [layerVert, texturePlainFrag],
  videoYuv: [layerVert, videoYuvFrag],
  videoYuvPlain: [layerVert, videoYuvPlainFrag],
  solid: [layerVert, solidFrag],
  gradient: [layerVert, gradientFrag],
  gradientPlain: [layerVert, gradientPlainFrag],
  crossfade: [fullscreenVert, crossfadeFrag],
  ...transitionProgramSources,
  ...effectProgramSources,
} satisfies Record<string, [ShaderSource, ShaderSource]>;

export type ProgramName = keyof typeof programSources;
export type Programs = Record<ProgramName, twgl.ProgramInfo>;

/** Compiles every program up front, so a broken shader fails loudly at start, never as a black frame. */
export function compilePrograms(gl: WebGL2RenderingContext): Programs {
  const entries = Object.entries(programSources).map(([name, [vertex, fragment]]) => [name, compileProgram(gl, vertex, fragment)]);
  return Object.fromEntries(entries) as Programs;
}

/** Frees every program `compilePrograms` made. */
export function deletePrograms(gl: WebGL2RenderingContext, programs: Programs): void {
  for (const { program } of Object.values(programs)) gl.deleteProgram(program);
}
