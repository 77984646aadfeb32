import * as twgl from 'twgl.js';
import { parseColor } from '../color';
import { bufferAffine, planShadow, SHADOW_BUFFER_EDGE, shadowQuadAffine, type ShadowPlan } from '../effects/shadow';
import { multiplyAffine } from '../../scene/affine';
import type { DrawLayer, DrawList } from '../timeline/drawList';
import { clipMatrix } from './clipMatrix';
import { deleteFramebufferInfo } from './framebuffers';
import type { ProgramCache } from './programs';
import { ShadowCache } from './shadowCache';

/**
 * The drop-shadow pass: the layer's alpha drawn small into a buffer (downscaled so the blur needs
 * few taps), blurred in two separable Gaussian passes, then tinted and drawn at the offset under
 * the layer. Costs the layer's area over the downscale squared, three times, plus one tinted quad;
 * a still caster's blurred shadow is kept (see `ShadowCache`), so it costs the tinted quad only.
 */
export class ShadowPass {
  /** The two blur buffers (SHADOW_BUFFER_EDGE square), made on first use. */
  private buffers: [twgl.FramebufferInfo, twgl.FramebufferInfo] | null = null;
  private readonly kept: ShadowCache;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly canvas: OffscreenCanvas,
    private readonly programs: ProgramCache,
  ) {
    this.kept = new ShadowCache(gl);
  }

  /**
   * Draws `layer`'s shadow into the target `bindTarget` binds (it is called again after the blur
   * drew into the buffers). `program` and `uniforms` draw the caster; `quad` is its drawn part.
   */
  draw(layer: DrawLayer, list: DrawList, program: twgl.ProgramInfo, uniforms: Record<string, unknown>, quad: Float32Array, bindTarget: () => void): void {
    const shadow = layer.shadow!;
    const color = parseColor(shadow.color);
    const { gl, programs } = this;
    const scale = this.canvas.width / list.width;
    const plan = color[3] > 0 ? planShadow(shadow, layer.matrix, scale, this.canvas) : null;
    if (!plan) return;
    // A still caster's blurred shadow is kept (video frames and a moving presenter change every frame: never kept).
    const key = layer.kind === 'video' || layer.kind === 'avatar' ? null : JSON.stringify([layer, Array.from(quad), this.canvas.width, this.canvas.height]);
    const kept = key === null ? undefined : this.kept.get(key);
    const blurred = kept ? { texture: kept, uvRect: [0, 1, 1, -1] } : this.blur(layer, list, program, uniforms, quad, plan, key);
    bindTarget();
    const tint = programs.get('shadowTint');
    gl.useProgram(tint.program);
    twgl.setUniforms(tint, {
      uMatrix: clipMatrix(shadowQuadAffine(plan, scale), list.width, list.height),
      uUvRect: blurred.uvRect,
      uShadow: blurred.texture,
      uColor: color,
    });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  /** Frees the buffers and the kept shadows. */
  dispose(): void {
    for (const buffer of this.buffers ?? []) deleteFramebufferInfo(this.gl, buffer);
    this.buffers = null;
    this.kept.clear(true);
  }

  /**
   * Draws the caster's alpha small into the shadow buffer and blurs it there (two separable
   * Gaussian passes); keeps a copy under `key` when given. Answers the texture and the part of it used.
   */
  private blur(
    layer: DrawLayer,
    list: DrawList,
    program: twgl.ProgramInfo,
    uniforms: Record<string, unknown>,
    quad: Float32Array,
    plan: ShadowPlan,
    key: string | null,
  ): { texture: WebGLTexture; uvRect: number[] } {
    const { gl, programs } = this;
    const scale = this.canvas.width / list.width;
    const [first, second] = this.blurBuffers();
    const edge = SHADOW_BUFFER_EDGE;
    const { bufferWidth: width, bufferHeight: height } = plan;
    const drawn = multiplyAffine(layer.matrix, [quad[2]!, 0, 0, quad[3]!, quad[0]!, quad[1]!]);
    gl.bindFramebuffer(gl.FRAMEBUFFER, first.framebuffer);
    gl.viewport(0, 0, width, height);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, 0, Math.min(edge, width + 1), Math.min(edge, height + 1));
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.disable(gl.SCISSOR_TEST);
    gl.useProgram(program.program);
    twgl.setUniforms(program, { ...uniforms, uMatrix: clipMatrix(bufferAffine(drawn, scale, plan), width, height) });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    if (plan.sigma > 0.05) {
      gl.disable(gl.BLEND);
      const blur = programs.get('shadowBlur');
      gl.useProgram(blur.program);
      const uvScale = [width / edge, height / edge];
      const pass = (from: twgl.FramebufferInfo, to: twgl.FramebufferInfo, step: number[]) => {
        gl.bindFramebuffer(gl.FRAMEBUFFER, to.framebuffer);
        twgl.setUniforms(blur, { uSource: from.attachments[0], uUvScale: uvScale, uStep: step, uSigma: plan.sigma });
        gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      };
      pass(first, second, [1 / edge, 0]);
      pass(second, first, [0, 1 / edge]);
      gl.enable(gl.BLEND);
    }
    if (key !== null) return { texture: this.kept.keepFromFramebuffer(key, width, height), uvRect: [0, 1, 1, -1] };
    return { texture: first.attachments[0] as WebGLTexture, uvRect: [0, height / edge, width / edge, -height / edge] };
  }

  private blurBuffers(): [twgl.FramebufferInfo, twgl.FramebufferInfo] {
    if (this.buffers) return this.buffers;
    const { gl } = this;
    const create = () => twgl.createFramebufferInfo(gl, [{ format: gl.RGBA, min: gl.LINEAR, mag: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE }], SHADOW_BUFFER_EDGE, SHADOW_BUFFER_EDGE);
    this.buffers = [create(), create()];
    return this.buffers;
  }
}
