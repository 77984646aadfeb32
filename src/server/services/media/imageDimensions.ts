import type { BinaryMediaFormat } from './sniffMedia.ts';

/** Reads `length` bytes at `offset` of a file (fewer at its end). */
export type ByteReader = (offset: number, length: number) => Promise<Uint8Array>;

/** Width and height in pixels, as the file's header declares them. */
export type Dimensions = { width: number; height: number };

/** The largest picture we decode: pixel floods (a tiny file declaring a huge canvas) are refused before any decoding. */
export const MAX_IMAGE_SIDE = 16384;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Whether a picture of these dimensions is small enough to decode. */
export function isDecodableSize({ width, height }: Dimensions): boolean {
  return width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** PNG: the IHDR chunk always comes first, right after the 8-byte signature. */
async function pngDimensions(read: ByteReader): Promise<Dimensions | undefined> {
  const head = await read(0, 24);
  if (head.length < 24 || ascii(head, 12, 4) !== 'IHDR') return undefined;
  return { width: view(head).getUint32(16), height: view(head).getUint32(20) };
}

/** GIF: the logical screen descriptor follows the 6-byte signature (little-endian). */
async function gifDimensions(read: ByteReader): Promise<Dimensions | undefined> {
  const head = await read(0, 10);
  if (head.length < 10) return undefined;
  return { width: view(head).getUint16(6, true), height: view(head).getUint16(8, true) };
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
async function webpDimensions(read: ByteReader): Promise<Dimensions | undefined> {
  const head = await read(0, 30);
  const data = view(head);
  const chunk = ascii(head, 12, 4);
  if (chunk === 'VP8L' && head.length >= 25) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (head.length < 30) return undefined;
  if (chunk === 'VP8 ') return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8X') {
    const width = 1 + (head[24]! | (head[25]! << 8) | (head[26]! << 16));
    const height = 1 + (head[27]! | (head[28]! << 8) | (head[29]! << 16));
    return { width, height };
  }
  return undefined;
}

/** Start-of-frame markers (SOF0-SOF15 less DHT, JPG and DAC), which carry the frame size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the marker segments (metadata such as EXIF or ICC may come first and be large) to
 * the start-of-frame segment, reading only segment headers.
 */
async function jpegDimensions(read: ByteReader): Promise<Dimensions | undefined> {
  let offset = 2;
  for (let segments = 0; segments < 1000; segments++) {
    const header = await read(offset, 9);
    if (header.length < 4 || header[0] !== 0xff) return undefined;
    const marker = header[1]!;
    // Fill bytes (0xff) may pad between segments; standalone markers have no length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (isStartOfFrame(marker)) {
      if (header.length < 9) return undefined;
      return { width: view(header).getUint16(7), height: view(header).getUint16(5) };
    }
    offset += 2 + view(header).getUint16(2);
  }
  return undefined;
}

const readers: Partial<Record<BinaryMediaFormat, (read: ByteReader) => Promise<Dimensions | undefined>>> = {
  png: pngDimensions,
  gif: gifDimensions,
  webp: webpDimensions,
  jpeg: jpegDimensions,
};

/**
 * The picture size an image file declares in its header, read without decoding the picture;
 * undefined when the header is missing or cut short (or the format is not a still image).
 */
export async function imageDimensions(format: BinaryMediaFormat, read: ByteReader): Promise<Dimensions | undefined> {
  return readers[format]?.(read);
}
