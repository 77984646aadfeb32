import { describe, expect, it } from 'vitest';
import { testProject } from '../../tests/support/testDocument';
import { isActiveAt, isVisibleAt, objectsAtRest, visibleObjectsAt } from './visibility';

describe('isActiveAt', () => {
  const timing = { enterDelay: 1.2, stayTime: 2.5 };

  it('holds from enterDelay to enterDelay + stayTime, both included', () => {
    expect(isActiveAt(timing, 1.19)).toBe(false);
    expect(isActiveAt(timing, 1.2)).toBe(true);
    expect(isActiveAt(timing, 3.7)).toBe(true);
    expect(isActiveAt(timing, 3.71)).toBe(false);
  });

  it('forgives float error at the ends', () => {
    expect(0.3 + 0.6).toBeLessThan(0.9);
    expect(isActiveAt({ enterDelay: 0.3, stayTime: 0.6 }, 0.9)).toBe(true);
    expect(isActiveAt({ enterDelay: 0.28, stayTime: 1 }, 7 / 25)).toBe(true);
  });
});

describe('isVisibleAt', () => {
  const timing = { enterDelay: 1, stayTime: 2 };

  it('shows an element only during its bar', () => {
    expect(isVisibleAt({ _Type: 'text' }, timing, 0.5)).toBe(false);
    expect(isVisibleAt({ _Type: 'image' }, timing, 1)).toBe(true);
    expect(isVisibleAt({ _Type: 'video' }, timing, 3)).toBe(true);
    expect(isVisibleAt({ _Type: 'shape' }, timing, 3.04)).toBe(false);
  });

  it('never shows hidden objects or music', () => {
    expect(isVisibleAt({ _Type: 'text', _Hidden: true }, timing, 2)).toBe(false);
    expect(isVisibleAt({ _Type: 'music' }, timing, 2)).toBe(false);
    expect(isVisibleAt({ _Type: 'music' }, undefined, 2)).toBe(false);
  });

  it('always shows the background and objects without timing', () => {
    expect(isVisibleAt({ _Type: 'background' }, timing, 99)).toBe(true);
    expect(isVisibleAt({ _Type: 'text' }, undefined, 99)).toBe(true);
    expect(isVisibleAt({ _Type: 'background', _Hidden: true }, undefined, 0)).toBe(false);
  });
});

describe('visibleObjectsAt', () => {
  const elements = {
    avatar: { type: 'avatar' as const, timing: { enterDelay: 0, stayTime: 6 } },
    title: { timing: { enterDelay: 1, stayTime: 2 } },
    music: { type: 'music' as const, timing: { enterDelay: 0, stayTime: 6 } },
  };

  it('lists the drawn objects bottom first with their timing', () => {
    const scene = testProject([{ elements }]).scenes['1']!;
    expect(visibleObjectsAt(scene, 0.5).map(({ object }) => object.id)).toEqual(['background-1', 'avatar']);
    const atTwo = visibleObjectsAt(scene, 2);
    expect(atTwo.map(({ object }) => object.id)).toEqual(['background-1', 'avatar', 'title']);
    expect(atTwo[0]?.timing).toMatchObject({ enterDelay: 0, stayTime: 6 });
    expect(atTwo[2]?.timing).toBe(scene.elements.title);
  });

  it('draws the avatar in avatar mode only', () => {
    for (const [mode, ids] of [
      [0, ['background-1', 'avatar', 'title']],
      [1, ['background-1', 'title']],
      [2, ['background-1', 'title']],
    ] as const) {
      const scene = testProject([{ elements, mode }]).scenes['1']!;
      expect(visibleObjectsAt(scene, 2).map(({ object }) => object.id)).toEqual(ids);
    }
  });
});

describe('objectsAtRest', () => {
  const elements = {
    avatar: { type: 'avatar' as const, timing: { enterDelay: 0, stayTime: 6 } },
    late: { timing: { enterDelay: 4, stayTime: 1 } },
    hidden: { isHidden: true, timing: { enterDelay: 0, stayTime: 1 } },
    music: { type: 'music' as const, timing: { enterDelay: 0, stayTime: 6 } },
  };

  it('lists every drawable object whatever its bar, without hidden objects and music', () => {
    const scene = testProject([{ elements }]).scenes['1']!;
    expect(objectsAtRest(scene).map(({ object }) => object.id)).toEqual(['background-1', 'avatar', 'late']);
    expect(objectsAtRest(scene)[2]?.timing).toBe(scene.elements.late);
  });

  it('leaves the avatar out when the scene shows none', () => {
    const scene = testProject([{ elements, mode: 1 }]).scenes['1']!;
    expect(objectsAtRest(scene).map(({ object }) => object.id)).toEqual(['background-1', 'late']);
  });
});
