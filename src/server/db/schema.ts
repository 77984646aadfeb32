import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Organisations that users join by invite code (spec 001 §1, §6). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts. `status` is the e-mail status the login call reports (spec 001 §8):
 * 0 blocked, 1 not verified, 2 not linked with any organisation, 3 active.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    status: integer('status').notNull(),
    canChangePassword: boolean('can_change_password').notNull().default(true),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    profileImage: text('profile_image'),
    phoneNumber: text('phone_number').notNull().default(''),
    calendarUrl: text('calendar_url').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    twitterUrl: text('twitter_url').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** Session tokens; only the SHA-256 of a token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('auth_tokens_hash_unique').on(table.tokenHash), index('auth_tokens_user').on(table.userId)],
);

/** Single-use e-mail codes: sign-up verification and password reset; only the hash is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_codes_hash_unique').on(table.codeHash)],
);

/** Invitations into an organisation; the code travels in the sign-up link (`/register?code=`). */
export const organizationInvites = pgTable(
  'organization_invites',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organization_invites_hash_unique').on(table.codeHash)],
);

/** Failed logins per account within the current window, for the per-account limit. */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Mail kept in the database when no SMTP server is configured (embedded development). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
