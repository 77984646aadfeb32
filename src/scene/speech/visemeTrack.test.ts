import { describe, expect, it } from 'vitest';
import { visemeAt, type VisemeTrack } from './visemeTrack';

const track: VisemeTrack = [
  { start: 0.1, end: 0.2, viseme: 'MBP' },
  { start: 0.2, end: 0.35, viseme: 'AI' },
  { start: 0.5, end: 0.6, viseme: 'O' },
];

describe('visemeAt', () => {
  it('gives the cue that contains the time, start inclusive and end exclusive', () => {
    expect(visemeAt(track, 0.1)).toBe('MBP');
    expect(visemeAt(track, 0.2)).toBe('AI');
    expect(visemeAt(track, 0.349)).toBe('AI');
    expect(visemeAt(track, 0.55)).toBe('O');
  });

  it('gives rest before, between and after cues, and for an empty track', () => {
    expect(visemeAt(track, 0)).toBe('rest');
    expect(visemeAt(track, 0.4)).toBe('rest');
    expect(visemeAt(track, 0.6)).toBe('rest');
    expect(visemeAt([], 1)).toBe('rest');
  });
});
