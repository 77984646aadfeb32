import { describe, expect, it } from 'vitest';
import { testProject } from '../../../tests/support/testDocument';
import { newElementTiming } from './newTiming';

describe('newElementTiming', () => {
  const short = testProject([{}]).scenes['1'];
  const long = testProject([{ elements: { t: { timing: { enterDelay: 2, stayTime: 10.5 } } } }]).scenes['1'];
  if (!short || !long) throw new Error('missing scene');

  it('starts at 0 and lasts 5 s, or the whole scene when it is longer', () => {
    expect(newElementTiming(short)).toEqual({ enterDelay: 0, stayTime: 5, enter: 0, exit: 0, trimStart: 0, trimEnd: 10, duration: 0, volume: 100, adjustLength: 3 });
    expect(newElementTiming(long).stayTime).toBe(12.5);
  });

  it('takes given fields, keeps the stay-time floor and a consistent trim', () => {
    expect(newElementTiming(short, { enterDelay: 1, stayTime: 3, volume: 50, enter: undefined })).toMatchObject({ enterDelay: 1, stayTime: 3, volume: 50, enter: 0 });
    expect(newElementTiming(short, { stayTime: 0.2 }).stayTime).toBe(0.5);
    expect(newElementTiming(short, { enter: 1, exit: 1.25, stayTime: 1 }).stayTime).toBe(2.25);
    expect(newElementTiming(short, { duration: 4 })).toMatchObject({ trimStart: 0, trimEnd: 4, duration: 4 });
  });

  it('refuses out-of-range fields, naming them', () => {
    expect(() => newElementTiming(short, { enterDelay: -1 }, 'elements.t')).toThrow(
      expect.objectContaining({ code: 'INVALID_VALUE', message: 'elements.t.enterDelay: Too small: expected number to be >=0' }),
    );
  });
});
