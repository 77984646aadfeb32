/**
 * The media formats the library accepts (spec 000 §5: png, jpeg, jpg, webp; mp3, wav; mp4, avi,
 * webm, gif, mov; spec 002 §5: csv), told apart by content. CSV has no magic bytes: it is checked
 * as text (csvContent.ts).
 */
export type MediaFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'mp3' | 'wav' | 'mp4' | 'mov' | 'avi' | 'webm' | 'csv';

/** Formats that have a signature in their first bytes. */
export type BinaryMediaFormat = Exclude<MediaFormat, 'csv'>;

/** How many leading bytes `sniffMediaFormat` needs to decide. */
export const SNIFF_BYTES = 64;

/** Each format's name in messages. */
export const FORMAT_LABEL: Record<MediaFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  gif: 'GIF',
  mp3: 'MP3',
  wav: 'WAV',
  mp4: 'MP4',
  mov: 'MOV',
  avi: 'AVI',
  webm: 'WebM',
  csv: 'CSV',
};

/**
 * File name extensions that may carry each format. MP4 and QuickTime are one container family
 * (ISO BMFF; the brand is the only difference), so either name fits either.
 */
export const FORMAT_EXTENSIONS: Record<MediaFormat, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  gif: ['gif'],
  mp3: ['mp3'],
  wav: ['wav'],
  mp4: ['mp4', 'mov'],
  mov: ['mov', 'mp4'],
  avi: ['avi'],
  webm: ['webm'],
  csv: ['csv'],
};

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) => expected.every((byte, index) => bytes[at + index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML_SIGNATURE = [0x1a, 0x45, 0xdf, 0xa3];
/** Top-level atoms that open QuickTime files written before the `ftyp` atom existed. */
const CLASSIC_QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** An MPEG audio frame header: sync bits, a defined version and layer, a usable bitrate index. */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  const [first = 0, second = 0, third = 0] = bytes;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrateIndex = third >> 4;
  // Layer 0 is reserved (and is what ADTS AAC carries there), version 1 is reserved.
  return first === 0xff && (second & 0xe0) === 0xe0 && layer !== 0 && version !== 1 && bitrateIndex !== 0xf;
}

/** The EBML DocType near the start of a Matroska-family file (`webm`, `matroska`), if it is there. */
function ebmlDocType(bytes: Uint8Array): string | undefined {
  const head = ascii(bytes, 0, SNIFF_BYTES);
  if (head.includes('webm')) return 'webm';
  if (head.includes('matroska')) return 'matroska';
  return undefined;
}

/**
 * The format of a file from its first bytes (at least `SNIFF_BYTES` of them when the file is that
 * long), or undefined when it is none of the binary formats we accept (Matroska that is not WebM
 * included). The name of the file plays no part.
 */
export function sniffMediaFormat(bytes: Uint8Array): BinaryMediaFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && bytes.length >= 12) {
    const riffType = ascii(bytes, 8, 4);
    if (riffType === 'WEBP') return 'webp';
    if (riffType === 'WAVE') return 'wav';
    if (riffType === 'AVI ') return 'avi';
    return undefined;
  }
  if (startsWith(bytes, EBML_SIGNATURE)) return ebmlDocType(bytes) === 'webm' ? 'webm' : undefined;
  const atom = ascii(bytes, 4, 4);
  if (atom === 'ftyp') return ascii(bytes, 8, 4) === 'qt  ' ? 'mov' : 'mp4';
  if (CLASSIC_QUICKTIME_ATOMS.has(atom)) return 'mov';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return 'mp3';
  return undefined;
}

/** The lower-case extension of a file name (`Clip.MP4` gives `mp4`), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
