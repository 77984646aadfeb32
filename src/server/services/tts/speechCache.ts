import { createHmac, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../storage/fileStorage.ts';

/** Where the cache's key secret is kept. */
const SECRET_KEY = 'speech/secret';

/**
 * The cache key of some inputs: an HMAC-SHA256 of their JSON under the deployment's secret, in
 * base64url (43 characters). Equal inputs give equal keys; since the key doubles as the public file
 * name, the secret keeps anyone from telling, by computing a key, whether a given text was spoken.
 */
export function speechKey(secret: Buffer, parts: readonly unknown[]): string {
  return createHmac('sha256', secret).update(JSON.stringify(parts)).digest('base64url');
}

/** The secret of this deployment's speech cache, made on first use and kept in storage (shared by every server process). */
export async function speechCacheSecret(storage: FileStorage): Promise<Buffer> {
  if (!(await storage.exists(SECRET_KEY))) await storage.put(SECRET_KEY, randomBytes(32));
  // Read back rather than keep our own: if two processes made one at once, both use the one that stayed.
  return buffer(await storage.read(SECRET_KEY));
}

/** A stored file's bytes, or undefined when it is not there. */
export async function readCached(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  return (await storage.exists(key)) ? buffer(await storage.read(key)) : undefined;
}
