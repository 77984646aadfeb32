import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { toPublicUser, type UserRow } from '../account/users.ts';
import { loginRefusal, UserStatus } from '../account/userStatus.ts';
import { DomainError } from '../domainError.ts';
import { createSession } from './sessions.ts';

/**
 * Signs in an account that proved who it is (its password, a Google ID token): a new session and
 * the user, the result of every sign-in answer. An account that may not sign in is refused as
 * login refuses it: 400 message.email {status 0 blocked, 1 not verified, 2 not linked with any
 * organisation} (spec 001 §8).
 */
export async function signIn(db: Database, user: UserRow) {
  if (user.status !== UserStatus.active) {
    const status = user.status as Exclude<UserStatus, 3>;
    throw new DomainError('invalid', loginRefusal[status], { field: 'email', fieldStatus: status });
  }
  const token = await createSession(db, user.id);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token, user: await toPublicUser(db, user) };
}
