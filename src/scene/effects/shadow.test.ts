import { describe, expect, it } from 'vitest';
import { controlsFromShadow, DEFAULT_SHADOW_CONTROLS, defaultShadow, parseRgba, SHADOW_PARAMS, shadowFromControls } from './shadow';

describe('shadow controls', () => {
  it('has the spec ranges and defaults', () => {
    expect(DEFAULT_SHADOW_CONTROLS).toEqual({ opacity: 70, blur: 40, color: '#000000', angle: 0, distance: 0 });
    expect([SHADOW_PARAMS.angle.min, SHADOW_PARAMS.angle.max, SHADOW_PARAMS.distance.max, SHADOW_PARAMS.opacity.max, SHADOW_PARAMS.blur.max]).toEqual([0, 359, 359, 100, 100]);
    expect(defaultShadow()).toEqual({ blur: 40, color: 'rgba(0,0,0,0.7)', offsetX: 0, offsetY: 0 });
  });

  it('turns angle and distance into an offset (0 right, 90 down) and opacity into alpha', () => {
    expect(shadowFromControls({ angle: 0, distance: 10, opacity: 100, blur: 5, color: '#ff0000' })).toEqual({ blur: 5, color: 'rgba(255,0,0,1)', offsetX: 10, offsetY: 0 });
    expect(shadowFromControls({ angle: 90, distance: 20, opacity: 50, blur: 0, color: '#336699' })).toEqual({ blur: 0, color: 'rgba(51,102,153,0.5)', offsetX: 0, offsetY: 20 });
    expect(shadowFromControls({ angle: 225, distance: 10, opacity: 70, blur: 40, color: '#000' })).toEqual({
      blur: 40,
      color: 'rgba(0,0,0,0.7)',
      offsetX: -7.071,
      offsetY: -7.071,
    });
  });

  it('clamps to the ranges and wraps the angle', () => {
    const shadow = shadowFromControls({ angle: 360, distance: 500, opacity: 150, blur: -3, color: 'nonsense' });
    expect(shadow).toEqual({ blur: 0, color: 'rgba(0,0,0,1)', offsetX: 359, offsetY: 0 });
    expect(shadowFromControls({ angle: -90, distance: 1, opacity: 0, blur: 1, color: '#fff' }).offsetY).toBe(-1);
  });

  it('reads a stored shadow back into the controls (round trip)', () => {
    for (const controls of [
      { angle: 0, distance: 0, opacity: 70, blur: 40, color: '#000000' },
      { angle: 45, distance: 30, opacity: 35, blur: 12, color: '#e7416a' },
      { angle: 270, distance: 359, opacity: 100, blur: 100, color: '#ffffff' },
      { angle: 359, distance: 100, opacity: 1, blur: 0, color: '#123456' },
    ]) {
      expect(controlsFromShadow(shadowFromControls(controls))).toEqual(controls);
    }
    expect(controlsFromShadow(null)).toEqual(DEFAULT_SHADOW_CONTROLS);
    expect(controlsFromShadow({ blur: 3, color: 'rgba(0, 0, 0, 0.25)', offsetX: 0, offsetY: -5 })).toEqual({ angle: 270, distance: 5, opacity: 25, blur: 3, color: '#000000' });
  });

  it('parses hex and rgb() colours', () => {
    expect(parseRgba('#fff8')).toEqual({ r: 255, g: 255, b: 255, a: 0x88 / 255 });
    expect(parseRgba('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseRgba('hsl(0, 0%, 0%)')).toBeNull();
  });
});
