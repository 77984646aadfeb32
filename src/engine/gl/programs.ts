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

/**
 * The compositor's programs of one context, each compiled and linked the first time it is drawn
 * with, so a context compiles only what it draws. On software GL (SwiftShader, as on machines
 * without a GPU) compiling all of them took 4 to 7 s per context, and the editor has two (preview
 * and scene thumbnails); a render page paid it for every video. A broken shader still fails
 * loudly: `compileProgram` throws a ShaderCompileError at its first use, never draws black, and
 * the browser tests compile every program (`compileAll`).
 */
export class ProgramCache {
  private readonly compiled = new Map<ProgramName, twgl.ProgramInfo>();

  constructor(private readonly gl: WebGL2RenderingContext) {}

  /** Program `name`, compiled now if this context has not used it yet. */
  get(name: ProgramName): twgl.ProgramInfo {
    let program = this.compiled.get(name);
    if (!program) {
      const [vertex, fragment] = programSources[name];
      program = compileProgram(this.gl, vertex, fragment);
      this.compiled.set(name, program);
    }
    return program;
  }

  /** Compiles every program; answers their names. */
  compileAll(): ProgramName[] {
    const names = Object.keys(programSources) as ProgramName[];
    for (const name of names) this.get(name);
    return names;
  }

  /** Frees the programs compiled so far. */
  dispose(): void {
    for (const { program } of this.compiled.values()) this.gl.deleteProgram(program);
    this.compiled.clear();
  }
}
