import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../account/users.ts';
import { UserStatus } from '../account/userStatus.ts';
import { checkCode, endCodes, pendingSignUps } from './emailCodes.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Activates a still unverified account at its first login (issue 22, pre-takeover): the login
 * carries the activation ticket that opening a mailed link gave that browser (proof that the
 * mailbox owner opened it) and the password typed now, and the sign-up whose password it is gives
 * the account its password and names. A sign-up someone else made for the address is never
 * activated by the mailbox owner's click, since its password is not the one the owner types; the
 * other person holds no ticket. Every code of the account ends once it is active.
 * @returns the active account, or null when the ticket is not valid for this account or no pending sign-up has this password
 */
export async function activateSignUp(db: Database, user: UserRow, ticket: string, password: string): Promise<UserRow | null> {
  const check = await checkCode(db, ticket, 'activate');
  if (check.status !== 2 || check.userId !== user.id || user.status !== UserStatus.unverified) return null;
  for (const signUp of await pendingSignUps(db, user.id)) {
    if (!(await verifyPassword(signUp.passwordHash, password))) continue;
    const [active] = await db
      .update(users)
      .set({ status: UserStatus.active, ...signUp })
      .where(and(eq(users.id, user.id), eq(users.status, UserStatus.unverified)))
      .returning();
    if (!active) return null;
    await endCodes(db, user.id);
    return active;
  }
  return null;
}
