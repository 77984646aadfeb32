import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authTokens, users } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';
import type { UserRow } from '../account/users.ts';

/** Starts a session for the user and returns its token (shown once, stored only as a hash). */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(authTokens).values({ userId, tokenHash: hashSecret(token) });
  return token;
}

/** The user a token belongs to, or undefined for an unknown or revoked token. */
export async function resolveSession(db: Database, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, hashSecret(token)))
    .limit(1);
  return row?.user;
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
