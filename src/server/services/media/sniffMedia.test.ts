import { describe, expect, it } from 'vitest';
import { fileExtension, sniffMediaFormat } from './sniffMedia.ts';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const riff = (type: string) => bytes('RIFF', [0x24, 0, 0, 0], type, 'fmt ', [16, 0, 0, 0]);
const ebml = (docType: string) => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], docType, [0x42, 0x87]);

describe('sniffMediaFormat', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', riff('WEBP')],
    ['wav', riff('WAVE')],
    ['avi', riff('AVI ')],
    ['webm', ebml('webm')],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41')],
    ['mp4', bytes([0, 0, 0, 0x1c], 'ftypmp42', [0, 0, 0, 0], 'mp42isom')],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ')],
    ['mov', bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 8], 'mdat')],
    ['mp3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['mp3', bytes([0xff, 0xf3, 0x48, 0xc4])],
  ])('recognises %s by its first bytes', (format, content) => {
    expect(sniffMediaFormat(content)).toBe(format);
  });

  it.each([
    ['text', bytes('name,email\nAnn,ann@example.com\n')],
    ['an SVG picture', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty file', bytes()],
    ['Matroska that is not WebM', ebml('matroska')],
    ['ADTS AAC (layer bits 00)', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['an MPEG frame with the reserved version', bytes([0xff, 0xeb, 0x90, 0x64])],
    ['an MPEG frame with the bad bitrate index', bytes([0xff, 0xfb, 0xf0, 0x64])],
    ['another RIFF type', riff('CDXA')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['a PDF', bytes('%PDF-1.7\n')],
  ])('refuses %s', (_what, content) => {
    expect(sniffMediaFormat(content)).toBeUndefined();
  });
});

describe('fileExtension', () => {
  it.each([
    ['clip.MP4', 'mp4'],
    ['my.holiday.jpeg', 'jpeg'],
    ['C:\\Users\\ann\\logo.PNG', 'png'],
    ['folder.v2/readme', ''],
    ['.bashrc', ''],
    ['recording', ''],
    ['trailing.', ''],
  ])('%s has the extension %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});
