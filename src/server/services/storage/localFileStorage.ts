import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isProcessRunning } from '../media/tempSpace.ts';
import { assertValidKey, type FileStorage, FileNotFoundError, type StoredFile } from './fileStorage.ts';

/** The ending of a write in progress: `{key}.{pid}.{uuid}.part`, renamed to `{key}` once whole. */
const PART = '.part';

/** File storage in a local folder; each write goes to a temporary file that is then renamed. */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };

  return {
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    async put(key, content) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${crypto.randomUUID()}${PART}`;
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, sink);
        await fs.rename(temporary, target);
      } catch (error) {
        // A source that fails at once can reject before the sink has even opened its file: wait
        // until it is closed, or the file would appear after it was removed.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { size: (await fs.stat(target)).size };
    },
    async read(key, range) {
      const file = pathOf(key);
      try {
        await fs.access(file);
      } catch {
        throw new FileNotFoundError(`No file at ${key}`);
      }
      return createReadStream(file, range);
    },
    async saveAs(key, file) {
      // A hard link costs no copy; writes under `key` rename a new file over it, so the link keeps what it saw.
      try {
        await fs.link(pathOf(key), file);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ENOENT') throw new FileNotFoundError(`No file at ${key}`);
        if (code !== 'EXDEV' && code !== 'EPERM') throw error;
        await fs.copyFile(pathOf(key), file);
      }
    },
    async stat(key) {
      try {
        return { size: (await fs.stat(pathOf(key))).size };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw new FileNotFoundError(`No file at ${key}`);
        throw error;
      }
    },
    async exists(key) {
      try {
        await fs.access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async list(folder) {
      const base = pathOf(folder);
      const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch((error: { code?: string }) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files: StoredFile[] = [];
      // Writes in progress (`.part`) are not files yet.
      for (const entry of entries.filter((found) => found.isFile() && !found.name.endsWith(PART))) {
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat) files.push({ key: path.relative(root, file).split(path.sep).join('/'), size: stat.size, usedAt: stat.mtime });
      }
      return files;
    },
    async touch(key) {
      const now = new Date();
      await fs.utimes(pathOf(key), now, now).catch((error: { code?: string }) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

/**
 * Removes the writes in progress (`.part`) under `root` of processes that no longer run: a
 * process killed mid-write leaves its part behind, which no reader sees but which takes space.
 * Answers how many were removed.
 */
export async function sweepAbandonedWrites(root: string): Promise<number> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const abandoned = entries.filter((entry) => {
    const pid = Number(/\.(\d+)\.[0-9a-f-]+\.part$/.exec(entry.name)?.[1]);
    return entry.isFile() && pid > 0 && pid !== process.pid && !isProcessRunning(pid);
  });
  await Promise.all(abandoned.map((entry) => fs.rm(path.join(entry.parentPath, entry.name), { force: true })));
  return abandoned.length;
}
