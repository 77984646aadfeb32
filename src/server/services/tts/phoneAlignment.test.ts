import { describe, expect, it } from 'vitest';
import type { PhonemeTiming } from '../../../scene/speech/speechTimings';
import { alignWordsToPhones } from './phoneAlignment';

const isPause = (phone: string) => phone === 'pau';

/** Phones back to back from 0, given as [phone, end]. */
const timed = (...phones: [string, number][]): PhonemeTiming[] => phones.map(([phoneme, end], index) => ({ phoneme, start: index === 0 ? 0 : phones[index - 1]![1], end }));

describe('alignWordsToPhones', () => {
  it('gives each word the span of its phones, pauses left out', () => {
    const phones = timed(['pau', 0.1], ['hh', 0.2], ['ax', 0.25], ['l', 0.3], ['ow', 0.4], ['pau', 0.5], ['w', 0.6], ['er', 0.7], ['l', 0.8], ['d', 0.9], ['pau', 1]);
    const words = [
      { word: 'Hello', phones: ['hh', 'ax', 'l', 'ow'] },
      { word: 'world', phones: ['w', 'er', 'l', 'd'] },
    ];
    expect(alignWordsToPhones(words, phones, isPause)).toEqual([
      { word: 'Hello', start: 0.1, end: 0.4 },
      { word: 'world', start: 0.5, end: 0.9 },
    ]);
  });

  it('finds the boundary despite a changed vowel and a dropped phone', () => {
    // "the apple": the dictionary says "dh ax ae p ax l", the synthesiser said "dh iy ae p l".
    const phones = timed(['dh', 0.1], ['iy', 0.2], ['ae', 0.3], ['p', 0.4], ['l', 0.5]);
    const words = [
      { word: 'the', phones: ['dh', 'ax'] },
      { word: 'apple', phones: ['ae', 'p', 'ax', 'l'] },
    ];
    expect(alignWordsToPhones(words, phones, isPause)).toEqual([
      { word: 'the', start: 0, end: 0.2 },
      { word: 'apple', start: 0.2, end: 0.5 },
    ]);
  });

  it('gives an extra spoken phone to the word before it and leaves out words never spoken', () => {
    const phones = timed(['ow', 0.1], ['k', 0.2], ['ey', 0.3], ['s', 0.35]);
    const words = [
      { word: 'OK', phones: ['ow', 'k', 'ey'] },
      { word: '-', phones: [] },
    ];
    expect(alignWordsToPhones(words, phones, isPause)).toEqual([{ word: 'OK', start: 0, end: 0.35 }]);
  });

  it('gives nothing for no words or no phones', () => {
    expect(alignWordsToPhones([], timed(['aa', 0.1]), isPause)).toEqual([]);
    expect(alignWordsToPhones([{ word: 'a', phones: ['ax'] }], [], isPause)).toEqual([]);
  });
});
