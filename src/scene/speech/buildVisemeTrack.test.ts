import { describe, expect, it } from 'vitest';
import { buildVisemeTrack } from './buildVisemeTrack';
import { phonemeCues } from './phonemeVisemes';
import type { PhonemeAlphabet, PhonemeTiming } from './speechTimings';

/** Phonemes back to back from 0, given as [phoneme, end]. */
const spoken = (...phones: [string, number][]): PhonemeTiming[] => phones.map(([phoneme, end], index) => ({ phoneme, start: index === 0 ? 0 : phones[index - 1]![1], end }));

/** The track of phonemes written in `alphabet`. */
const trackOf = (phonemes: PhonemeTiming[], alphabet: PhonemeAlphabet, duration: number) => buildVisemeTrack(phonemeCues(phonemes, alphabet), duration);

describe('buildVisemeTrack', () => {
  it('maps ARPAbet phones to visemes with silence as rest', () => {
    const hello = spoken(['pau', 0.1], ['hh', 0.15], ['ax', 0.2], ['l', 0.3], ['ow', 0.45], ['pau', 0.6]);
    expect(trackOf(hello, 'arpabet', 0.6)).toEqual([
      { start: 0, end: 0.1, viseme: 'rest' },
      { start: 0.1, end: 0.15, viseme: 'etc' },
      { start: 0.15, end: 0.2, viseme: 'E' },
      { start: 0.2, end: 0.3, viseme: 'L' },
      { start: 0.3, end: 0.45, viseme: 'O' },
      { start: 0.45, end: 0.6, viseme: 'rest' },
    ]);
  });

  it('joins neighbours with the same viseme', () => {
    expect(trackOf(spoken(['k', 0.05], ['t', 0.1], ['s', 0.18]), 'arpabet', 0.18)).toEqual([{ start: 0, end: 0.18, viseme: 'etc' }]);
  });

  it('fills gaps with rest and ends exactly at the audio duration', () => {
    const phones: PhonemeTiming[] = [
      { phoneme: 'a', start: 0.2, end: 0.3 },
      { phoneme: 'o', start: 0.5, end: 0.6 },
    ];
    expect(trackOf(phones, 'ipa', 0.8)).toEqual([
      { start: 0, end: 0.2, viseme: 'rest' },
      { start: 0.2, end: 0.3, viseme: 'AI' },
      { start: 0.3, end: 0.5, viseme: 'rest' },
      { start: 0.5, end: 0.6, viseme: 'O' },
      { start: 0.6, end: 0.8, viseme: 'rest' },
    ]);
  });

  it('cuts phonemes at the audio end and overlaps at the previous end', () => {
    const phones: PhonemeTiming[] = [
      { phoneme: 'a', start: 0, end: 0.3 },
      { phoneme: 'f', start: 0.25, end: 0.4 },
      { phoneme: 'u', start: 0.4, end: 0.9 },
    ];
    expect(trackOf(phones, 'ipa', 0.5)).toEqual([
      { start: 0, end: 0.3, viseme: 'AI' },
      { start: 0.3, end: 0.4, viseme: 'FV' },
      { start: 0.4, end: 0.5, viseme: 'U' },
    ]);
  });

  it('holds a short lip closure 35 ms, half from each neighbour', () => {
    expect(trackOf(spoken(['a', 0.1], ['p', 0.12], ['a', 0.2]), 'ipa', 0.2)).toEqual([
      { start: 0, end: 0.092, viseme: 'AI' },
      { start: 0.092, end: 0.127, viseme: 'MBP' },
      { start: 0.127, end: 0.2, viseme: 'AI' },
    ]);
  });

  it('takes the whole closure time from one side at the start of the speech', () => {
    expect(trackOf(spoken(['m', 0.01], ['a', 0.2]), 'ipa', 0.2)).toEqual([
      { start: 0, end: 0.035, viseme: 'MBP' },
      { start: 0.035, end: 0.2, viseme: 'AI' },
    ]);
  });

  it('takes the rest from the other side when a neighbour is too short, and drops the emptied neighbour', () => {
    expect(trackOf(spoken(['a', 0.1], ['i', 0.105], ['b', 0.125], ['a', 0.2]), 'ipa', 0.2)).toEqual([
      { start: 0, end: 0.1, viseme: 'AI' },
      { start: 0.1, end: 0.135, viseme: 'MBP' },
      { start: 0.135, end: 0.2, viseme: 'AI' },
    ]);
  });

  it('leaves closures of 35 ms or more alone', () => {
    expect(trackOf(spoken(['aa', 0.1], ['m', 0.135], ['aa', 0.2]), 'arpabet', 0.2)).toEqual([
      { start: 0, end: 0.1, viseme: 'AI' },
      { start: 0.1, end: 0.135, viseme: 'MBP' },
      { start: 0.135, end: 0.2, viseme: 'AI' },
    ]);
  });

  it('gives silence as one rest cue and no audio as an empty track', () => {
    expect(buildVisemeTrack([], 1.5)).toEqual([{ start: 0, end: 1.5, viseme: 'rest' }]);
    expect(trackOf(spoken(['p', 0.1]), 'ipa', 0)).toEqual([]);
  });
});
