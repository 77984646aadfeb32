import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { multipartBody } from './accountAreaSupport.ts';
import { makeMediaFixtures, type MediaFixture, type MediaFixtureName, probeBytes } from '../support/mediaFixtures.ts';
import { useTestServer } from '../support/testServer.ts';
import { fileNameOf, storedLibraryFiles, uploadToLibrary, workFolderLeftovers } from '../support/userLibrary.ts';

const { server, call } = useTestServer();
let token: string;
let fixtures: Record<MediaFixtureName, MediaFixture>;

beforeAll(async () => {
  [token, fixtures] = await Promise.all([signUpAndLogIn(call, server.smtp, 'library@example.com'), makeMediaFixtures()]);
});

const fetchFile = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** A PNG whose header declares the given size, followed by junk instead of pixels. */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return Buffer.concat([header, Buffer.alloc(2000, 0x55)]);
}

describe('POST /api/userlibrary/upload/', () => {
  it.each([
    ['video_image', 'picture.png', 'image', 'png', 'image/png'],
    ['image_image', 'photo.jpg', 'image', 'jpeg', 'image/jpeg'],
    ['logo', 'sticker.webp', 'image', 'webp', 'image/webp'],
    ['upload', 'wide.png', 'image', 'png', 'image/png'],
    ['video_video', 'clip.mp4', 'video', 'mp4', 'video/mp4'],
    ['image_video', 'clip.mov', 'video', 'mov', 'video/quicktime'],
    ['video_video', 'clip.webm', 'video', 'webm', 'video/webm'],
    ['music', 'tune.mp3', 'audio', 'mp3', 'audio/mpeg'],
    ['speechupload', 'tune.wav', 'audio', 'wav', 'audio/wav'],
    ['audio', 'tune.mp3', 'audio', 'mp3', 'audio/mpeg'],
    ['csvupload', 'contacts.csv', 'application', 'csv', 'text/csv; charset=utf-8'],
    ['csv', 'contacts.csv', 'application', 'csv', 'text/csv; charset=utf-8'],
  ] as const)('takes %s %s: probes it, serves it and its thumbnail', async (category, fixtureName, ctype, format, contentType) => {
    const fixture = fixtures[fixtureName];
    const answer = await uploadToLibrary(server, token, fixture, { name: `My ${fixtureName}`, category });
    expect(answer.status).toBe(200);
    const item = answer.body.result;
    expect(item).toMatchObject({ name: `My ${fixtureName}`, category, ctg: 'upload', ctype, src: item.media_file, original_file: item.media_file });
    expect(item.media_file).toMatch(new RegExp(`^/api/userlibrary/file/[\\w-]{22}\\.${format === 'jpeg' ? 'jpg' : format}$`));
    expect(item.fileInfo).toMatchObject({ format, size: fixture.bytes.length, width: fixture.width ?? null, height: fixture.height ?? null });
    expect(item.fileInfo).toMatchObject({ processing: false, status: 1, progress: 100 });
    if (fixture.duration) expect(item.fileInfo.duration).toBeCloseTo(fixture.duration, 1);
    else expect(item.fileInfo.duration).toBeNull();

    const served = await fetchFile(item.media_file);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(fixture.bytes)).toBe(true);

    if (ctype === 'audio') expect(item.media_thumbnail).toBeNull();
    else if (ctype === 'application') expect(item.media_thumbnail).toBe(item.media_file);
    else {
      const thumbnail = await fetchFile(item.media_thumbnail);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      const probe = await probeBytes(thumbnail.rawPayload);
      const width = Math.min(320, fixture.width!);
      expect(probe).toMatchObject({ codecs: ['mjpeg'], width, height: (fixture.height! * width) / fixture.width! });
    }
  });

  it('records the codecs it probed', async () => {
    const mp4 = (await uploadToLibrary(server, token, fixtures['clip.mp4'], { category: 'video_video' })).body.result;
    expect(mp4.fileInfo.codecs).toEqual({ video: 'h264', audio: 'aac' });
    const webm = (await uploadToLibrary(server, token, fixtures['clip.webm'], { category: 'video_video' })).body.result;
    expect(webm.fileInfo.codecs).toEqual({ video: 'vp9', audio: 'opus' });
    const wav = (await uploadToLibrary(server, token, fixtures['tune.wav'], { category: 'music' })).body.result;
    expect(wav.fileInfo.codecs).toEqual({ video: null, audio: 'pcm_s16le' });
  });

  it('names an item after its file when the form names none', async () => {
    const answer = await uploadToLibrary(server, token, fixtures['picture.png'], { category: 'logo' });
    expect(answer.body.result.name).toBe('picture');
    const blank = await uploadToLibrary(server, token, fixtures['picture.png'], { category: 'logo', name: '   ' });
    expect(blank.body.result.name).toBe('picture');
  });
});

describe('POST /api/userlibrary/upload/ refusals (nothing stored)', () => {
  const renamed = (fixtureName: MediaFixtureName, fileName: string) => ({ fileName, bytes: fixtures[fixtureName].bytes });

  it.each<[string, () => { fileName: string; bytes: Buffer }, string, number, string]>([
    ['a PNG named .mp4 among videos', () => renamed('picture.png', 'clip.mp4'), 'video_video', 415, 'This file is not an MP4, AVI, WebM, GIF or MOV video.'],
    [
      'a text file named .png among images',
      () => ({ fileName: 'notes.png', bytes: Buffer.from('hello, this is text\n') }),
      'video_image',
      415,
      'This file is not a PNG, JPEG or WebP image.',
    ],
    ['a PNG named .jpg', () => renamed('picture.png', 'photo.jpg'), 'video_image', 415, 'The file name ends in .jpg, but the file is a PNG file.'],
    ['an MP3 named .wav', () => renamed('tune.mp3', 'tune.wav'), 'music', 415, 'The file name ends in .wav, but the file is an MP3 file.'],
    ['a CSV named .txt', () => renamed('contacts.csv', 'contacts.txt'), 'csvupload', 415, 'The file name ends in .txt, but the file is a CSV file.'],
    ['a PNG without an extension', () => renamed('picture.png', 'picture'), 'logo', 415, 'The file name has no extension; a PNG file must end in .png.'],
    ['a video among sounds', () => fixtures['clip.mp4'], 'music', 415, 'This file is not an MP3 or WAV audio file.'],
    ['a PNG among CSV files', () => renamed('picture.png', 'contacts.csv'), 'csvupload', 415, 'This file is not a CSV file.'],
    ['a PNG among uploads as CSV', () => renamed('picture.png', 'contacts.csv'), 'upload', 415, 'The file name ends in .csv, but the file is a PNG file.'],
    ['a sound-only WebM among videos', () => renamed('voice.webm', 'voice.webm'), 'video_video', 422, 'This file has no video track.'],
    [
      'a cut-off MP4',
      () => ({ fileName: 'cut.mp4', bytes: fixtures['clip.mp4'].bytes.subarray(0, 300) }),
      'video_video',
      422,
      'This file is damaged: it could not be read as an MP4 file.',
    ],
    ['an empty file', () => ({ fileName: 'empty.png', bytes: Buffer.alloc(0) }), 'logo', 422, 'The file is empty.'],
    [
      'a pixel flood (20000 px a side)',
      () => ({ fileName: 'flood.png', bytes: pngDeclaring(20000, 20000) }),
      'video_image',
      422,
      'The picture is too large: at most 16384 pixels a side and 50 megapixels.',
    ],
    [
      'a pixel flood (60 megapixels)',
      () => ({ fileName: 'flood.png', bytes: pngDeclaring(10000, 6000) }),
      'video_image',
      422,
      'The picture is too large: at most 16384 pixels a side and 50 megapixels.',
    ],
  ])('refuses %s', async (_what, file, category, status, message) => {
    const before = await storedLibraryFiles(server);
    const answer = await uploadToLibrary(server, token, file(), { category });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ isError: true, message: { media_file: { message } }, result: null });
    expect(await storedLibraryFiles(server)).toEqual(before);
    expect(await workFolderLeftovers(server)).toEqual([]);
  });

  it('refuses a file of 100 MB + 1 byte with 413 while it streams, storing nothing', async () => {
    const before = await storedLibraryFiles(server);
    const countBefore = (await call('GET', '/api/userlibrary/upload/?category=video_video', { token })).body.count;
    const boundary = '----studio413';
    const megabyte = Buffer.alloc(2 ** 20, 0x41);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nvideo_video\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="media_file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      for (let sent = 0; sent < 100; sent++) yield megabyte;
      yield Buffer.from('A');
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/userlibrary/upload/',
      payload: Readable.from(body()),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Token ${token}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({ isError: true, message: { media_file: { message: 'The file must be 100 MB or smaller.' } }, result: null });
    expect(await storedLibraryFiles(server)).toEqual(before);
    expect(await workFolderLeftovers(server)).toEqual([]);
    expect((await call('GET', '/api/userlibrary/upload/?category=video_video', { token })).body.count).toBe(countBefore);
  });

  it('refuses bad form fields, a missing file, a second file and anonymous uploads', async () => {
    const before = await storedLibraryFiles(server);
    const png = fixtures['picture.png'];
    const noCategory = await uploadToLibrary(server, token, png, {});
    expect(noCategory.status).toBe(400);
    expect(Object.keys(noCategory.body.message)).toEqual(['category']);
    const unknownCategory = await uploadToLibrary(server, token, png, { category: 'photos' });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.message.category.message).toMatch(/^Choose a category: video_image, image_image/);
    const unknownField = await uploadToLibrary(server, token, png, { category: 'logo', owner: '7' });
    expect(unknownField.body.message).toEqual({ owner: { message: 'Only name, category and media_file are sent.' } });
    const longName = await uploadToLibrary(server, token, png, { category: 'logo', name: 'x'.repeat(201) });
    expect(longName.body.message).toEqual({ name: { message: 'The name can be at most 200 characters.' } });
    const noFile = await uploadToLibrary(server, token, undefined, { category: 'logo' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toEqual({ media_file: { message: 'Choose a file to upload.' } });

    const twoFiles = multipartBody([
      { name: 'category', value: 'logo' },
      { name: 'media_file', file: { fileName: 'a.png', type: 'image/png', bytes: png.bytes } },
      { name: 'media_file', file: { fileName: 'b.png', type: 'image/png', bytes: png.bytes } },
    ]);
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/userlibrary/upload/',
      payload: twoFiles.payload,
      headers: { 'content-type': twoFiles.contentType, authorization: `Token ${token}` },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toEqual({ media_file: { message: 'Only one file, media_file, is accepted.' } });

    const json = await call('POST', '/api/userlibrary/upload/', { token, body: { name: 'x', category: 'logo' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the upload as multipart/form-data.');
    const anonymous = await uploadToLibrary(server, '', png, { category: 'logo' });
    expect(anonymous.status).toBe(401);
    expect(await storedLibraryFiles(server)).toEqual(before);
    expect(await workFolderLeftovers(server)).toEqual([]);
  });
});

describe('GET /api/userlibrary/file/{name}', () => {
  it('serves byte ranges so that videos seek', async () => {
    const fixture = fixtures['clip.mp4'];
    const { media_file: address } = (await uploadToLibrary(server, token, fixture, { category: 'video_video' })).body.result;
    const size = fixture.bytes.length;

    const part = await fetchFile(address, { range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${size}`);
    expect(part.headers['content-length']).toBe('1024');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(fixture.bytes.subarray(100, 1124))).toBe(true);

    const tail = await fetchFile(address, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(fixture.bytes.subarray(size - 10))).toBe(true);

    const outside = await fetchFile(address, { range: `bytes=${size}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);

    const whole = await fetchFile(address);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const head = await server.app.inject({ method: 'HEAD', url: address });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for unknown names and 400 for names that are not library names', async () => {
    expect((await fetchFile('/api/userlibrary/file/AAAAAAAAAAAAAAAAAAAAAA.mp4')).statusCode).toBe(404);
    expect((await fetchFile('/api/userlibrary/file/..%2F..%2Fdb.mp4')).statusCode).toBe(400);
    expect((await fetchFile('/api/userlibrary/file/AAAAAAAAAAAAAAAAAAAAAA.exe')).statusCode).toBe(400);
  });

  it('needs no token but only the unguessable name', async () => {
    const { media_file: address } = (await uploadToLibrary(server, token, fixtures['picture.png'], { category: 'logo' })).body.result;
    expect(fileNameOf(address)).toMatch(/^[\w-]{22}\.png$/);
    expect((await fetchFile(address)).statusCode).toBe(200);
  });
});
