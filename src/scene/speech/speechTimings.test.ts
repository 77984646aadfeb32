import { describe, expect, it } from 'vitest';
import { clipTimings, layoutSpeechBoxes, offsetTimings } from './speechTimings';

describe('layoutSpeechBoxes', () => {
  it('joins boxes with the delays before every box but the first', () => {
    expect(
      layoutSpeechBoxes([
        { duration: 2, delay: 5 },
        { duration: 1.5, delay: 1 },
        { duration: 3, delay: 0.5 },
      ]),
    ).toEqual({
      starts: [0, 3, 5],
      total: 8,
    });
  });

  it('works in samples as well as seconds', () => {
    expect(
      layoutSpeechBoxes([
        { duration: 48_000, delay: 0 },
        { duration: 24_000, delay: 96_000 },
      ]),
    ).toEqual({ starts: [0, 144_000], total: 168_000 });
  });

  it('gives a lone box no delay and no boxes no length', () => {
    expect(layoutSpeechBoxes([{ duration: 1.25, delay: 10 }])).toEqual({ starts: [0], total: 1.25 });
    expect(layoutSpeechBoxes([])).toEqual({ starts: [], total: 0 });
  });
});

describe('offsetTimings', () => {
  it('moves start and end and keeps the other fields', () => {
    expect(offsetTimings([{ word: 'hi', start: 0.1, end: 0.4 }], 2)).toEqual([{ word: 'hi', start: 2.1, end: 2.4 }]);
  });
});

describe('clipTimings', () => {
  it('drops timings from the end on and cuts the one across it', () => {
    const timings = [
      { phoneme: 'a', start: 0, end: 0.5 },
      { phoneme: 'b', start: 0.5, end: 1.2 },
      { phoneme: 'c', start: 1, end: 1.3 },
    ];
    expect(clipTimings(timings, 1)).toEqual([
      { phoneme: 'a', start: 0, end: 0.5 },
      { phoneme: 'b', start: 0.5, end: 1 },
    ]);
  });
});
