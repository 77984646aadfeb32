import * as twgl from 'twgl.js';
import { parseColor } from '../color';
import { drawnPart } from '../animation/drawnPart';
import { filterUniforms } from '../effects/filters';
import { quadPartOf } from '../effects/quadPart';
import { multiplyAffine } from '../../scene/affine';
import type { DrawLayer, DrawList } from '../timeline/drawList';
import { clipMatrix } from './clipMatrix';
import type { TextureLookup } from './Compositor';
import type { ProgramCache, ProgramName } from './programs';
import type { ShadowPass } from './shadowPass';

const fullUv = new Float32Array([0, 0, 1, 1]);

/** The full program of each kind of layer (every effect folded in). */
type LayerProgram = 'solid' | 'gradient' | 'texture' | 'videoYuv';

/** The program without effect code that draws the same pixels for a layer using no filter, mask or frame. */
const plainVariants: Record<LayerProgram, ProgramName> = { solid: 'solid', gradient: 'gradientPlain', texture: 'texturePlain', videoYuv: 'videoYuvPlain' };

/**
 * The layer pass: one quad per layer into the bound target, by the program of its kind (solid,
 * gradient, picture, video) with its effects folded in (filter, mask, frame shape), after its
 * shadow (the shadow pass) when it has one.
 */
export class LayerPass {
  /** 1x1 white: bound to effect samplers a layer does not use. */
  private blank: WebGLTexture | null = null;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly programs: ProgramCache,
    private readonly shadows: ShadowPass,
  ) {}

  /**
   * Draws a layer into the target `bindTarget` binds (the shadow pass draws into buffers of its
   * own, then binds it again); a layer whose textures are not ready is skipped.
   */
  draw(layer: DrawLayer, list: DrawList, textures: TextureLookup, bindTarget: () => void): void {
    if (layer.opacity <= 0) return;
    const common = { uMatrix: clipMatrix(layer.matrix, list.width, list.height), uOpacity: layer.opacity, uUvRect: fullUv };
    let program: LayerProgram;
    let uniforms: Record<string, unknown>;
    if (layer.kind === 'solid') {
      if (layer.clip)
        common.uMatrix = clipMatrix(
          multiplyAffine(layer.matrix, [layer.clip.x1 - layer.clip.x0, 0, 0, layer.clip.y1 - layer.clip.y0, layer.clip.x0, layer.clip.y0]),
          list.width,
          list.height,
        );
      program = 'solid';
      uniforms = { uColor: parseColor(layer.color) };
    } else if (layer.kind === 'gradient') {
      const ramp = textures(layer);
      if (!ramp || !('texture' in ramp)) return;
      const radians = (layer.gradient.angle * Math.PI) / 180;
      program = 'gradient';
      uniforms = { uRamp: ramp.texture, uKind: layer.gradient.kind === 'linear' ? 0 : 1, uDirection: [Math.cos(radians), Math.sin(radians)] };
    } else {
      const texture = textures(layer);
      if (!texture) return;
      const crop = 'crop' in layer ? layer.crop : null;
      const size = 'texture' in texture ? texture : texture.y;
      let uUvRect = crop ? new Float32Array([crop.x / size.width, crop.y / size.height, crop.width / size.width, crop.height / size.height]) : fullUv;
      // The animation clip (drawnPart) shrinks the quad and its UVs like the painted content does.
      const content = drawnPart('texture' in texture ? texture.content : undefined, layer.clip);
      if (content === null) return;
      if (content) {
        // Only the painted part of the box: fewer pixels to fill, same picture.
        common.uMatrix = clipMatrix(multiplyAffine(layer.matrix, [content.width, 0, 0, content.height, content.x, content.y]), list.width, list.height);
        uUvRect = new Float32Array([uUvRect[0]! + content.x * uUvRect[2]!, uUvRect[1]! + content.y * uUvRect[3]!, content.width * uUvRect[2]!, content.height * uUvRect[3]!]);
      }
      if ('texture' in texture) {
        program = 'texture';
        uniforms = { uTexture: texture.texture, uUvRect };
      } else {
        program = 'videoYuv';
        uniforms = { uPlaneY: texture.y.texture, uPlaneU: texture.u.texture, uPlaneV: texture.v.texture, uBt709: texture.bt709, uUvRect };
      }
    }
    this.drawWithEffects(layer, list, textures, bindTarget, program, { ...common, ...uniforms });
  }

  /** Frees the blank texture. */
  dispose(): void {
    if (this.blank) this.gl.deleteTexture(this.blank);
    this.blank = null;
  }

  /**
   * Draws a layer's quad with its effects folded into its program (filter, mask, frame shape), after
   * its shadow when it has one.
   */
  private drawWithEffects(
    layer: DrawLayer,
    list: DrawList,
    textures: TextureLookup,
    bindTarget: () => void,
    program: LayerProgram,
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
    const drawn = this.programs.get(!filter && !all.uHasMask && !shape ? plainVariants[program] : program);
    if (layer.shadow) this.shadows.draw(layer, list, drawn, all, quad, bindTarget);
    gl.useProgram(drawn.program);
    twgl.setUniforms(drawn, all);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  private blankTexture(): WebGLTexture {
    this.blank ??= twgl.createTexture(this.gl, { src: [255, 255, 255, 255], width: 1, height: 1, min: this.gl.NEAREST, mag: this.gl.NEAREST });
    return this.blank;
  }
}
