import { describe, expect, it } from 'vitest';
import { sceneTransitionSchema } from '../schema/transition';
import { catalogueTransition, clampParam, findTransition, transitionColors, transitionParams, TRANSITIONS } from './transitions';

describe('scene transition definitions', () => {
  it('has at least 20, with unique ids, keys and names', () => {
    expect(TRANSITIONS.length).toBeGreaterThanOrEqual(20);
    for (const field of ['id', 'key', 'name'] as const) expect(new Set(TRANSITIONS.map((definition) => definition[field])).size).toBe(TRANSITIONS.length);
  });

  it('keeps Fade as id 1 (the crossfade stored projects already use)', () => {
    expect(findTransition(1)).toMatchObject({ key: 'fade', name: 'Fade' });
    expect(findTransition('crossfade')).toBe(findTransition(1));
  });

  it.each(TRANSITIONS.map((definition) => [definition.name, definition] as const))('%s: sane duration, kebab key, defaults inside their ranges', (_name, definition) => {
    expect(definition.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(definition.duration).toBeGreaterThan(0);
    expect(definition.duration).toBeLessThanOrEqual(3);
    for (const param of definition.params) {
      expect(param.min).toBeLessThan(param.max);
      expect(param.step).toBeGreaterThan(0);
      expect(param.default).toBeGreaterThanOrEqual(param.min);
      expect(param.default).toBeLessThanOrEqual(param.max);
    }
    for (const color of definition.colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('finds a definition by number, numeric string or key; nothing for an unknown id', () => {
    expect(findTransition(4)?.key).toBe('wipe-left');
    expect(findTransition('4')?.key).toBe('wipe-left');
    expect(findTransition('wipe-left')?.id).toBe(4);
    expect(findTransition(999)).toBeUndefined();
    expect(findTransition('nope')).toBeUndefined();
    expect(findTransition(null)).toBeUndefined();
  });

  it('reads parameters from animationData.params, held in range, defaults otherwise', () => {
    const dissolve = findTransition('dissolve')!;
    expect(transitionParams(dissolve, {})).toEqual({ grain: 4, softness: 0.1 });
    expect(transitionParams(dissolve, { params: { grain: 500, softness: 'x' } })).toEqual({ grain: 32, softness: 0.1 });
    expect(transitionParams(dissolve, { params: { grain: 8 } })).toEqual({ grain: 8, softness: 0.1 });
    expect(clampParam(dissolve.params[0]!, -3)).toBe(1);
  });

  it('takes the document colours in order, defaults where missing', () => {
    const fadeBlack = findTransition('fade-black')!;
    expect(transitionColors(fadeBlack)).toEqual(['#000000']);
    expect(transitionColors(fadeBlack, ['#ff0000', '#00ff00'])).toEqual(['#ff0000']);
    expect(transitionColors(findTransition('fade')!, ['#ff0000'])).toEqual([]);
  });

  it('gives catalogue entries that the document schema stores unchanged', () => {
    for (const definition of TRANSITIONS) {
      const entry = catalogueTransition(definition);
      expect(sceneTransitionSchema.parse(entry)).toEqual(entry);
      expect(entry).toEqual({ id: definition.id, name: definition.name, src: '', animationData: {}, colorArr: [...definition.colors], duration: definition.duration });
    }
  });
});
