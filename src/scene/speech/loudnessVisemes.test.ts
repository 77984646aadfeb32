import { describe, expect, it } from 'vitest';
import { loudnessVisemes } from './loudnessVisemes';

/** 1000 samples a second: one 40 ms window is 40 samples. */
const RATE = 1000;

/** Samples whose 40 ms windows have the given RMS levels (a square wave of that amplitude), then `tail` more samples of the last level. */
function windows(levels: number[], tail = 0): number[] {
  const samples = levels.flatMap((level) => Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? level : -level)));
  const last = levels.at(-1) ?? 0;
  return [...samples, ...Array.from({ length: tail }, (_, index) => (index % 2 === 0 ? last : -last))];
}

describe('loudnessVisemes', () => {
  it('opens the mouth where loud, half where quieter, and rests in pauses', () => {
    expect(loudnessVisemes(windows([0, 0.8, 0.6, 0.3, 0.05, 0, 0.4]), RATE)).toEqual([
      { start: 0, end: 0.04, viseme: 'rest' },
      { start: 0.04, end: 0.12, viseme: 'AI' },
      { start: 0.12, end: 0.16, viseme: 'etc' },
      { start: 0.16, end: 0.24, viseme: 'rest' },
      { start: 0.24, end: 0.28, viseme: 'AI' },
    ]);
  });

  it('closes the lips for one quiet window inside speech, held at least 35 ms', () => {
    expect(loudnessVisemes(windows([0.8, 0.01, 0.8, 0.02, 0.02, 0.8]), RATE)).toEqual([
      { start: 0, end: 0.04, viseme: 'AI' },
      { start: 0.04, end: 0.08, viseme: 'MBP' },
      { start: 0.08, end: 0.12, viseme: 'AI' },
      { start: 0.12, end: 0.2, viseme: 'rest' },
      { start: 0.2, end: 0.24, viseme: 'AI' },
    ]);
  });

  it('measures a short last window on its own samples and ends at the sound length', () => {
    expect(loudnessVisemes(windows([0, 0.5], 10), RATE)).toEqual([
      { start: 0, end: 0.04, viseme: 'rest' },
      { start: 0.04, end: 0.09, viseme: 'AI' },
    ]);
  });

  it('gives no track for silence, however it is scaled', () => {
    expect(loudnessVisemes(windows([0, 0.005, 0.009, 0]), RATE)).toEqual([]);
    expect(loudnessVisemes([], RATE)).toEqual([]);
  });

  it('is the same for the same sound at another sample rate', () => {
    const at1000 = loudnessVisemes(windows([0.8, 0.3, 0]), RATE);
    const at2000 = loudnessVisemes(
      windows([0.8, 0.3, 0]).flatMap((sample) => [sample, sample]),
      2 * RATE,
    );
    expect(at2000).toEqual(at1000);
  });
});
