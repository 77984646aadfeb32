import path from 'node:path';
import { ADMIN_SECRET_FILE, readAdminSecret } from './adminSecret.ts';

/** What a command run by the server gave: its output, or a mistake in the command line (with the usage). */
export type AdminAnswer = { output: string; isUsageError: boolean };

/** True when our API answers on `port` of this machine (the logout call answers anyone). */
export async function isServerAnswering(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/accounts/logout/`, { signal: AbortSignal.timeout(1000) });
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * Runs one operator command on the server that answers on `port` of this machine
 * (`POST /api/admin/command/`), with the secret it wrote under `dataDir`: how `npm run admin`
 * works while the server holds the embedded database. Throws when the secret cannot be read or
 * the server refuses it.
 */
export async function runAdminCommandOnServer({ port, dataDir, argv }: { port: number; dataDir: string; argv: string[] }): Promise<AdminAnswer> {
  const secretFile = path.join(dataDir, ADMIN_SECRET_FILE);
  const secret = await readAdminSecret(dataDir);
  if (!secret) throw new Error(`The server is running but ${secretFile} cannot be read: run this as the user the server runs as, with its DATA_DIR.`);
  const answer = await fetch(`http://127.0.0.1:${port}/api/admin/command/`, {
    method: 'POST',
    headers: { authorization: `Admin ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  const body = (await answer.json().catch(() => null)) as { message?: unknown; result?: { output?: string } } | null;
  if (answer.ok && typeof body?.result?.output === 'string') return { output: body.result.output, isUsageError: false };
  if (answer.status === 400) return { output: typeof body?.message === 'string' ? body.message : JSON.stringify(body?.message), isUsageError: true };
  const hint = answer.status === 404 ? ` (the secret in ${secretFile} is not the running server's: is DATA_DIR the same?)` : '';
  throw new Error(`The server answered ${answer.status}${hint}.`);
}
