import * as twgl from 'twgl.js';
import { parseColor } from '../color';
import { EngineError } from '../errors';
import { type TransitionInput, transitionDraw } from '../effects/transitions';
import { multiplyAffine } from '../../scene/affine';
import { drawnPart } from '../animation/drawnPart';
import { filterUniforms } from '../effects/filters';
import { quadPartOf } from '../effects/quadPart';
import { bufferAffine, planShadow, SHADOW_BUFFER_EDGE, shadowQuadAffine, type ShadowPlan } from '../effects/shadow';
import { ShadowCache } from './shadowCache';
import { boundsOfQuads, damagedArea, overlaps, type PaintRecord, type PixelRect, rectArea } from './damage';
import type { Affine, DrawLayer, DrawList, SceneDraw } from '../timeline/drawList';
import { compilePrograms, type Programs } from './programs';
import { createUnitQuad } from './quad';
import type { PlaneTextures, SizedTexture } from './textures';

/** Finds the uploaded texture(s) of a layer; null when its media is not ready (the layer is skipped). */
export type TextureLookup = {
  (layer: DrawLayer): SizedTexture | PlaneTextures | null;
  /** A layer's effect textures: its mask and its gradient-map ramp, when it has them and they are ready. */
  effects?(layer: DrawLayer): EffectTextures;
  /**
   * What of a layer's textures the layer's own data does not tell (which are ready, the video frame
   * and presenter pose uploaded): with it, a frame draws only where it differs from the last one.
   */
  revision?(layer: DrawLayer): string;
};

/** The textures a layer's effects sample (see {@link TextureLookup}). */
export type EffectTextures = { mask?: SizedTexture | null; ramp?: SizedTexture | null };

/**
 * What the last draw cost. `redrawn`: targets' areas drawn again, in screens (a whole redraw of
 * one scene is 1; a transition adds its full-screen blend; a frame that changed nothing is 0).
 */
export type DrawStats = { layers: number; passes: number; redrawn: number; cpuMs: number };

/** Unit square -> canvas px (affine) -> clip space, as a column-major mat3. */
export function clipMatrix(matrix: Affine, width: number, height: number): Float32Array {
  const [a, b, c, d, e, f] = matrix;
  return new Float32Array([(2 * a) / width, (-2 * b) / height, 0, (2 * c) / width, (-2 * d) / height, 0, (2 * e) / width - 1, (-2 * f) / height + 1, 1]);
}

const fullUv = new Float32Array([0, 0, 1, 1]);

/** Whether a layer paints every pixel of the canvas opaquely (a solid or gradient backdrop, unturned, covering it). */
export function coversOpaquely(layer: DrawLayer, width: number, height: number): boolean {
  const [a, b, c, d, e, f] = layer.matrix;
  const isUpright = b === 0 && c === 0 && a > 0 && d > 0;
  const covers = isUpright && e <= 0 && f <= 0 && e + a >= width && f + d >= height;
  const isOpaque =
    layer.kind === 'solid' ? parseColor(layer.color)[3] === 1 : layer.kind === 'gradient' && layer.gradient.stops.every((stop) => parseColor(stop.color)[3] === 1);
  return covers && isOpaque && layer.opacity === 1;
}

/**
 * The GL pass: draws a DrawList into the canvas at the canvas's own size (preview or output),
 * scaling from the project size. One quad per layer; a transition renders both scenes into
 * framebuffers and blends them in one full-screen pass. A target that keeps its pixels between
 * frames (the scene framebuffers; the canvas with preserveDrawingBuffer) is drawn again only
 * where the frame changed (see `damage.ts`).
 */
export class Compositor {
  readonly gl: WebGL2RenderingContext;
  private programs: Programs;
  private quad: WebGLVertexArrayObject;
  private targets: [twgl.FramebufferInfo, twgl.FramebufferInfo] | null = null;
  /** The shadow's two blur buffers (SHADOW_BUFFER_EDGE square), made on first use. */
  private shadowTargets: [twgl.FramebufferInfo, twgl.FramebufferInfo] | null = null;
  /** 1x1 white: bound to effect samplers a layer does not use. */
  private blank: WebGLTexture | null = null;
  private shadows: ShadowCache;
  /** What each target that keeps its pixels shows (null: the canvas). */
  private painted = new Map<twgl.FramebufferInfo | null, PaintRecord>();
  /** The part of the bound target being drawn; null: all of it. */
  private damage: PixelRect | null = null;
  private keepsCanvas: boolean;

  constructor(readonly canvas: OffscreenCanvas, options: { preserveDrawingBuffer?: boolean } = {}) {
    const gl = canvas.getContext('webgl2', {
      alpha: false,
      // No MSAA: in software rendering it doubles the cost of every pixel; layer shaders smooth their own edges.
      antialias: false,
      premultipliedAlpha: true,
      preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
    });
    if (!gl) throw new EngineError('NO_WEBGL2', 'WebGL2 is not available on this canvas');
    this.gl = gl;
    this.programs = compilePrograms(gl);
    this.quad = createUnitQuad(gl);
    this.shadows = new ShadowCache(gl);
    this.keepsCanvas = options.preserveDrawingBuffer ?? false;
  }

  /** Re-creates every GL object after a lost context came back. */
  restore() {
    this.programs = compilePrograms(this.gl);
    this.quad = createUnitQuad(this.gl);
    this.targets = null;
    this.shadowTargets = null;
    this.blank = null;
    this.shadows.clear(false);
    this.painted.clear();
  }

  /** Waits until the GPU has finished the frame (a 1-pixel read; `gl.finish` only flushes in Chromium). */
  sync(): void {
    const { gl } = this;
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  }

  /** Draws one frame; layers whose media is not ready are skipped. */
  draw(list: DrawList, textures: TextureLookup): DrawStats {
    const started = performance.now();
    const { gl } = this;
    gl.bindVertexArray(this.quad);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    let passes = 1;
    let redrawn: number;
    if (!list.transition) {
      redrawn = this.drawScene(null, list.scene, list, textures);
    } else {
      const [from, to] = this.transitionTargets();
      redrawn = this.drawScene(from, list.scene, list, textures) + this.drawScene(to, list.transition.to, list, textures) + 1;
      this.blend(from, to, list.transition);
      this.painted.delete(null);
      passes = 3;
    }
    const layers = list.scene.layers.length + (list.transition?.to.layers.length ?? 0);
    return { layers, passes, redrawn, cpuMs: performance.now() - started };
  }

  /** The canvas was resized (which clears it): its next frame is drawn whole. */
  forgetCanvasPixels(): void {
    this.painted.delete(null);
  }

  /** Draws a scene into a target where it changed; answers the share of the target drawn. */
  private drawScene(target: twgl.FramebufferInfo | null, scene: SceneDraw, list: DrawList, textures: TextureLookup): number {
    const record = target || this.keepsCanvas ? this.paintRecord(scene, list, textures) : null;
    const damage = record ? damagedArea(this.painted.get(target), record) : 'all';
    if (record) this.painted.set(target, record);
    else this.painted.delete(target);
    if (damage === null) return 0;
    for (const part of damage === 'all' ? [null] : damage) this.drawScenePart(target, part, scene, list, textures, record);
    return damage === 'all' ? 1 : damage.reduce((sum, part) => sum + rectArea(part), 0) / (this.canvas.width * this.canvas.height);
  }

  /** Draws the scene's layers that reach into `part` of the target (null: all of it), scissored to it. */
  private drawScenePart(target: twgl.FramebufferInfo | null, part: PixelRect | null, scene: SceneDraw, list: DrawList, textures: TextureLookup, record: PaintRecord | null) {
    const { gl } = this;
    this.damage = part;
    this.bindTarget(target);
    const first = scene.layers[0];
    const backdrop = first && coversOpaquely(first, list.width, list.height) ? first : null;
    // A clear costs next to nothing on SwiftShader (under 1 ms at 1080p) where a full-screen quad is
    // a whole shaded pass (about 30 ms): a plain covering colour is cleared, not drawn; under any
    // other opaque backdrop nothing is cleared.
    const plain = backdrop?.kind === 'solid' && !backdrop.clip && !backdrop.frameShape && !backdrop.shadow ? backdrop : null;
    if (!backdrop || plain) {
      const [red, green, blue] = plain ? parseColor(plain.color) : [0, 0, 0];
      gl.clearColor(red, green, blue, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
    scene.layers.forEach((layer, index) => {
      const bounds = record?.layers[index]!.bounds;
      const isOutside = this.damage && (!bounds || !overlaps(bounds, this.damage));
      if (layer !== plain && !isOutside) this.drawLayer(layer, list, textures, target);
    });
    this.damage = null;
    gl.disable(gl.SCISSOR_TEST);
  }

  /** Binds a target, its viewport the whole of it, with the scissor on the part being drawn. */
  private bindTarget(target: twgl.FramebufferInfo | null) {
    const { gl } = this;
    twgl.bindFramebufferInfo(gl, target);
    if (!this.damage) {
      gl.disable(gl.SCISSOR_TEST);
      return;
    }
    const { x0, y0, x1, y1 } = this.damage;
    const height = target ? target.height : this.canvas.height;
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(x0, height - y1, x1 - x0, y1 - y0);
  }

  /** What a scene drawn into a target shows (see `damage.ts`); null when the textures cannot tell it. */
  private paintRecord(scene: SceneDraw, list: DrawList, textures: TextureLookup): PaintRecord | null {
    const { revision } = textures;
    if (!revision) return null;
    const { width, height } = this.canvas;
    const scale = width / list.width;
    const layers = scene.layers.map((layer) => {
      const quads: Affine[] = [layer.matrix];
      const plan = layer.shadow ? planShadow(layer.shadow, layer.matrix, scale, this.canvas) : null;
      if (plan) quads.push(shadowQuadAffine(plan, scale));
      return { id: layer.id, print: `${JSON.stringify(layer)}#${revision(layer)}`, bounds: boundsOfQuads(quads, scale, width, height) };
    });
    return { width, height, scale, layers };
  }

  private drawLayer(layer: DrawLayer, list: DrawList, textures: TextureLookup, target: twgl.FramebufferInfo | null) {
    if (layer.opacity <= 0) return;
    const { programs } = this;
    const common = { uMatrix: clipMatrix(layer.matrix, list.width, list.height), uOpacity: layer.opacity, uUvRect: fullUv };
    let program: twgl.ProgramInfo;
    let uniforms: Record<string, unknown>;
    if (layer.kind === 'solid') {
      if (layer.clip) common.uMatrix = clipMatrix(multiplyAffine(layer.matrix, [layer.clip.x1 - layer.clip.x0, 0, 0, layer.clip.y1 - layer.clip.y0, layer.clip.x0, layer.clip.y0]), list.width, list.height);
      program = programs.solid;
      uniforms = { uColor: parseColor(layer.color) };
    } else if (layer.kind === 'gradient') {
      const ramp = textures(layer);
      if (!ramp || !('texture' in ramp)) return;
      const radians = (layer.gradient.angle * Math.PI) / 180;
      program = programs.gradient;
      uniforms = { uRamp: ramp.texture, uKind: layer.gradient.kind === 'linear' ? 0 : 1, uDirection: [Math.cos(radians), Math.sin(radians)] };
    } else {
      const texture = textures(layer);
      if (!texture) return;
      const crop = 'crop' in layer ? layer.crop : null;
      const size = 'texture' in texture ? texture : texture.y;
      let uUvRect = crop
        ? new Float32Array([crop.x / size.width, crop.y / size.height, crop.width / size.width, crop.height / size.height])
        : fullUv;
      // The animation clip (drawnPart) shrinks the quad and its UVs like the painted content does.
      const content = drawnPart('texture' in texture ? texture.content : undefined, layer.clip);
      if (content === null) return;
      if (content) {
        // Only the painted part of the box: fewer pixels to fill, same picture.
        common.uMatrix = clipMatrix(multiplyAffine(layer.matrix, [content.width, 0, 0, content.height, content.x, content.y]), list.width, list.height);
        uUvRect = new Float32Array([uUvRect[0]! + content.x * uUvRect[2]!, uUvRect[1]! + content.y * uUvRect[3]!, content.width * uUvRect[2]!, content.height * uUvRect[3]!]);
      }
      if ('texture' in texture) {
        program = programs.texture;
        uniforms = { uTexture: texture.texture, uUvRect };
      } else {
        program = programs.videoYuv;
        uniforms = { uPlaneY: texture.y.texture, uPlaneU: texture.u.texture, uPlaneV: texture.v.texture, uBt709: texture.bt709, uUvRect };
      }
    }
    this.drawWithEffects(layer, list, textures, target, program, { ...common, ...uniforms });
  }

  /**
   * Draws a layer's quad with its effects folded into its program (filter, mask, frame shape), after
   * its shadow when it has one.
   */
  private drawWithEffects(
    layer: DrawLayer,
    list: DrawList,
    textures: TextureLookup,
    target: twgl.FramebufferInfo | null,
    program: twgl.ProgramInfo,
    uniforms: Record<string, unknown> & { uMatrix: Float32Array },
  ) {
    const { gl } = this;
    const effects = textures.effects?.(layer) ?? {};
    const blank = this.blankTexture();
    const quad = quadPartOf(clipMatrix(layer.matrix, list.width, list.height), uniforms.uMatrix);
    const [a, b, c, d] = layer.matrix;
    const shape = layer.frameShape;
    const filter = layer.filter?.kind === 'gradientMap' && !effects.ramp ? undefined : layer.filter;
    const all = {
      ...uniforms,
      ...filterUniforms(filter),
      uFilterRamp: effects.ramp?.texture ?? blank,
      uHasMask: Boolean(layer.mask && effects.mask),
      uMask: effects.mask?.texture ?? blank,
      uQuadRect: quad,
      uBoxSize: [Math.hypot(a, b), Math.hypot(c, d)],
      uFrameRect: shape ? [shape.x0, shape.y0, shape.x1, shape.y1] : [0, 0, 1, 1],
      uFrameRadius: shape ? Math.max(0, shape.radius) : -1,
    };
    const drawn = !filter && !all.uHasMask && !shape ? this.plainVariant(program) : program;
    if (layer.shadow) this.drawShadow(layer, list, target, drawn, all, quad);
    gl.useProgram(drawn.program);
    twgl.setUniforms(drawn, all);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  /** The program without effect code that draws the same pixels for a layer using no filter, mask or frame. */
  private plainVariant(program: twgl.ProgramInfo): twgl.ProgramInfo {
    const { programs } = this;
    if (program === programs.texture) return programs.texturePlain;
    if (program === programs.gradient) return programs.gradientPlain;
    return program === programs.videoYuv ? programs.videoYuvPlain : program;
  }

  /**
   * A drop shadow: the layer's alpha drawn small into a buffer (downscaled so the blur needs few
   * taps), blurred in two separable Gaussian passes, then tinted and drawn at the offset under
   * the layer. Costs the layer's area over the downscale squared, three times, plus one tinted quad.
   */
  private drawShadow(
    layer: DrawLayer,
    list: DrawList,
    target: twgl.FramebufferInfo | null,
    program: twgl.ProgramInfo,
    uniforms: Record<string, unknown>,
    quad: Float32Array,
  ) {
    const shadow = layer.shadow!;
    const color = parseColor(shadow.color);
    const { gl, programs } = this;
    const scale = this.canvas.width / list.width;
    const plan = color[3] > 0 ? planShadow(shadow, layer.matrix, scale, this.canvas) : null;
    if (!plan) return;
    // A still caster's blurred shadow is kept (video frames and a moving presenter change every frame: never kept).
    const key = layer.kind === 'video' || layer.kind === 'avatar' ? null : JSON.stringify([layer, Array.from(quad), this.canvas.width, this.canvas.height]);
    const kept = key === null ? undefined : this.shadows.get(key);
    const blurred = kept ? { texture: kept, uvRect: [0, 1, 1, -1] } : this.blurShadow(layer, list, program, uniforms, quad, plan, key);
    this.bindTarget(target);
    gl.useProgram(programs.shadowTint.program);
    twgl.setUniforms(programs.shadowTint, {
      uMatrix: clipMatrix(shadowQuadAffine(plan, scale), list.width, list.height),
      uUvRect: blurred.uvRect,
      uShadow: blurred.texture,
      uColor: color,
    });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  /**
   * Draws the caster's alpha small into the shadow buffer and blurs it there (two separable
   * Gaussian passes); keeps a copy under `key` when given. Answers the texture and the part of it used.
   */
  private blurShadow(
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
    const [first, second] = this.shadowBuffers();
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
      gl.useProgram(programs.shadowBlur.program);
      const uvScale = [width / edge, height / edge];
      const pass = (from: twgl.FramebufferInfo, to: twgl.FramebufferInfo, step: number[]) => {
        gl.bindFramebuffer(gl.FRAMEBUFFER, to.framebuffer);
        twgl.setUniforms(programs.shadowBlur, { uSource: from.attachments[0], uUvScale: uvScale, uStep: step, uSigma: plan.sigma });
        gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      };
      pass(first, second, [1 / edge, 0]);
      pass(second, first, [0, 1 / edge]);
      gl.enable(gl.BLEND);
    }
    if (key !== null) return { texture: this.shadows.keepFromFramebuffer(key, width, height), uvRect: [0, 1, 1, -1] };
    return { texture: first.attachments[0] as WebGLTexture, uvRect: [0, height / edge, width / edge, -height / edge] };
  }

  private shadowBuffers(): [twgl.FramebufferInfo, twgl.FramebufferInfo] {
    if (this.shadowTargets) return this.shadowTargets;
    const { gl } = this;
    const create = () =>
      twgl.createFramebufferInfo(gl, [{ format: gl.RGBA, min: gl.LINEAR, mag: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE }], SHADOW_BUFFER_EDGE, SHADOW_BUFFER_EDGE);
    this.shadowTargets = [create(), create()];
    return this.shadowTargets;
  }

  private blankTexture(): WebGLTexture {
    this.blank ??= twgl.createTexture(this.gl, { src: [255, 255, 255, 255], width: 1, height: 1, min: this.gl.NEAREST, mag: this.gl.NEAREST });
    return this.blank;
  }

  private transitionTargets(): [twgl.FramebufferInfo, twgl.FramebufferInfo] {
    const { gl, canvas } = this;
    if (this.targets && this.targets[0].width === canvas.width && this.targets[0].height === canvas.height) return this.targets;
    for (const target of this.targets ?? []) {
      this.painted.delete(target);
      gl.deleteFramebuffer(target.framebuffer);
      for (const attachment of target.attachments) gl.deleteTexture(attachment as WebGLTexture);
    }
    const create = () => twgl.createFramebufferInfo(gl, [{ format: gl.RGBA, min: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE }], canvas.width, canvas.height);
    this.targets = [create(), create()];
    return this.targets;
  }

  /** The blend pass: the transition's program (by `transition.id`; crossfade when unknown) over both scene targets. */
  private blend(from: twgl.FramebufferInfo, to: twgl.FramebufferInfo, transition: TransitionInput) {
    const { gl, programs } = this;
    const { program: name, uniforms } = transitionDraw(transition, { width: this.canvas.width, height: this.canvas.height });
    const program = programs[name];
    twgl.bindFramebufferInfo(gl, null);
    gl.disable(gl.BLEND);
    gl.useProgram(program.program);
    twgl.setUniforms(program, { ...uniforms, uFrom: from.attachments[0], uTo: to.attachments[0] });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.enable(gl.BLEND);
  }
}
