import { describe, expect, it } from 'vitest';
import { progressReader } from './convertMedia.ts';

const block = (outTimeUs: number, progress = 'continue') => `frame=10\nout_time_us=${outTimeUs}\nout_time=00:00:00.5\nspeed=2x\nprogress=${progress}\n`;

describe('progressReader', () => {
  it('reports the whole percent of the duration written, once per change, never 100', () => {
    const seen: number[] = [];
    const read = progressReader(8, (percent) => seen.push(percent));
    read(block(0));
    read(block(1_000_000));
    read(block(1_010_000));
    read(block(4_000_000));
    read(block(8_200_000, 'end'));
    expect(seen).toEqual([0, 12, 50, 99]);
  });

  it('reads blocks split anywhere across chunks', () => {
    const seen: number[] = [];
    const read = progressReader(2, (percent) => seen.push(percent));
    const text = block(500_000) + block(1_500_000);
    let from = 0;
    for (const cut of [7, 19, 40, 61, 77, text.length]) {
      read(text.slice(from, cut));
      from = cut;
    }
    expect(seen).toEqual([25, 75]);
  });

  it('tells nothing without a duration', () => {
    const seen: number[] = [];
    progressReader(null, (percent) => seen.push(percent))(block(1_000_000));
    expect(seen).toEqual([]);
  });
});
