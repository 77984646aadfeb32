import fs from 'node:fs/promises';
import path from 'node:path';
import { tempFolderPrefix } from './tempSpace.ts';

/**
 * Runs `work` with a new empty folder under `{dataDir}/tmp` for files that media tools read and
 * write, and removes the folder and everything in it afterwards, whether `work` succeeds or not.
 */
export async function withWorkFolder<T>(dataDir: string, work: (folder: string) => Promise<T>): Promise<T> {
  const parent = path.join(dataDir, 'tmp');
  await fs.mkdir(parent, { recursive: true });
  const folder = await fs.mkdtemp(tempFolderPrefix(parent, 'media'));
  try {
    return await work(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
