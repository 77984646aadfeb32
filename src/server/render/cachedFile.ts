import type { FileStorage } from '../services/storage/fileStorage.ts';

/** Puts a file of the render cache (a segment, a sound track, a sound piece) into the work folder as `file` (`saveAs`: a link where the store is local), marking it used (the cache keeps what was used lately: `renderCache.ts`). */
export async function copyCached(storage: FileStorage, key: string, file: string): Promise<void> {
  await storage.touch(key);
  await storage.saveAs(key, file);
}

/** Reads a small file of the render cache (a sound chunk) whole, marking it used. */
export async function readCached(storage: FileStorage, key: string): Promise<Buffer> {
  await storage.touch(key);
  return Buffer.concat(await (await storage.read(key)).toArray());
}
