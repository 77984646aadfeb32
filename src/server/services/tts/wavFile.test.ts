import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo } from './wavFile';

describe('encodeWav and readWavInfo', () => {
  it('round-trips the format and length of mono 16-bit audio', () => {
    const wav = encodeWav(new Int16Array(22_050 * 2 + 441), 22_050);
    expect(wav.length).toBe(44 + (22_050 * 2 + 441) * 2);
    expect(readWavInfo(wav)).toEqual({ sampleRate: 22_050, channels: 1, bitsPerSample: 16, sampleFrames: 44_541, duration: 2.02 });
  });

  it('skips chunks before the data and trusts the bytes present over a streamed size', () => {
    const wav = encodeWav(new Int16Array(1600), 16_000);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    withList.writeUInt32LE(0xffffffff, 36 + list.length + 4);
    expect(readWavInfo(withList)).toMatchObject({ sampleRate: 16_000, sampleFrames: 1600, duration: 0.1 });
  });

  it('refuses what is not a WAV file', () => {
    expect(() => readWavInfo(Buffer.from('ID3 this is an mp3'))).toThrow('not a WAV file');
    expect(() => readWavInfo(encodeWav(new Int16Array(0), 8000).subarray(0, 36))).toThrow('without data');
  });
});
