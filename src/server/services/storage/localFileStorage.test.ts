import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStorageContract, failingStream } from '../../../../tests/support/fileStorageContract.ts';
import { createLocalFileStorage, sweepAbandonedWrites } from './localFileStorage.ts';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describeFileStorageContract('local file storage', async () => createLocalFileStorage(root));

describe('local file storage', () => {
  it('leaves no temporary file when the source stream fails', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('a/b.bin', Buffer.from('old'));
    await expect(storage.put('a/b.bin', failingStream(1))).rejects.toThrow('client went away');
    expect(await text(await storage.read('a/b.bin'))).toBe('old');
    expect(await fs.readdir(path.join(root, 'a'))).toEqual(['b.bin']);
  });

  it('lists files by their modification time, leaving out writes in progress, and touch sets it to now', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('cache/two.mp4', Buffer.from('12'));
    await fs.writeFile(path.join(root, 'cache/two.mp4.1.x.part'), 'partial');
    const old = new Date('2020-01-01T00:00:00Z');
    await fs.utimes(path.join(root, 'cache/two.mp4'), old, old);
    expect(await storage.list('cache')).toEqual([{ key: 'cache/two.mp4', size: 2, usedAt: old }]);
    const before = Date.now();
    await storage.touch('cache/two.mp4');
    expect((await fs.stat(path.join(root, 'cache/two.mp4'))).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
  });

  it('sweeps the writes in progress of processes that no longer run, and only those', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('renders/done.mp4', Buffer.from('whole'));
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const uuid = crypto.randomUUID();
    await fs.writeFile(path.join(root, `renders/next.mp4.${ended}.${uuid}.part`), 'cut short');
    await fs.writeFile(path.join(root, `renders/own.mp4.${process.pid}.${uuid}.part`), 'being written');
    expect(await sweepAbandonedWrites(root)).toBe(1);
    expect((await fs.readdir(path.join(root, 'renders'))).sort()).toEqual(['done.mp4', `own.mp4.${process.pid}.${uuid}.part`]);
  });
});
