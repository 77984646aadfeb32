import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../scene/effects/transitions';
import { colorUniform, drawnTransitionKeys, paramUniform, TRANSITION_PROGRAMS, transitionDraw } from './transitions';

const size = { width: 1920, height: 1080 };

describe('transition id -> program and uniforms', () => {
  it('draws every catalogue entry with its own mapping, and uses every program', () => {
    expect(drawnTransitionKeys().sort()).toEqual(TRANSITIONS.map((definition) => definition.key).sort());
    const used = new Set(TRANSITIONS.map((definition) => transitionDraw({ id: definition.id, progress: 0.5 }, size).program));
    expect([...used].sort()).toEqual([...TRANSITION_PROGRAMS].sort());
    expect(TRANSITION_PROGRAMS.length).toBeGreaterThanOrEqual(20);
  });

  it('maps ids, numeric strings and keys alike', () => {
    expect(transitionDraw({ id: 1, progress: 0 }, size).program).toBe('crossfade');
    expect(transitionDraw({ id: 4, progress: 0 }, size)).toMatchObject({ program: 'transitionWipe', uniforms: { uDirection: [-1, 0], uSoftness: 0.05 } });
    expect(transitionDraw({ id: '4', progress: 0 }, size).program).toBe('transitionWipe');
    expect(transitionDraw({ id: 'slide-up', progress: 0 }, size)).toMatchObject({ program: 'transitionSlide', uniforms: { uDirection: [0, 1] } });
    expect(transitionDraw({ id: 'crossfade', progress: 0 }, size).program).toBe('crossfade');
  });

  it('falls back to the crossfade for an unknown id', () => {
    for (const id of [999, 'no-such', '', -1]) {
      expect(transitionDraw({ id, progress: 0.25 }, size)).toEqual({
        program: 'crossfade',
        definition: null,
        uniforms: { uProgress: 0.25, uAspect: 1920 / 1080, uResolution: [1920, 1080] },
      });
    }
  });

  it('passes progress (held to 0..1), size, parameters and colours', () => {
    const draw = transitionDraw({ id: 'fade-black', progress: 1.5, colors: ['#ff0000'], animationData: { params: { hold: 0.3 } } }, { width: 320, height: 180 });
    expect(draw.uniforms).toEqual({ uProgress: 1, uAspect: 320 / 180, uResolution: [320, 180], uHold: 0.3, uColor: [1, 0, 0, 1] });
    expect(transitionDraw({ id: 'fade-white', progress: -1 }, size).uniforms).toMatchObject({ uProgress: 0, uColor: [1, 1, 1, 1], uHold: 0.1 });
  });

  it('names uniforms uCamelCase', () => {
    expect(paramUniform('softness')).toBe('uSoftness');
    expect(paramUniform('maxSize')).toBe('uMaxSize');
    expect([colorUniform(0), colorUniform(1)]).toEqual(['uColor', 'uColor2']);
  });
});
