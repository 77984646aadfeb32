import { describe, expect, it } from 'vitest';
import { filesToPrune } from './renderCache.ts';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const file = (key: string, size: number, daysAgo: number) => ({ key, size, usedAt: new Date(now.getTime() - daysAgo * DAY) });

describe('filesToPrune', () => {
  it('removes what was not used for longer than the age limit', () => {
    const files = [file('a', 10, 8), file('b', 10, 7), file('c', 10, 0.5)];
    expect(filesToPrune(files, now, { maxAgeMs: 7 * DAY, maxBytes: 1000 })).toEqual(['a']);
  });

  it('beyond the size budget removes the least lately used until the rest fits', () => {
    const files = [file('new', 40, 0), file('older', 30, 2), file('oldest', 20, 3), file('middle', 25, 1)];
    // 115 bytes in all, 60 allowed: oldest (20) and older (30) go, leaving 65, then middle (25) leaves 40.
    expect(filesToPrune(files, now, { maxAgeMs: 7 * DAY, maxBytes: 60 })).toEqual(['oldest', 'older', 'middle']);
  });

  it('keeps everything within both limits', () => {
    expect(filesToPrune([file('a', 10, 1), file('b', 20, 2)], now, { maxAgeMs: 7 * DAY, maxBytes: 30 })).toEqual([]);
    expect(filesToPrune([], now, { maxAgeMs: 7 * DAY, maxBytes: 0 })).toEqual([]);
  });
});
