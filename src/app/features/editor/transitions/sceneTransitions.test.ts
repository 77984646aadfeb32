import { describe, expect, it } from 'vitest';
import { catalogueTransition, TRANSITIONS } from '../../../../scene/effects/transitions';
import { findEntry, shownTransitionColors, transitionFor, withColor } from './sceneTransitions';

const entry = { id: 2, name: 'Fade to Black', src: '', animationData: {}, colorArr: ['#000000'], duration: 1 };

describe('scene transition choices', () => {
  it('stores an entry as it is, with fresh lists, keeping a chosen length', () => {
    const stored = transitionFor(entry);
    expect(stored).toEqual(entry);
    expect(stored.colorArr).not.toBe(entry.colorArr);
    expect(transitionFor(entry, 2.5).duration).toBe(2.5);
  });

  it('finds an entry by id, numbers and numeric strings alike', () => {
    expect(findEntry([entry], '2')).toBe(entry);
    expect(findEntry([entry], 3)).toBeUndefined();
    expect(findEntry([entry], undefined)).toBeUndefined();
  });

  it("shows the colours the engine draws: the stored ones, the definition's where fewer are stored", () => {
    const definition = TRANSITIONS.find((candidate) => candidate.colors.length > 0)!;
    expect(shownTransitionColors({ ...catalogueTransition(definition), colorArr: [] })).toEqual(definition.colors);
    expect(shownTransitionColors({ ...catalogueTransition(definition), colorArr: ['#123456'] })).toEqual(['#123456', ...definition.colors.slice(1)]);
    expect(shownTransitionColors({ ...entry, id: 'unknown', colorArr: ['#abcdef'] })).toEqual(['#abcdef']);
  });

  it('replaces one colour', () => {
    expect(withColor(['#000000', '#111111'], 1, '#ffffff')).toEqual(['#000000', '#ffffff']);
    expect(withColor([], 1, '#ffffff')).toEqual(['#000000', '#ffffff']);
  });
});
