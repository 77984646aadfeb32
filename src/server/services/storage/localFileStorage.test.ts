import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidKeyError } from './fileStorage.ts';
import { createLocalFileStorage } from './localFileStorage.ts';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('writes, reads, checks and removes a file', async () => {
    const storage = createLocalFileStorage(root);
    expect(await storage.put('renders/7/video.mp4', Buffer.from('frame data'))).toEqual({ size: 10 });
    expect(await storage.exists('renders/7/video.mp4')).toBe(true);
    expect(await text(await storage.read('renders/7/video.mp4'))).toBe('frame data');
    await storage.remove('renders/7/video.mp4');
    expect(await storage.exists('renders/7/video.mp4')).toBe(false);
    await expect(storage.read('renders/7/video.mp4')).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.remove('renders/7/video.mp4');
  });

  it('tells the size and reads a byte range', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('media/clip.bin', Buffer.from('0123456789'));
    expect(await storage.stat('media/clip.bin')).toEqual({ size: 10 });
    expect(await text(await storage.read('media/clip.bin', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.read('media/clip.bin', { start: 9, end: 9 }))).toBe('9');
    await expect(storage.stat('media/missing.bin')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('leaves neither a partial file nor a temporary file when the source stream fails', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('a/b.bin', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('new data'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('a/b.bin', failing)).rejects.toThrow('client went away');
    expect(await text(await storage.read('a/b.bin'))).toBe('old');
    expect(await fs.readdir(path.join(root, 'a'))).toEqual(['b.bin']);
  });

  it.each(['../escape', 'a/../../b', '/absolute', 'a//b', '.hidden', 'a/./b', 'sp ace', ''])('refuses the key %j', async (key) => {
    const storage = createLocalFileStorage(root);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it("lists a folder at any depth with sizes, leaving out writes in progress, and touch moves a file's use time on", async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('cache/a/one.mp4', Buffer.from('12345'));
    await storage.put('cache/two.mp4', Buffer.from('12'));
    await storage.put('other/three.mp4', Buffer.from('1'));
    await fs.writeFile(path.join(root, 'cache/two.mp4.1.x.part'), 'partial');
    const old = new Date('2020-01-01T00:00:00Z');
    await fs.utimes(path.join(root, 'cache/two.mp4'), old, old);
    const listed = (await storage.list('cache')).sort((a, b) => a.key.localeCompare(b.key));
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'cache/a/one.mp4', size: 5 },
      { key: 'cache/two.mp4', size: 2 },
    ]);
    expect(listed[1]!.usedAt).toEqual(old);
    await storage.touch('cache/two.mp4');
    expect((await storage.list('cache')).find((file) => file.key === 'cache/two.mp4')!.usedAt.getTime()).toBeGreaterThan(old.getTime());
    await storage.touch('cache/missing.mp4');
    expect(await storage.list('nothing-here')).toEqual([]);
  });
});
