import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/uniqueViolation.ts';
import { findUserByEmail, setUserPassword, type UserRow } from '../account/users.ts';
import { UserStatus } from '../account/userStatus.ts';
import type { GoogleIdentity } from './googleIdToken.ts';
import { hashPassword } from './passwords.ts';
import { newSecret } from './secrets.ts';

/** A hash of a password nobody knows: a Google account signs in with Google (or sets a password by a reset mail). */
const unknownPasswordHash = () => hashPassword(newSecret());

/**
 * The account a verified Google address signs in to, made when there is none: active at once (Google
 * verified the address), without a password of its own (isCP false), on the Starter plan from this
 * first sign-in, as a sign-up's is from its first login. An account still waiting for its
 * verification mail is activated the same way, and its pending links and the password chosen in
 * that sign-up are dropped: whoever signed up with the address may not be its owner. Accounts in
 * any other state are answered as they are (the sign-in refuses a blocked one).
 */
export async function accountForGoogle(db: Database, identity: GoogleIdentity): Promise<UserRow> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.status === UserStatus.unverified) {
    const names = identity.firstName ? { firstName: identity.firstName, lastName: identity.lastName } : {};
    await setUserPassword(db, existing.id, { passwordHash: await unknownPasswordHash(), status: UserStatus.active, canChangePassword: false, ...names });
    return (await findUserByEmail(db, identity.email))!;
  }
  if (existing) return existing;
  try {
    const [created] = await db
      .insert(users)
      .values({ ...identity, passwordHash: await unknownPasswordHash(), status: UserStatus.active, canChangePassword: false })
      .returning();
    return created!;
  } catch (error) {
    // The same address signed in twice at once: the other request made the account.
    const made = isUniqueViolation(error) ? await findUserByEmail(db, identity.email) : undefined;
    if (!made) throw error;
    return made;
  }
}
