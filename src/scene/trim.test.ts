import { describe, expect, it } from 'vitest';
import { normalizeTrim } from './trim';

describe('normalizeTrim', () => {
  it('keeps a consistent range', () => {
    expect(normalizeTrim({ trimStart: 2, trimEnd: 8, duration: 12 })).toEqual({ trimStart: 2, trimEnd: 8 });
    expect(normalizeTrim({ trimStart: 0, trimEnd: 10, duration: 0 })).toEqual({ trimStart: 0, trimEnd: 10 });
  });

  it('ends the range at the media length and starts it no later than its end', () => {
    expect(normalizeTrim({ trimStart: 2, trimEnd: 30, duration: 12 })).toEqual({ trimStart: 2, trimEnd: 12 });
    expect(normalizeTrim({ trimStart: 9, trimEnd: 4, duration: 0 })).toEqual({ trimStart: 4, trimEnd: 4 });
    expect(normalizeTrim({ trimStart: 14, trimEnd: 30, duration: 12 })).toEqual({ trimStart: 12, trimEnd: 12 });
  });
});
