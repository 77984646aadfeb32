import { describe, expect, it } from 'vitest';
import { AdtsFormatError, adtsFrames } from './adtsFrames.ts';

/** An ADTS frame (AAC-LC, 48 kHz, stereo, no CRC) of `payload` bytes after its header, filled with `fill`. */
function frame(payload: number, fill: number): Uint8Array {
  const length = 7 + payload;
  const bytes = new Uint8Array(length).fill(fill);
  bytes.set([0xff, 0xf1, 0x4c, 0x80 | (length >> 11), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  return bytes;
}

describe('adtsFrames', () => {
  it('splits a stream into its frames, headers kept', () => {
    const [a, b] = [frame(10, 1), frame(300, 2)];
    const frames = adtsFrames(new Uint8Array([...a, ...b]));
    expect(frames.map((each) => [...each])).toEqual([[...a], [...b]]);
    expect(adtsFrames(new Uint8Array())).toEqual([]);
  });

  it('refuses bytes that are not whole frames', () => {
    const a = frame(10, 1);
    expect(() => adtsFrames(a.subarray(0, 12))).toThrow(AdtsFormatError);
    expect(() => adtsFrames(new Uint8Array([...a, 0x12, 0x34, 0, 0, 0, 0, 0]))).toThrow('no ADTS header at byte 17');
  });
});
