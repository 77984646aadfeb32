import { describe, expect, it } from 'vitest';
import { elementEnd, lengthElements, sceneLength, timingOf } from './sceneTiming';
import { testProject } from '../../tests/support/testDocument';

/** The only scene of a one-scene test project. */
function sceneOf(...args: Parameters<typeof testProject>) {
  const scene = Object.values(testProject(...args).scenes)[0];
  if (!scene) throw new Error('no scene');
  return scene;
}

describe('elementEnd', () => {
  it('is enterDelay + stayTime to 3 decimals', () => {
    expect(elementEnd({ enterDelay: 1.25, stayTime: 3.5 })).toBe(4.75);
    expect(elementEnd({ enterDelay: 0.1, stayTime: 0.2 })).toBe(0.3);
  });
});

describe('sceneLength', () => {
  it('is at least 2 s', () => {
    expect(sceneLength(sceneOf([{}]))).toBe(2);
    expect(sceneLength(sceneOf([{ elements: { a: { timing: { enterDelay: 0, stayTime: 1 } } } }]))).toBe(2);
  });

  it('is the latest element end', () => {
    const scene = sceneOf([{ elements: { a: { timing: { enterDelay: 1, stayTime: 4 } }, b: { timing: { enterDelay: 3.5, stayTime: 2.75 } } } }]);
    expect(sceneLength(scene)).toBe(6.25);
  });

  it('counts hidden elements and music, but not music looping across scenes, objects without timing or the background', () => {
    const scene = sceneOf([
      {
        elements: {
          hidden: { isHidden: true, timing: { enterDelay: 0, stayTime: 7 } },
          music: { type: 'music', timing: { enterDelay: 0, stayTime: 8, adjustLength: 1 } },
          carried: { type: 'music', timing: { enterDelay: 0, stayTime: 90, adjustLength: 4 } },
          untimed: {},
        },
      },
    ]);
    scene.elements['background-1'] = { ...scene.elements.hidden!, stayTime: 50 };
    expect(sceneLength(scene)).toBe(8);
    expect(lengthElements(scene).map(({ object }) => object.id)).toEqual(['hidden', 'music']);
  });

  it('is at least the Scene Duration the user set', () => {
    expect(sceneLength(sceneOf([{ duration: 9.5, elements: { a: { timing: { stayTime: 4 } } } }]))).toBe(9.5);
    expect(sceneLength(sceneOf([{ duration: 3, elements: { a: { timing: { stayTime: 4 } } } }]))).toBe(4);
  });
});

describe('timingOf', () => {
  const scene = sceneOf([
    { elements: { a: { timing: { enterDelay: 1, stayTime: 6 } }, untimed: {}, video: { type: 'video', timing: { enterDelay: 2, stayTime: 3, trimEnd: 4 } } } },
  ]);

  it('gives stored timings as they are', () => {
    expect(timingOf(scene, { id: 'video', _Type: 'video' })).toBe(scene.elements.video);
  });

  it('spans the scene for the background, keeping its media settings, and for objects without timing', () => {
    scene.elements['background-1'] = { ...scene.elements.video!, adjustLength: 1 };
    expect(timingOf(scene, { id: 'background-1', _Type: 'background' })).toMatchObject({ enterDelay: 0, stayTime: 7, trimEnd: 4, adjustLength: 1 });
    expect(timingOf(scene, { id: 'untimed', _Type: 'text' })).toEqual({
      enterDelay: 0,
      stayTime: 7,
      enter: 0,
      exit: 0,
      trimStart: 0,
      trimEnd: 10,
      duration: 0,
      volume: 100,
      adjustLength: 3,
    });
    expect(timingOf(scene, { id: 'untimed', _Type: 'text' }, 12).stayTime).toBe(12);
  });
});
