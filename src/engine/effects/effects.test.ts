import { describe, expect, it } from 'vitest';
import { FILTERS } from '../../scene/effects/filters';
import { canvasObjectSchema, type AvatarObject } from '../../scene/schema/canvasObject';
import { clipMatrix } from '../gl/clipMatrix';
import type { ImageLayer } from '../timeline/drawList';
import { FILTER_MODE, filterUniforms, layerFilterOf, rampKey, rampStops } from './filters';
import { framedAvatarLayers } from './frames';
import { layerEffectsOf } from './layerEffects';
import { maskKey, maskRasterSize } from './masks';
import { quadPartOf } from './quadPart';
import { bufferAffine, planShadow, SHADOW_BUFFER_EDGE, shadowQuadAffine } from './shadow';

/** The shader's sum: M * rgba + offset with M a column-major mat4. */
function applyPacked(uniforms: ReturnType<typeof filterUniforms>, rgba: number[]) {
  return [0, 1, 2, 3].map((row) => [0, 1, 2, 3].reduce((sum, column) => sum + uniforms.uColorMatrix[column * 4 + row]! * rgba[column]!, uniforms.uColorOffset[row]!));
}

describe('filter uniforms', () => {
  it('packs the 4x5 matrix as a column-major mat4 plus an offset', () => {
    const sepia = filterUniforms(layerFilterOf({ id: 3 }));
    expect(sepia.uFilter).toBe(FILTER_MODE.matrix);
    expect(applyPacked(sepia, [1, 0, 0, 1]).map((value) => Math.round(value * 1000) / 1000)).toEqual([0.393, 0.349, 0.272, 1]);
    const kodachrome = filterUniforms(layerFilterOf({ name: 'Kodachrome' }));
    expect(kodachrome.uColorOffset[0]).toBeCloseTo(63.72958762196502 / 255, 6);
    const matrix = FILTERS[7]!.matrix!;
    expect(kodachrome.uColorMatrix[1 * 4 + 0]).toBeCloseTo(matrix[1]!, 6);
  });

  it('gives mode 0 and the identity for none, and the ramp mode for ColorInterpolation', () => {
    expect(filterUniforms(undefined)).toMatchObject({ uFilter: 0 });
    expect(applyPacked(filterUniforms(undefined), [0.25, 0.5, 0.75, 1])).toEqual([0.25, 0.5, 0.75, 1]);
    const map = layerFilterOf({ id: 10, stops: ['#000000', '#ff0000'] });
    expect(map).toEqual({ kind: 'gradientMap', stops: ['#000000', '#ff0000'] });
    expect(filterUniforms(map).uFilter).toBe(FILTER_MODE.gradientMap);
    expect(rampKey(map)).toBe('ramp:#000000,#ff0000');
    expect(rampStops(['#000', '#888', '#fff'])).toEqual([
      { offset: 0, color: '#000' },
      { offset: 0.5, color: '#888' },
      { offset: 1, color: '#fff' },
    ]);
    expect(layerFilterOf({ id: 0 })).toBeUndefined();
  });
});

describe('layer effects from objects', () => {
  it('adds filter and mask to images and videos, shadows to drawn kinds, nothing to plain objects', () => {
    const image = canvasObjectSchema.parse({
      id: 'i',
      _Type: 'image',
      _Src: 'a.png',
      filter: { id: 1 },
      _Mask: { id: 1, name: 'Circle', src: '/m.svg' },
      shadow: { blur: 4, color: '#000', offsetX: 3, offsetY: 4 },
    });
    expect(layerEffectsOf(image)).toEqual({
      filter: { kind: 'matrix', matrix: FILTERS[1]!.matrix },
      mask: { src: '/m.svg' },
      shadow: { blur: 4, color: '#000', offsetX: 3, offsetY: 4 },
    });
    const text = canvasObjectSchema.parse({ id: 't', _Type: 'text', text: 'x', filter: { id: 1 }, _Mask: { id: 1 }, shadow: { blur: 0, color: 'rgba(0,0,0,0.5)' } });
    expect(layerEffectsOf(text)).toEqual({ shadow: { blur: 0, color: 'rgba(0,0,0,0.5)', offsetX: 0, offsetY: 0 } });
    expect(layerEffectsOf(canvasObjectSchema.parse({ id: 'e', _Type: 'elements', _Src: 'a.svg', shadow: { color: 'rgba(0,0,0,0)' } }))).toEqual({});
    expect(layerEffectsOf(canvasObjectSchema.parse({ id: 'i', _Type: 'image', _Src: 'a.png' }))).toEqual({});
  });
});

describe('avatar frames', () => {
  const avatar = (fields: Record<string, unknown>) =>
    canvasObjectSchema.parse({ id: 'avatar-1', _Type: 'avatar', _Src: 'a.png', width: 1000, height: 1000, scaleX: 0.5, scaleY: 0.5, ...fields }) as AvatarObject;
  const layer: ImageLayer = { id: 'avatar-1', kind: 'image', src: 'a.png', crop: null, matrix: [500, 0, 0, 500, 100, 0], opacity: 1, pixelScale: 0.5 };

  it('leaves an unframed avatar alone', () => {
    expect(framedAvatarLayers(avatar({}), layer)).toEqual([layer]);
  });

  it('cuts a circle frame of 700 x scale centred on the avatar', () => {
    const [framed] = framedAvatarLayers(avatar({ frame: 2 }), layer);
    expect(framed!.frameShape).toEqual({ x0: 0.15, y0: 0.15, x1: 0.85, y1: 0.85, radius: 175 });
  });

  it('puts the frame background behind the square-framed avatar, in the frame box, and gives it the shadow', () => {
    const shadowed = { ...layer, shadow: { blur: 1, color: '#000', offsetX: 1, offsetY: 1 } };
    const layers = framedAvatarLayers(avatar({ frame: 1, frameBox: { x: 0, y: 0, width: 500, height: 1000 }, frameBackground: { color: '#ff0000' } }), shadowed);
    expect(layers.map((each) => each.kind)).toEqual(['solid', 'image']);
    expect(layers[0]).toMatchObject({
      kind: 'solid',
      color: '#ff0000',
      matrix: [250, 0, 0, 500, 100, 0],
      frameShape: { x0: 0, y0: 0, x1: 1, y1: 1, radius: 25 },
      shadow: shadowed.shadow,
    });
    expect(layers[1]).not.toHaveProperty('shadow');
    expect(layers[1]!.frameShape).toEqual({ x0: 0, y0: 0, x1: 0.5, y1: 1, radius: 25 });
  });
});

describe('masks', () => {
  it('rasterises at the box size in quarter-octave steps, at most 1024', () => {
    const layer: ImageLayer = { id: 'i', kind: 'image', src: 'a.png', crop: null, matrix: [600, 0, 0, 300, 0, 0], opacity: 1, pixelScale: 1, mask: { src: '/m.svg' } };
    expect(maskRasterSize(layer, 0.5)).toEqual({ width: 305, height: 153 });
    expect(maskRasterSize(layer, 4)).toEqual({ width: 1024, height: 1024 });
    expect(maskKey(layer, 0.5)).toBe('mask:/m.svg:305x153');
    expect(maskKey({ ...layer, mask: undefined }, 1)).toBeNull();
  });
});

describe('shadow planning', () => {
  const shadow = { blur: 40, color: '#000', offsetX: 20, offsetY: 10 };

  it('pads the box by 3 sigma and downscales to about 2.5 texels of sigma', () => {
    const plan = planShadow(shadow, [600, 0, 0, 300, 600, 300], 0.5, { width: 960, height: 540 })!;
    // sigma = 20 canvas px = 10 output px; pad 32.
    expect(plan.box).toEqual({ x: 268, y: 118, width: 364, height: 214 });
    expect(plan.downscale).toBe(4);
    expect(plan.sigma).toBe(2.5);
    expect([plan.bufferWidth, plan.bufferHeight]).toEqual([91, 54]);
    expect([plan.offsetX, plan.offsetY]).toEqual([10, 5]);
    expect(shadowQuadAffine(plan, 0.5)).toEqual([728, 0, 0, 428, 556, 246]);
    // The caster's unit square lands inside the buffer, 8 texels in.
    expect(bufferAffine([600, 0, 0, 300, 600, 300], 0.5, plan)).toEqual([75, 0, 0, 37.5, 8, 8]);
  });

  it('keeps the buffer within its edge and skips shadows that cannot show', () => {
    const big = planShadow({ ...shadow, blur: 0 }, [4000, 0, 0, 4000, -1000, -1000], 1, { width: 1920, height: 1080 })!;
    expect(big.bufferWidth).toBeLessThanOrEqual(SHADOW_BUFFER_EDGE);
    expect(big.bufferHeight).toBeLessThanOrEqual(SHADOW_BUFFER_EDGE);
    expect(planShadow(shadow, [100, 0, 0, 100, 5000, 5000], 1, { width: 1920, height: 1080 })).toBeNull();
  });
});

describe('quad part', () => {
  it('reads the drawn part of the box back from the clip matrices', () => {
    const box = clipMatrix([800, 0, 0, 400, 100, 50], 1920, 1080);
    const drawn = clipMatrix([800 * 0.5, 0, 0, 400 * 0.25, 100 + 800 * 0.2, 50 + 400 * 0.1], 1920, 1080);
    expect(Array.from(quadPartOf(box, drawn)).map((value) => Math.round(value * 1e4) / 1e4)).toEqual([0.2, 0.1, 0.5, 0.25]);
  });
});
