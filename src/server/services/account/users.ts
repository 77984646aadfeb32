import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';
import { ensureSubscription } from './credits.ts';
import { profileImageUrl } from './profileImages.ts';
import { endCodes } from '../auth/emailCodes.ts';
import { UserStatus } from './userStatus.ts';
import { cachedUserAnswer } from '../auth/accountCache.ts';
import { accountPersonalisationCounts } from '../personalisation/personalisationCounts.ts';

export type UserRow = typeof users.$inferSelect;

/** Trims and lower-cases an e-mail address, the form in which addresses are compared. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account with this e-mail (case-insensitive), if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .limit(1);
  return row;
}

/**
 * Stores a new password hash (with any other column changes) and ends every outstanding e-mail
 * code of the user, so that no link mailed before the change can set a password after it.
 */
export async function setUserPassword(db: Database, userId: number, changes: { passwordHash: string } & Partial<UserRow>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, userId));
    await endCodes(tx, userId);
  });
}

/**
 * The current-user object the app reads (spec 001 §3 "User"), with the account's personalisation
 * counters (spec 002 §3); from the embedded database's account cache when it holds it.
 */
export function toPublicUser(db: Database, user: UserRow): Promise<PublicUser> {
  return cachedUserAnswer(db, user.id, 'account', () => readPublicUser(db, user));
}

export type PublicUser = Awaited<ReturnType<typeof readPublicUser>>;

async function readPublicUser(db: Database, user: UserRow) {
  const [organization] = user.organizationId
    ? await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, user.organizationId))
    : [];
  // An active account always has a plan period (the free Starter plan from its first use on).
  const subscription = user.status === UserStatus.active ? await ensureSubscription(db, user.id) : undefined;
  const videoCredits = subscription?.balances[0];
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_image: profileImageUrl(user.profileImage),
    phone_number: user.phoneNumber,
    calendar_url: user.calendarUrl,
    linkedin_url: user.linkedinUrl,
    facebook_url: user.facebookUrl,
    twitter_url: user.twitterUrl,
    organization: organization ?? null,
    org_is_admin: user.isOrgAdmin,
    isCP: user.canChangePassword,
    subs_end: subscription?.endsAt.toISOString() ?? null,
    usedVideoCredit: Math.round(videoCredits?.usedCredit ?? 0),
    totalVideoCredit: Math.round(videoCredits?.totalCredit ?? 0),
    ...(await accountPersonalisationCounts(db, user.id)),
  };
}
