import { describe, expect, it } from 'vitest';
import { byteRange } from './byteRange.ts';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { status: 206, start: 0, end: 99 }],
    ['bytes=100-199', { status: 206, start: 100, end: 199 }],
    ['bytes=900-', { status: 206, start: 900, end: 999 }],
    ['bytes=-100', { status: 206, start: 900, end: 999 }],
    ['bytes=-5000', { status: 206, start: 0, end: 999 }],
    ['bytes=990-5000', { status: 206, start: 990, end: 999 }],
    ['bytes=999-999', { status: 206, start: 999, end: 999 }],
    [' bytes=0-0 ', { status: 206, start: 0, end: 0 }],
  ])('%s of 1000 bytes: %j', (header, answer) => {
    expect(byteRange(header, 1000)).toEqual(answer);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0'])('%s of 1000 bytes cannot be satisfied', (header) => {
    expect(byteRange(header, 1000)).toEqual({ status: 416 });
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-5', 'bytes=a-b', 'bytes=0x10-'])('ignores %j (whole file)', (header) => {
    expect(byteRange(header, 1000)).toEqual({ status: 200 });
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toEqual({ status: 416 });
    expect(byteRange('bytes=-1', 0)).toEqual({ status: 416 });
    expect(byteRange(undefined, 0)).toEqual({ status: 200 });
  });
});
