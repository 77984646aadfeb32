import { describe, expect, it } from 'vitest';
import { type ByteReader, imageDimensions, isDecodableSize } from './imageDimensions.ts';

const readerOf =
  (content: Buffer): ByteReader =>
  async (offset, length) =>
    content.subarray(offset, offset + length);

const u32be = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);

const png = (width: number, height: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), u32be(13), Buffer.from('IHDR'), u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
const gif = (width: number, height: number) => Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.from([0, 0, 0])]);
const webpHeader = (chunk: string, payload: Buffer) => Buffer.concat([Buffer.from('RIFF'), u32be(0), Buffer.from('WEBP'), Buffer.from(chunk), u32be(0), payload]);
/** A JPEG with a large EXIF segment before the frame header, as cameras write them. */
const jpeg = (width: number, height: number, exifBytes = 70_000) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe1]),
    u16be(Math.min(exifBytes, 65_535)),
    Buffer.alloc(Math.min(exifBytes, 65_535) - 2),
    Buffer.from([0xff, 0xe2]),
    u16be(1000),
    Buffer.alloc(998),
    Buffer.from([0xff, 0xff, 0xc2]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([3]),
    Buffer.alloc(9),
    Buffer.from([0xff, 0xda]),
  ]);

describe('imageDimensions', () => {
  it('reads PNG, GIF and JPEG headers', async () => {
    expect(await imageDimensions('png', readerOf(png(640, 360)))).toEqual({ width: 640, height: 360 });
    expect(await imageDimensions('gif', readerOf(gif(320, 200)))).toEqual({ width: 320, height: 200 });
    expect(await imageDimensions('jpeg', readerOf(jpeg(4032, 3024)))).toEqual({ width: 4032, height: 3024 });
  });

  it('reads the three WebP variants', async () => {
    const lossy = Buffer.concat([Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a]), u16le(800 | 0x4000), u16le(600)]);
    expect(await imageDimensions('webp', readerOf(webpHeader('VP8 ', lossy)))).toEqual({ width: 800, height: 600 });
    const bits = (1920 - 1) | ((1080 - 1) << 14);
    const lossless = Buffer.concat([Buffer.from([0x2f]), Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]), Buffer.alloc(4)]);
    expect(await imageDimensions('webp', readerOf(webpHeader('VP8L', lossless)))).toEqual({ width: 1920, height: 1080 });
    const extended = Buffer.concat([Buffer.alloc(4), u24le(100_000 - 1), u24le(100_000 - 1)]);
    expect(await imageDimensions('webp', readerOf(webpHeader('VP8X', extended)))).toEqual({ width: 100_000, height: 100_000 });
  });

  it('answers undefined for cut or malformed headers and for formats without a picture header', async () => {
    expect(await imageDimensions('png', readerOf(png(10, 10).subarray(0, 20)))).toBeUndefined();
    expect(await imageDimensions('jpeg', readerOf(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2])))).toBeUndefined();
    expect(await imageDimensions('jpeg', readerOf(jpeg(10, 10).subarray(0, 5000)))).toBeUndefined();
    expect(await imageDimensions('webp', readerOf(webpHeader('ALPH', Buffer.alloc(10))))).toBeUndefined();
    expect(await imageDimensions('mp4', readerOf(Buffer.alloc(100)))).toBeUndefined();
  });
});

describe('isDecodableSize', () => {
  it.each([
    [{ width: 1, height: 1 }, true],
    [{ width: 16384, height: 3000 }, true],
    [{ width: 7071, height: 7071 }, true],
    [{ width: 16385, height: 10 }, false],
    [{ width: 10, height: 16385 }, false],
    [{ width: 8000, height: 6251 }, false],
    [{ width: 0, height: 100 }, false],
  ])('%j is decodable: %s', (size, expected) => {
    expect(isDecodableSize(size)).toBe(expected);
  });
});
