import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';

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

/** The current-user object the app reads (spec 001 §3 "User"). */
export async function toPublicUser(db: Database, user: UserRow) {
  const [organization] = user.organizationId
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, user.organizationId))
    : [];
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_image: user.profileImage,
    phone_number: user.phoneNumber,
    calendar_url: user.calendarUrl,
    linkedin_url: user.linkedinUrl,
    facebook_url: user.facebookUrl,
    twitter_url: user.twitterUrl,
    organization: organization ?? null,
    org_is_admin: user.isOrgAdmin,
    isCP: user.canChangePassword,
    // Subscriptions and credits arrive with the account-area issue; until then nobody has any.
    subs_end: null,
    usedVideoCredit: 0,
    totalVideoCredit: 0,
  };
}

export type PublicUser = Awaited<ReturnType<typeof toPublicUser>>;
