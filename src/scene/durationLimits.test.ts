import { describe, expect, it } from 'vitest';
import { checkAnimationDuration, checkSceneDuration, durationForAnimation, elementDelayRange, maxAnimationDuration, sceneDurationMinimum, withEnterDelay } from './durationLimits';
import { testProject } from '../../tests/support/testDocument';

describe('animation duration', () => {
  it('allows up to the stay time minus the opposite animation, rounded down to 2 decimals', () => {
    const timing = { stayTime: 5, enter: 1, exit: 1.5 };
    expect(maxAnimationDuration(timing, 'enter')).toBe(3.5);
    expect(maxAnimationDuration(timing, 'exit')).toBe(4);
    expect(maxAnimationDuration({ stayTime: 5.005, enter: 0, exit: 1 }, 'enter')).toBe(4);
    expect(maxAnimationDuration({ stayTime: 1, enter: 0, exit: 2 }, 'enter')).toBe(0);
  });

  it('keeps the previous value with the spec alerts, else stores 2 decimals', () => {
    expect(checkAnimationDuration(-0.25, 3)).toEqual({ value: null, alert: "Can't be less than 0 !" });
    expect(checkAnimationDuration(3.5, 3)).toEqual({ value: null, alert: "Can't be more than 3 !" });
    expect(checkAnimationDuration(3.25, 3.2)).toEqual({ value: null, alert: "Can't be more than 3.2 !" });
    expect(checkAnimationDuration(1.234, 3)).toEqual({ value: 1.23, alert: null });
    expect(checkAnimationDuration(3, 3)).toEqual({ value: 3, alert: null });
    expect(checkAnimationDuration(0, 3)).toEqual({ value: 0, alert: null });
  });

  it('sets the duration to 0 for animation 5', () => {
    expect(durationForAnimation(5, 1.5)).toBe(0);
    expect(durationForAnimation(12, 1.5)).toBe(1.5);
  });
});

describe('element delay', () => {
  it('runs from 0 to the scene length minus the minimum stay time', () => {
    expect(elementDelayRange({ enter: 1, exit: 1 }, 6)).toEqual({ min: 0, max: 4 });
    expect(elementDelayRange({ enter: 0, exit: 0 }, 2)).toEqual({ min: 0, max: 1.5 });
    expect(elementDelayRange({ enter: 3, exit: 3 }, 2)).toEqual({ min: 0, max: 0 });
  });

  it('shortens the stay time by the change, keeping the end', () => {
    const timing = { enterDelay: 1, stayTime: 4, enter: 0, exit: 0, volume: 80 };
    expect(withEnterDelay(timing, 2, 6)).toEqual({ enterDelay: 2, stayTime: 3, enter: 0, exit: 0, volume: 80 });
    expect(withEnterDelay(timing, 0, 6)).toMatchObject({ enterDelay: 0, stayTime: 5 });
    expect(withEnterDelay(timing, -1, 6)).toMatchObject({ enterDelay: 0, stayTime: 5 });
    expect(withEnterDelay(timing, 9, 6)).toMatchObject({ enterDelay: 5.5, stayTime: 0.5 });
    expect(withEnterDelay({ ...timing, enter: 1, exit: 1 }, 3, 6)).toMatchObject({ enterDelay: 3, stayTime: 2 });
  });
});

describe('Scene Duration', () => {
  it('has a minimum from the latest element, the delay constant and the minimum timeline length', () => {
    const scene = (elements: Parameters<typeof testProject>[0][0]['elements']) => testProject([{ elements }]).scenes['1']!;
    expect(sceneDurationMinimum(scene({}))).toBe(2);
    expect(sceneDurationMinimum(scene({ a: { timing: { enterDelay: 1, enter: 1, exit: 0.5 } }, b: { timing: { enterDelay: 3 } } }))).toBe(3.5);
    expect(sceneDurationMinimum(scene({ a: { timing: { enterDelay: 3, enter: 1.25, exit: 1, stayTime: 3 } } }))).toBe(5.25);
    expect(sceneDurationMinimum(scene({ a: { timing: { enterDelay: 0.5 } } }))).toBe(2);
  });

  it('stores the minimum with the spec alerts when the entry is too small', () => {
    expect(checkSceneDuration(-1, 3.5)).toEqual({ value: 3.5, alert: "Can't be less than 0 !" });
    expect(checkSceneDuration(3, 3.5)).toEqual({ value: 3.5, alert: "Can't be more than 3.5 !" });
    expect(checkSceneDuration(4, 3.5)).toEqual({ value: 4, alert: null });
  });
});
