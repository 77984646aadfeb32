import { describe, expect, it } from 'vitest';
import { chooseTextEffect, effectSliderValue, TEXT_EFFECT_SLIDERS, TEXT_EFFECTS, textEffectDefinition, textEffectId } from './textEffects';

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
