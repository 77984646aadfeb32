import * as twgl from 'twgl.js';
import { type TransitionInput, transitionDraw } from '../effects/transitions';
import { deleteFramebufferInfo } from './framebuffers';
import type { ProgramCache } from './programs';

/**
 * The transition pass: both scenes are drawn into framebuffers the canvas's size, then blended
 * onto the canvas in one full-screen pass by the transition's program.
 */
export class TransitionPass {
  private targets: [twgl.FramebufferInfo, twgl.FramebufferInfo] | null = null;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly canvas: OffscreenCanvas,
    private readonly programs: ProgramCache,
  ) {}

  /** The two scene targets (from, to) at the canvas's size; `onDropped` hears of each target replaced after a resize. */
  sceneTargets(onDropped: (target: twgl.FramebufferInfo) => void): [twgl.FramebufferInfo, twgl.FramebufferInfo] {
    const { gl, canvas } = this;
    if (this.targets && this.targets[0].width === canvas.width && this.targets[0].height === canvas.height) return this.targets;
    for (const target of this.targets ?? []) {
      onDropped(target);
      deleteFramebufferInfo(gl, target);
    }
    const create = () => twgl.createFramebufferInfo(gl, [{ format: gl.RGBA, min: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE }], canvas.width, canvas.height);
    this.targets = [create(), create()];
    return this.targets;
  }

  /** The blend pass: the transition's program (by `transition.id`; crossfade when unknown) over both scene targets, onto the canvas. */
  blend(from: twgl.FramebufferInfo, to: twgl.FramebufferInfo, transition: TransitionInput): void {
    const { gl, programs } = this;
    const { program: name, uniforms } = transitionDraw(transition, { width: this.canvas.width, height: this.canvas.height });
    const program = programs.get(name);
    twgl.bindFramebufferInfo(gl, null);
    gl.disable(gl.BLEND);
    gl.useProgram(program.program);
    twgl.setUniforms(program, { ...uniforms, uFrom: from.attachments[0], uTo: to.attachments[0] });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.enable(gl.BLEND);
  }

  /** Frees the scene targets. */
  dispose(): void {
    for (const target of this.targets ?? []) deleteFramebufferInfo(this.gl, target);
    this.targets = null;
  }
}
