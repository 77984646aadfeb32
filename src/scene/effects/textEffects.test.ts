import { describe, expect, it } from 'vitest';
import {
  chooseTextEffect,
  effectSliderValue,
  TEXT_EFFECT_SLIDERS,
  TEXT_EFFECTS,
  TEXT_FILL,
  textEffectDefinition,
  textEffectId,
  textEffectPaint,
  textEffectReach,
} from './textEffects';

describe('text effects', () => {
  it('are ids 0..7 with the spec names', () => {
    expect(TEXT_EFFECTS.map((effect) => [effect.id, effect.name])).toEqual([
      [0, 'None'],
      [1, 'Shadow'],
      [2, 'Lift'],
      [3, 'Hollow'],
      [4, 'Splice'],
      [5, 'Outline'],
      [6, 'Echo'],
      [7, 'Glitch'],
    ]);
  });

  it('use the spec ranges', () => {
    expect(TEXT_EFFECT_SLIDERS.borderWidth).toMatchObject({ min: 0, max: 10 });
    expect(TEXT_EFFECT_SLIDERS.depth).toMatchObject({ min: 0, max: 10 });
    expect(TEXT_EFFECT_SLIDERS.distance).toMatchObject({ min: 0, max: 50 });
    expect(TEXT_EFFECT_SLIDERS.emboss).toMatchObject({ min: 0, max: 50 });
    expect(TEXT_EFFECT_SLIDERS.intensity).toMatchObject({ min: 1, max: 100 });
    expect(TEXT_EFFECT_SLIDERS.angle).toMatchObject({ min: 0, max: 359 });
    expect(TEXT_EFFECT_SLIDERS.opacity).toMatchObject({ min: 0, max: 100 });
    expect(TEXT_EFFECT_SLIDERS.blur).toMatchObject({ min: 0, max: 100 });
  });

  it('have defaults within their ranges for every setting they use, and none they do not use', () => {
    for (const effect of TEXT_EFFECTS) {
      expect(Object.keys(effect.defaults).sort()).toEqual([...effect.controls].sort());
      for (const control of effect.controls) {
        if (control === 'color') continue;
        const value = effect.defaults[control] as number;
        expect(value).toBeGreaterThanOrEqual(TEXT_EFFECT_SLIDERS[control].min);
        expect(value).toBeLessThanOrEqual(TEXT_EFFECT_SLIDERS[control].max);
      }
    }
  });

  it('read a missing or unknown effect as None', () => {
    expect(textEffectId(undefined)).toBe(0);
    expect(textEffectId({ id: 4 })).toBe(4);
    expect(textEffectDefinition(12).name).toBe('None');
  });

  it('choose None by removing the effect', () => {
    expect(chooseTextEffect(0, { id: 1, distance: 5 })).toBeUndefined();
  });

  it('start a chosen effect from its defaults', () => {
    expect(chooseTextEffect(5, undefined)).toEqual({ id: 5, borderWidth: 2, color: '#000000' });
  });

  it('keep the settings the new effect shares with the old one', () => {
    expect(chooseTextEffect(6, { id: 1, distance: 30, angle: 120, blur: 80, opacity: 10, color: '#ff0000' })).toEqual({
      id: 6,
      distance: 30,
      angle: 120,
      depth: 3,
      color: '#ff0000',
    });
  });

  it('show a missing setting as the default', () => {
    expect(effectSliderValue({ id: 1 }, 'distance')).toBe(10);
    expect(effectSliderValue({ id: 1, distance: 0 }, 'distance')).toBe(0);
    expect(effectSliderValue({ id: 3 }, 'intensity')).toBe(1);
  });
});

describe('text effect paint', () => {
  it('draws None and a missing effect as the plain text', () => {
    expect(textEffectPaint(undefined, 100)).toEqual([{ dx: 0, dy: 0, color: TEXT_FILL, alpha: 1, blur: 0, mode: 'fill', lineWidth: 0 }]);
    expect(textEffectPaint({ id: 0 }, 100)).toHaveLength(1);
  });

  it('turns shadow settings into an offset, blurred, translucent copy under the text', () => {
    const [shadow, text] = textEffectPaint({ id: 1, distance: 10, angle: 90, blur: 20, opacity: 40, color: '#112233' }, 100);
    expect(shadow!.dx).toBeCloseTo(0);
    expect(shadow!.dy).toBeCloseTo(10);
    expect(shadow).toMatchObject({ color: '#112233', alpha: 0.4, blur: 10, mode: 'fill' });
    expect(text!.color).toBe(TEXT_FILL);
  });

  it('draws hollow as a stroke only, outline as a stroke under the fill, echo as depth copies, glitch as two split copies', () => {
    expect(textEffectPaint({ id: 3, borderWidth: 10 }, 100)).toEqual([expect.objectContaining({ mode: 'stroke', color: TEXT_FILL, lineWidth: 10 })]);
    const outline = textEffectPaint({ id: 5, borderWidth: 5, color: '#000000' }, 100);
    expect(outline.map((pass) => [pass.mode, pass.color])).toEqual([
      ['stroke', '#000000'],
      ['fill', TEXT_FILL],
    ]);
    expect(textEffectPaint({ id: 6, depth: 4, distance: 5, angle: 0 }, 100)).toHaveLength(5);
    const glitch = textEffectPaint({ id: 7, distance: 5, angle: 0, color: '#00ffff' }, 100);
    expect(glitch.map((pass) => [Math.round(pass.dx), pass.color])).toEqual([
      [5, '#00ffff'],
      [-5, '#ff0000'],
      [0, TEXT_FILL],
    ]);
    expect(textEffectReach(glitch)).toBeCloseTo(5);
  });

  it('fills missing settings from the effect defaults', () => {
    const [shadow] = textEffectPaint({ id: 1 }, 100);
    expect(shadow).toMatchObject({ alpha: 0.4, color: '#000000' });
  });
});
