import { and, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authTokens, users } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';
import type { UserRow } from '../account/users.ts';
import { accountCacheOf, type CachedSession } from './accountCache.ts';

/** A session unused this long ends (each use renews it). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** A session ends this long after its sign-in however much it is used. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;

/** A session's last use is written at most this often, so that a busy session costs no write per request. */
export const SESSION_RENEW_EVERY_MS = 5 * 60 * 1000;

/** How often the rows of expired sessions are deleted while the server runs. */
export const EXPIRED_SESSION_SWEEP_MS = 60 * 60 * 1000;

/** The condition on `auth_tokens` of a session that has not yet expired at `now`. */
export function sessionIsCurrent(now: number = Date.now()): SQL {
  return and(gt(authTokens.lastUsedAt, new Date(now - SESSION_IDLE_MS)), gt(authTokens.createdAt, new Date(now - SESSION_ABSOLUTE_MS)))!;
}

/** Starts a session for the user and returns its token (shown once, stored only as a hash). */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(authTokens).values({ userId, tokenHash: hashSecret(token) });
  return token;
}

/** Whether a session that started at `createdAt` and was last used at `lastUsedAt` still holds at `now`. */
function isCurrent(session: CachedSession, now: number): boolean {
  return session.lastUsedAt > now - SESSION_IDLE_MS && session.createdAt > now - SESSION_ABSOLUTE_MS;
}

/** The session of a token hash as stored, with its account, if it has not expired. */
async function readSession(db: Database, tokenHash: string, now: number): Promise<CachedSession | undefined> {
  const [row] = await db
    .select({ user: users, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), sessionIsCurrent(now)))
    .limit(1);
  return row && { user: row.user, createdAt: row.createdAt.getTime(), lastUsedAt: row.lastUsedAt.getTime() };
}

/**
 * The user a token belongs to, or undefined for an unknown, revoked or expired token
 * ({@link SESSION_IDLE_MS}, {@link SESSION_ABSOLUTE_MS}). Using a session renews it: its last use
 * is written when the one stored is older than {@link SESSION_RENEW_EVERY_MS}. A session resolved
 * recently comes from the embedded database's account cache (`accountCache.ts`) without a query.
 */
export async function resolveSession(db: Database, token: string): Promise<UserRow | undefined> {
  const now = Date.now();
  const tokenHash = hashSecret(token);
  const cache = accountCacheOf(db);
  const mark = cache?.mark() ?? 0;
  const cached = cache?.session(tokenHash, now);
  const session = cached ?? (await readSession(db, tokenHash, now));
  if (!session || !isCurrent(session, now)) return undefined;
  if (now - session.lastUsedAt > SESSION_RENEW_EVERY_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(authTokens.tokenHash, tokenHash));
    session.lastUsedAt = now;
  }
  if (!cached) cache?.keepSession(tokenHash, session, mark, now);
  return session.user;
}

/** Deletes the rows of expired sessions (they no longer sign anyone in; this only keeps the table small). */
export async function deleteExpiredSessions(db: Database, now: number = Date.now()): Promise<number> {
  const expired = or(lt(authTokens.lastUsedAt, new Date(now - SESSION_IDLE_MS)), lt(authTokens.createdAt, new Date(now - SESSION_ABSOLUTE_MS)));
  const gone = await db.delete(authTokens).where(expired).returning({ id: authTokens.id });
  return gone.length;
}

/** Ends one session. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashSecret(token)));
}

/** Ends every session of a user, except the one whose token is `keepToken`. */
export async function revokeUserSessions(db: Database, userId: number, keepToken?: string): Promise<void> {
  const mine = eq(authTokens.userId, userId);
  await db.delete(authTokens).where(keepToken ? and(mine, ne(authTokens.tokenHash, hashSecret(keepToken))) : mine);
}
