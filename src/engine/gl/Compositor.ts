import * as twgl from 'twgl.js';
import { parseColor } from '../color';
import { EngineError } from '../errors';
import { multiplyAffine } from '../../scene/affine';
import type { Affine, DrawLayer, DrawList, SceneDraw } from '../timeline/drawList';
import { compilePrograms, type Programs } from './programs';
import { createUnitQuad } from './quad';
import type { PlaneTextures, SizedTexture } from './textures';

/** Finds the uploaded texture(s) of a layer; null when its media is not ready (the layer is skipped). */
export type TextureLookup = (layer: DrawLayer) => SizedTexture | PlaneTextures | null;

/** What the last draw cost. */
export type DrawStats = { layers: number; passes: number; cpuMs: number };

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
 * framebuffers and blends them in one full-screen pass.
 */
export class Compositor {
  readonly gl: WebGL2RenderingContext;
  private programs: Programs;
  private quad: WebGLVertexArrayObject;
  private targets: [twgl.FramebufferInfo, twgl.FramebufferInfo] | null = null;

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
  }

  /** Re-creates every GL object after a lost context came back. */
  restore() {
    this.programs = compilePrograms(this.gl);
    this.quad = createUnitQuad(this.gl);
    this.targets = null;
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
    if (!list.transition) {
      this.drawScene(null, list.scene, list, textures);
    } else {
      const [from, to] = this.transitionTargets();
      this.drawScene(from, list.scene, list, textures);
      this.drawScene(to, list.transition.to, list, textures);
      this.blend(from, to, list.transition.progress);
      passes = 3;
    }
    const layers = list.scene.layers.length + (list.transition?.to.layers.length ?? 0);
    return { layers, passes, cpuMs: performance.now() - started };
  }

  private drawScene(target: twgl.FramebufferInfo | null, scene: SceneDraw, list: DrawList, textures: TextureLookup) {
    const { gl } = this;
    twgl.bindFramebufferInfo(gl, target);
    // A clear is a full-screen pass of its own in software rendering: skip it under an opaque backdrop.
    const first = scene.layers[0];
    if (!first || !coversOpaquely(first, list.width, list.height)) {
      gl.clearColor(0, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
    for (const layer of scene.layers) this.drawLayer(layer, list, textures);
  }

  private drawLayer(layer: DrawLayer, list: DrawList, textures: TextureLookup) {
    if (layer.opacity <= 0) return;
    const { gl, programs } = this;
    const common = { uMatrix: clipMatrix(layer.matrix, list.width, list.height), uOpacity: layer.opacity, uUvRect: fullUv };
    let program: twgl.ProgramInfo;
    let uniforms: Record<string, unknown>;
    if (layer.kind === 'solid') {
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
      if ('texture' in texture) {
        const content = texture.content;
        if (content) {
          // Only the painted part of the box: fewer pixels to fill, same picture.
          common.uMatrix = clipMatrix(multiplyAffine(layer.matrix, [content.width, 0, 0, content.height, content.x, content.y]), list.width, list.height);
          uUvRect = new Float32Array([uUvRect[0]! + content.x * uUvRect[2]!, uUvRect[1]! + content.y * uUvRect[3]!, content.width * uUvRect[2]!, content.height * uUvRect[3]!]);
        }
        program = programs.texture;
        uniforms = { uTexture: texture.texture, uUvRect };
      } else {
        program = programs.videoYuv;
        uniforms = { uPlaneY: texture.y.texture, uPlaneU: texture.u.texture, uPlaneV: texture.v.texture, uBt709: texture.bt709, uUvRect };
      }
    }
    gl.useProgram(program.program);
    twgl.setUniforms(program, { ...common, ...uniforms });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  private transitionTargets(): [twgl.FramebufferInfo, twgl.FramebufferInfo] {
    const { gl, canvas } = this;
    if (this.targets && this.targets[0].width === canvas.width && this.targets[0].height === canvas.height) return this.targets;
    for (const target of this.targets ?? []) {
      gl.deleteFramebuffer(target.framebuffer);
      for (const attachment of target.attachments) gl.deleteTexture(attachment as WebGLTexture);
    }
    const create = () => twgl.createFramebufferInfo(gl, [{ format: gl.RGBA, min: gl.LINEAR, wrap: gl.CLAMP_TO_EDGE }], canvas.width, canvas.height);
    this.targets = [create(), create()];
    return this.targets;
  }

  private blend(from: twgl.FramebufferInfo, to: twgl.FramebufferInfo, progress: number) {
    const { gl, programs } = this;
    twgl.bindFramebufferInfo(gl, null);
    gl.disable(gl.BLEND);
    gl.useProgram(programs.crossfade.program);
    twgl.setUniforms(programs.crossfade, { uFrom: from.attachments[0], uTo: to.attachments[0], uProgress: progress });
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.enable(gl.BLEND);
  }
}
