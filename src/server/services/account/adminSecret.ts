import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { newSecret } from '../auth/secrets.ts';

/** The file under DATA_DIR that holds the running server's operator secret (readable by its owner only). */
export const ADMIN_SECRET_FILE = 'admin.secret';

/**
 * Writes a new operator secret for `npm run admin` under `dataDir` (each start makes a new one), so
 * that only someone who may read the server's data folder can send it operator commands.
 */
export async function writeAdminSecret(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_SECRET_FILE);
  const pending = `${file}.${process.pid}.tmp`;
  await fs.writeFile(pending, `${newSecret()}\n`, { mode: 0o600 });
  await fs.rename(pending, file);
}

/** The operator secret the server under `dataDir` wrote, or undefined when there is none. */
export async function readAdminSecret(dataDir: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(path.join(dataDir, ADMIN_SECRET_FILE), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** True when `offered` is the secret, compared in constant time. */
export function isAdminSecret(offered: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(offered), digest(secret));
}
