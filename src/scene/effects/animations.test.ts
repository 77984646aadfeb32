import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMATION_IDS, ZERO_DURATION_ANIMATION_ID } from '../constants';
import { animationCatalogue, animationDefinition, ANIMATIONS } from './animations';
import { TEXT_ANIMATION_FIRST_ID, TEXT_ANIMATIONS, textAnimationCatalogue, unitProgress, unitWindow } from './textAnimations';

describe('object animations', () => {
  it('are at least 30, with unique ids below the text animations', () => {
    const ids = ANIMATIONS.map((definition) => definition.id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeLessThan(TEXT_ANIMATION_FIRST_ID);
    expect(new Set(ANIMATIONS.map((definition) => `${definition.kind}:${definition.name}`)).size).toBe(ids.length);
  });

  it('have None as id 5 (enter and exit) and Steady as the default in-place id 34', () => {
    expect(animationDefinition(ZERO_DURATION_ANIMATION_ID)).toMatchObject({ name: 'None', motion: { type: 'none' } });
    expect(animationDefinition(DEFAULT_ANIMATION_IDS.place)).toMatchObject({ name: 'Steady', kind: 'place', loop: { type: 'steady' } });
    const none = animationCatalogue().find((item) => item.id === 5)!;
    expect(none.kinds).toEqual(['enter', 'exit']);
  });

  it('cover every slot with fades, slides from each side, zooms, pops, wipes, bounces, rotations and loops', () => {
    const names = ANIMATIONS.map((definition) => definition.name);
    for (const name of [
      'Fade In',
      'Slide In Left',
      'Slide In Right',
      'Slide In Top',
      'Slide In Bottom',
      'Zoom In',
      'Zoom Out',
      'Pop',
      'Wipe Left',
      'Bounce In',
      'Rotate In',
      'Drop In',
      'Typewriter',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of ['Pulse', 'Float', 'Wiggle', 'Spin Slow', 'Breathe']) expect(names).toContain(name);
    const counts = { enter: 0, exit: 0, place: 0 };
    for (const definition of ANIMATIONS) counts[definition.kind]++;
    expect(counts.enter).toBeGreaterThanOrEqual(15);
    expect(counts.exit).toBeGreaterThanOrEqual(15);
    expect(counts.place).toBeGreaterThanOrEqual(8);
  });

  it('make the catalogue from the definitions, in id order', () => {
    const catalogue = animationCatalogue();
    expect(catalogue.map((item) => item.id)).toEqual([...ANIMATIONS.map((definition) => definition.id)].sort((a, b) => a - b));
    expect(catalogue.find((item) => item.id === 40)).toMatchObject({ name: 'Float', kind: 'place', kinds: ['place'], period: 3 });
    expect(catalogue.find((item) => item.id === 2)).toMatchObject({ kind: 'enter', period: null, animationData: { motion: { type: 'slide', from: 'left' } } });
    expect(JSON.parse(JSON.stringify(catalogue))).toEqual(catalogue);
  });
});

describe('text animations', () => {
  it('have unique ids from 101, each by char, word or line, all three kinds present', () => {
    const ids = TEXT_ANIMATIONS.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(TEXT_ANIMATION_FIRST_ID);
    expect(new Set(TEXT_ANIMATIONS.map((definition) => definition.kind))).toEqual(new Set(['char', 'word', 'line']));
    expect(textAnimationCatalogue().map((item) => item.name)).toEqual(expect.arrayContaining(['Typewriter', 'Fade by Word', 'Rise by Line', 'Pop by Character']));
  });

  it('start units evenly, the last ending with the slot', () => {
    expect(unitWindow({ overlap: 0.4 }, 0, 5)).toEqual({ start: 0, length: 0.4 });
    expect(unitWindow({ overlap: 0.4 }, 4, 5).start).toBeCloseTo(0.6);
    expect(unitWindow({ overlap: 0.4 }, 0, 1)).toEqual({ start: 0, length: 1 });
    expect(unitProgress(unitWindow({ overlap: 0.4 }, 4, 5), 0.8)).toBeCloseTo(0.5);
  });

  it('reveal typewriter units one after another: none at 0, all at 1', () => {
    const windows = Array.from({ length: 4 }, (_, index) => unitWindow({ overlap: 0 }, index, 4));
    expect(windows.map((window) => unitProgress(window, 0))).toEqual([0, 0, 0, 0]);
    expect(windows.map((window) => unitProgress(window, 0.3))).toEqual([1, 1, 0, 0]);
    expect(windows.map((window) => unitProgress(window, 1))).toEqual([1, 1, 1, 1]);
  });
});
