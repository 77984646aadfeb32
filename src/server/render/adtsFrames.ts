/** Bytes of an ADTS header without its CRC. */
const ADTS_HEADER_BYTES = 7;

/** An AAC stream that is not a run of whole ADTS frames. */
export class AdtsFormatError extends Error {
  readonly code = 'ADTS_FORMAT';
}

/**
 * The frames of an ADTS stream (AAC as ffmpeg's `-f adts` writes it: one header per packet), each
 * with its header, in order. ADTS frames laid end to end are again an ADTS stream, which is how the
 * chunks of a sound track are put together.
 */
export function adtsFrames(bytes: Uint8Array): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let at = 0; at < bytes.length;) {
    // 12 bits of sync word, then the MPEG version bit, 2 bits of layer (always 0).
    if (bytes.length - at < ADTS_HEADER_BYTES || bytes[at] !== 0xff || (bytes[at + 1]! & 0xf6) !== 0xf0) throw new AdtsFormatError(`no ADTS header at byte ${at}`);
    const length = ((bytes[at + 3]! & 0x03) << 11) | (bytes[at + 4]! << 3) | (bytes[at + 5]! >> 5);
    if (length < ADTS_HEADER_BYTES || at + length > bytes.length) throw new AdtsFormatError(`the ADTS frame at byte ${at} is cut short`);
    frames.push(bytes.subarray(at, at + length));
    at += length;
  }
  return frames;
}
