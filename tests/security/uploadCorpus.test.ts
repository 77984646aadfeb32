import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILE_POLICY } from '../../src/server/http/storedFileReply.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { storedLibraryFiles, uploadToLibrary, workFolderLeftovers } from '../support/userLibrary.ts';
import { printFamilySummary } from './securitySummary.ts';

/**
 * The crafted-file corpus (issue 22): files that lie about what they are, or are two things at
 * once, sent to the media library in the categories they pretend to belong to. Every one is
 * refused (4xx) and leaves nothing in storage or temporary space. A real picture that carries HTML
 * after its end (accepted: it is a valid PNG) is served only as inert data.
 */

const { server, call } = useTestServer();
let token: string;
beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'corpus@example.com');
});

/** One PNG chunk: length, type, data, CRC-32. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid grey PNG of this size (8-bit greyscale), its pixel data deflated: a tiny file for a huge picture when large. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.alloc((width + 1) * Math.min(height, 64), 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPT = '<script>alert(document.domain)</script>';
const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(4000, 0)]);
const gifScript = Buffer.from(`GIF89a/*\u0001\u0001\u0000\u0000*/=alert(1)//;`, 'latin1');
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0)]);
const htmlAfterSignature = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** [what it is, file name, bytes, category it is sent to]. */
const corpus: [string, string, Buffer, string][] = [
  ['HTML named .png', 'page.png', html, 'video_image'],
  ['HTML named .jpg', 'page.jpg', html, 'image_image'],
  ['SVG with script named .png', 'icon.png', svg, 'video_image'],
  ['SVG with script named .svg', 'icon.svg', svg, 'logo'],
  ['an ELF executable named .mp4', 'clip.mp4', elf, 'video_video'],
  ['a Windows executable named .mp4', 'clip.mp4', windowsExe, 'image_video'],
  ['a Windows executable named .png', 'setup.png', windowsExe, 'video_image'],
  ['a GIF/JavaScript polyglot named .gif among videos', 'loop.gif', gifScript, 'video_video'],
  ['a GIF/JavaScript polyglot named .gif among pictures', 'loop.gif', gifScript, 'video_image'],
  ['HTML behind a PNG signature', 'page.png', htmlAfterSignature, 'video_image'],
  ['HTML behind a JPEG signature', 'page.jpg', Buffer.concat([jpegSignature, html]), 'video_image'],
  ['a ZIP archive named .csv', 'contacts.csv', zip, 'csvupload'],
  ['an executable named .csv', 'contacts.csv', elf, 'csvupload'],
  ['a PNG named .mp3', 'tune.mp3', greyPng(8, 8), 'music'],
  ['a PNG named .csv', 'contacts.csv', greyPng(8, 8), 'csvupload'],
  ['a pixel bomb (30000 x 30000, deflated)', 'bomb.png', greyPng(30000, 30000), 'video_image'],
  ['a pixel bomb as a logo', 'bomb.png', greyPng(30000, 30000), 'logo'],
  ['HTML named .webm among recordings', 'voice.webm', html, 'speechrecord'],
];

describe('the crafted-file corpus', () => {
  let refused = 0;

  it.each(corpus.map((entry, index) => [index, ...entry] as const))('#%i refuses %s, storing nothing', async (_index, _what, fileName, bytes, category) => {
    const before = await storedLibraryFiles(server);
    const answer = await uploadToLibrary(server, token, { fileName, bytes }, { category });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.isError).toBe(true);
    expect(await storedLibraryFiles(server)).toEqual(before);
    expect(await workFolderLeftovers(server)).toEqual([]);
    refused += 1;
  });

  it('serves a real picture that carries HTML after its end only as inert data', async () => {
    const answer = await uploadToLibrary(server, token, { fileName: 'tail.png', bytes: Buffer.concat([greyPng(8, 8), html]) }, { category: 'video_image' });
    expect(answer.status).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: answer.body.result.media_file });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(STORED_FILE_POLICY);
    printFamilySummary('uploads', `${corpus.length} crafted files, ${corpus.length - refused} accepted`);
  });
});
