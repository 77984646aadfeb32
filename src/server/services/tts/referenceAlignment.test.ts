import { describe, expect, it } from 'vitest';
import { alignTimings, mapTime, phonemeSpan, speechSpan } from './referenceAlignment';

/** `seconds` of audio at 1 kHz with a 0.5-amplitude square wave from `onset` to `offset` and faint noise elsewhere. */
function burst(seconds: number, onset: number, offset: number): Float32Array {
  return Float32Array.from({ length: seconds * 1000 }, (_, index) => {
    const time = index / 1000;
    return time >= onset && time < offset ? (index % 2 ? 0.5 : -0.5) : index % 2 ? 0.0001 : -0.0001;
  });
}

describe('speechSpan', () => {
  it('finds the loud part to the 10 ms frame', () => {
    expect(speechSpan(burst(2, 0.3, 1.5), 1000)).toEqual({ onset: 0.3, offset: 1.5, duration: 2 });
  });

  it('gives silence an empty span', () => {
    expect(speechSpan(new Float32Array(500), 1000)).toEqual({ onset: 0, offset: 0, duration: 0.5 });
  });
});

describe('phonemeSpan', () => {
  it('spans the phonemes that are not pauses', () => {
    const phonemes = [
      { phoneme: 'pau', start: 0, end: 0.2 },
      { phoneme: 'hh', start: 0.2, end: 0.3 },
      { phoneme: 'ay', start: 0.3, end: 0.6 },
      { phoneme: 'pau', start: 0.6, end: 0.8 },
    ];
    expect(phonemeSpan(phonemes, 'arpabet', 0.8)).toEqual({ onset: 0.2, offset: 0.6, duration: 0.8 });
    expect(phonemeSpan([{ phoneme: 'a', start: 0.1, end: 0.9 }], 'ipa', 0.7)).toEqual({ onset: 0.1, offset: 0.7, duration: 0.7 });
    expect(phonemeSpan([], 'ipa', 0.5)).toEqual({ onset: 0, offset: 0, duration: 0.5 });
  });
});

describe('mapTime and alignTimings', () => {
  const reference = { onset: 0.2, offset: 1.2, duration: 1.4 };
  const cloud = { onset: 0.5, offset: 2.5, duration: 3 };

  it('maps silence onto silence and speech onto speech', () => {
    expect(mapTime(0.1, reference, cloud)).toBeCloseTo(0.25, 9);
    expect(mapTime(0.2, reference, cloud)).toBeCloseTo(0.5, 9);
    expect(mapTime(0.7, reference, cloud)).toBeCloseTo(1.5, 9);
    expect(mapTime(1.2, reference, cloud)).toBeCloseTo(2.5, 9);
    expect(mapTime(1.3, reference, cloud)).toBeCloseTo(2.75, 9);
    expect(mapTime(1.4, reference, cloud)).toBeCloseTo(3, 9);
  });

  it('keeps times within the target and scales everything when the reference is silent', () => {
    expect(mapTime(9, reference, cloud)).toBe(3);
    expect(mapTime(0.5, { onset: 0, offset: 0, duration: 1 }, cloud)).toBeCloseTo(1.5, 9);
  });

  it('moves starts and ends and keeps the other fields', () => {
    const [aligned] = alignTimings([{ phoneme: 'aa', start: 0.2, end: 0.7 }], reference, cloud);
    expect(aligned!.phoneme).toBe('aa');
    expect(aligned!.start).toBeCloseTo(0.5, 9);
    expect(aligned!.end).toBeCloseTo(1.5, 9);
  });
});
