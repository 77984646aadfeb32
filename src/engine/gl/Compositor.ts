import * as twgl from 'twgl.js';
import { parseColor } from '../color';
import { EngineError } from '../errors';
import { planShadow, shadowQuadAffine } from '../effects/shadow';
import { transitionProgram } from '../effects/transitions';
import { boundsOfQuads, damagedArea, overlaps, type PaintRecord, type PixelRect, rectArea } from './damage';
import type { Affine, DrawLayer, DrawList, SceneDraw } from '../timeline/drawList';
import { LayerPass } from './layerPass';
import { ProgramCache } from './programs';
import { createUnitQuad, deleteUnitQuad } from './quad';
import { ShadowPass } from './shadowPass';
import type { PlaneTextures, SizedTexture } from './textures';
import { TransitionPass } from './transitionPass';

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

/** Whether a layer paints every pixel of the canvas opaquely (a solid or gradient backdrop, unturned, covering it). */
export function coversOpaquely(layer: DrawLayer, width: number, height: number): boolean {
  const [a, b, c, d, e, f] = layer.matrix;
  const isUpright = b === 0 && c === 0 && a > 0 && d > 0;
  const covers = isUpright && e <= 0 && f <= 0 && e + a >= width && f + d >= height;
  const isOpaque = layer.kind === 'solid' ? parseColor(layer.color)[3] === 1 : layer.kind === 'gradient' && layer.gradient.stops.every((stop) => parseColor(stop.color)[3] === 1);
  return covers && isOpaque && layer.opacity === 1;
}

/** The GL objects of one context: the programs, the unit quad and the passes that draw with them. */
type GlParts = { programs: ProgramCache; quad: WebGLVertexArrayObject; shadows: ShadowPass; layers: LayerPass; transitions: TransitionPass };

/**
 * Draws a DrawList into the canvas at the canvas's own size (preview or output), scaling from the
 * project size, by its passes: the layer pass (one quad per layer, effects folded in), the shadow
 * pass under a layer with a shadow, and for a transition the transition pass, which renders both
 * scenes into framebuffers and blends them in one full-screen pass. A target that keeps its pixels
 * between frames (the scene framebuffers; the canvas with preserveDrawingBuffer) is drawn again
 * only where the frame changed (see `damage.ts`).
 */
export class Compositor {
  readonly gl: WebGL2RenderingContext;
  private parts: GlParts;
  /** What each target that keeps its pixels shows (null: the canvas). */
  private painted = new Map<twgl.FramebufferInfo | null, PaintRecord>();
  /** The part of the bound target being drawn; null: all of it. */
  private damage: PixelRect | null = null;
  private keepsCanvas: boolean;

  constructor(
    readonly canvas: OffscreenCanvas,
    options: { preserveDrawingBuffer?: boolean } = {},
  ) {
    const gl = canvas.getContext('webgl2', {
      alpha: false,
      // No MSAA: in software rendering it doubles the cost of every pixel; layer shaders smooth their own edges.
      antialias: false,
      premultipliedAlpha: true,
      preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
    });
    if (!gl) throw new EngineError('NO_WEBGL2', 'WebGL2 is not available on this canvas');
    this.gl = gl;
    this.parts = this.createParts();
    this.keepsCanvas = options.preserveDrawingBuffer ?? false;
  }

  /** Re-creates every GL object after a lost context came back. */
  restore() {
    this.parts = this.createParts();
    this.painted.clear();
  }

  /** Frees every GL object of the compositor and gives up its context (the engine is done with this canvas). */
  dispose(): void {
    const { gl, parts } = this;
    parts.layers.dispose();
    parts.shadows.dispose();
    parts.transitions.dispose();
    deleteUnitQuad(gl, parts.quad);
    parts.programs.dispose();
    this.painted.clear();
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }

  /** Waits until the GPU has finished the frame (a 1-pixel read; `gl.finish` only flushes in Chromium). */
  sync(): void {
    const { gl } = this;
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  }

  /** Draws one frame; layers whose media is not ready are skipped. */
  draw(list: DrawList, textures: TextureLookup): DrawStats {
    const started = performance.now();
    const { gl, parts } = this;
    gl.bindVertexArray(parts.quad);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    let passes = 1;
    let redrawn: number;
    if (!list.transition) {
      redrawn = this.drawScene(null, list.scene, list, textures);
    } else {
      const [from, to] = parts.transitions.sceneTargets((dropped) => this.painted.delete(dropped));
      redrawn = this.drawScene(from, list.scene, list, textures) + this.drawScene(to, list.transition.to, list, textures) + 1;
      parts.transitions.blend(from, to, list.transition);
      this.painted.delete(null);
      passes = 3;
    }
    const layers = list.scene.layers.length + (list.transition?.to.layers.length ?? 0);
    return { layers, passes, redrawn, cpuMs: performance.now() - started };
  }

  /** Compiles the blend programs of transitions `ids` now (each once per context), so that drawing them later does not wait for a compile. */
  prepareTransitions(ids: readonly (number | string)[]): void {
    for (const id of ids) this.parts.programs.get(transitionProgram(id));
  }

  /** The canvas was resized (which clears it): its next frame is drawn whole. */
  forgetCanvasPixels(): void {
    this.painted.delete(null);
  }

  private createParts(): GlParts {
    const { gl, canvas } = this;
    const programs = new ProgramCache(gl);
    const shadows = new ShadowPass(gl, canvas, programs);
    return { programs, quad: createUnitQuad(gl), shadows, layers: new LayerPass(gl, programs, shadows), transitions: new TransitionPass(gl, canvas, programs) };
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
    const bindTarget = () => this.bindTarget(target);
    scene.layers.forEach((layer, index) => {
      const bounds = record?.layers[index]!.bounds;
      const isOutside = this.damage && (!bounds || !overlaps(bounds, this.damage));
      if (layer !== plain && !isOutside) this.parts.layers.draw(layer, list, textures, bindTarget);
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
}
