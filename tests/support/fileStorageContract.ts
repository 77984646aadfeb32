import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FileNotFoundError, type FileStorage, InvalidKeyError } from '../../src/server/services/storage/fileStorage.ts';

/** A source that sends `sentBytes` (in 256 KiB chunks) and then fails as a client that went away does. */
export function failingStream(sentBytes: number, message = 'client went away'): Readable {
  const chunk = Buffer.alloc(256 * 1024, 7);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= sentBytes) {
        this.destroy(new Error(message));
        return;
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

/**
 * Registers the tests every FileStorage passes (the contract of `fileStorage.ts`). `open` gives an
 * empty store for each test; the store's own file adds the tests of how it keeps files.
 */
export function describeFileStorageContract(name: string, open: () => Promise<FileStorage>) {
  describe(`${name}: the FileStorage contract`, () => {
    it('can be checked (readiness)', async () => {
      await expect((await open()).check()).resolves.toBeUndefined();
    });

    it('writes, reads, checks and removes a file; removing a missing one is fine', async () => {
      const storage = await open();
      expect(await storage.put('renders/7/video.mp4', Buffer.from('frame data'))).toEqual({ size: 10 });
      expect(await storage.exists('renders/7/video.mp4')).toBe(true);
      expect(await text(await storage.read('renders/7/video.mp4'))).toBe('frame data');
      await storage.remove('renders/7/video.mp4');
      expect(await storage.exists('renders/7/video.mp4')).toBe(false);
      await expect(storage.read('renders/7/video.mp4')).rejects.toBeInstanceOf(FileNotFoundError);
      await storage.remove('renders/7/video.mp4');
      await storage.remove('never/was.bin');
    });

    it('writes a stream, replaces a file whole, and keeps an empty file', async () => {
      const storage = await open();
      expect(await storage.put('a/b.txt', Readable.from([Buffer.from('first '), Buffer.from('version')]))).toEqual({ size: 13 });
      expect(await storage.put('a/b.txt', Buffer.from('second'))).toEqual({ size: 6 });
      expect(await text(await storage.read('a/b.txt'))).toBe('second');
      expect(await storage.put('a/empty.txt', Readable.from([]))).toEqual({ size: 0 });
      expect(await storage.stat('a/empty.txt')).toEqual({ size: 0 });
      expect(await text(await storage.read('a/empty.txt'))).toBe('');
    });

    it('tells the size and reads a byte range; a missing file is a FileNotFoundError', async () => {
      const storage = await open();
      await storage.put('media/clip.bin', Buffer.from('0123456789'));
      expect(await storage.stat('media/clip.bin')).toEqual({ size: 10 });
      expect(await text(await storage.read('media/clip.bin', { start: 2, end: 5 }))).toBe('2345');
      // (Not `0-0`: s3rver, the S3 peer of the tests, answers it with the whole object; S3 does not.)
      expect(await text(await storage.read('media/clip.bin', { start: 0, end: 1 }))).toBe('01');
      expect(await text(await storage.read('media/clip.bin', { start: 9, end: 9 }))).toBe('9');
      await expect(storage.stat('media/missing.bin')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage.read('media/missing.bin', { start: 0, end: 1 })).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await storage.exists('media/missing.bin')).toBe(false);
    });

    it('leaves nothing new under the key when a stream of several MB fails half-way', async () => {
      const storage = await open();
      await storage.put('uploads/kept.bin', Buffer.from('old'));
      await expect(storage.put('uploads/kept.bin', failingStream(6 * 2 ** 20))).rejects.toThrow('client went away');
      await expect(storage.put('uploads/new.bin', failingStream(6 * 2 ** 20))).rejects.toThrow('client went away');
      expect(await text(await storage.read('uploads/kept.bin'))).toBe('old');
      expect(await storage.exists('uploads/new.bin')).toBe(false);
      expect((await storage.list('uploads')).map(({ key, size }) => ({ key, size }))).toEqual([{ key: 'uploads/kept.bin', size: 3 }]);
    });

    it('writes a stream of several MB whole', async () => {
      const storage = await open();
      const chunk = Buffer.alloc(2 ** 20, 1);
      const size = 11 * 2 ** 20 + 5;
      const source = Readable.from(
        (function* () {
          for (let index = 0; index < 11; index += 1) yield chunk;
          yield Buffer.from('tail!');
        })(),
      );
      expect(await storage.put('big/file.bin', source)).toEqual({ size });
      expect(await storage.stat('big/file.bin')).toEqual({ size });
      expect(await text(await storage.read('big/file.bin', { start: size - 7, end: size - 1 }))).toBe('\x01\x01tail!');
    });

    it('lists a folder at any depth with sizes, and nothing of a folder whose name only begins the same', async () => {
      const storage = await open();
      await storage.put('cache/a/one.mp4', Buffer.from('12345'));
      await storage.put('cache/two.mp4', Buffer.from('12'));
      await storage.put('cache/a/b/c/three.mp4', Buffer.from('123'));
      await storage.put('cache-other/four.mp4', Buffer.from('1'));
      await storage.put('other/five.mp4', Buffer.from('1'));
      const before = Date.now();
      const listed = (await storage.list('cache')).sort(byKey);
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'cache/a/b/c/three.mp4', size: 3 },
        { key: 'cache/a/one.mp4', size: 5 },
        { key: 'cache/two.mp4', size: 2 },
      ]);
      for (const file of listed) {
        expect(file.usedAt).toBeInstanceOf(Date);
        expect(Math.abs(file.usedAt.getTime() - before)).toBeLessThan(60_000);
      }
      expect((await storage.list('cache/a')).map((file) => file.key).sort()).toEqual(['cache/a/b/c/three.mp4', 'cache/a/one.mp4']);
      expect(await storage.list('nothing-here')).toEqual([]);
    });

    it('saves a file to a local path, a copy later writes under its key leave as it is; a missing file is a FileNotFoundError', async () => {
      const storage = await open();
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'saved-'));
      try {
        await storage.put('cache/seg.mp4', Buffer.from('first'));
        await storage.saveAs('cache/seg.mp4', path.join(folder, 'seg.mp4'));
        await storage.put('cache/seg.mp4', Buffer.from('second'));
        expect(await fs.readFile(path.join(folder, 'seg.mp4'), 'utf8')).toBe('first');
        await expect(storage.saveAs('cache/none.mp4', path.join(folder, 'none.mp4'))).rejects.toBeInstanceOf(FileNotFoundError);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    });

    it("touch moves a file's use time on and leaves its content; touching a missing key is fine", async () => {
      const storage = await open();
      await storage.put('cache/seg.mp4', Buffer.from('segment'));
      const [written] = await storage.list('cache');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await storage.touch('cache/seg.mp4');
      const [touched] = await storage.list('cache');
      expect(touched!.usedAt.getTime()).toBeGreaterThan(written!.usedAt.getTime());
      expect(touched!.size).toBe(7);
      expect(await text(await storage.read('cache/seg.mp4'))).toBe('segment');
      await storage.touch('cache/missing.mp4');
      expect(await storage.exists('cache/missing.mp4')).toBe(false);
    });

    it.each(['../escape', 'a/../../b', '/absolute', 'a//b', '.hidden', 'a/./b', 'sp ace', 'a/', ''])('refuses the key %j (no such file exists)', async (key) => {
      const storage = await open();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidKeyError);
      // No file can have such a key.
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.list(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.touch(key)).rejects.toBeInstanceOf(InvalidKeyError);
    });
  });
}
