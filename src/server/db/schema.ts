import { sql } from 'drizzle-orm';
import type { PageLayout, SharingPageContent } from '../../contract/sharing.ts';
import type { GenerationStep } from '../../contract/generation.ts';
import type { MergeTagPair } from '../../scene/mergeTags.ts';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('auth_tokens_hash_unique').on(table.tokenHash), index('auth_tokens_user').on(table.userId)],
);

/**
 * What one sign-up chose, kept with its verification code until the link is opened: the password
 * (argon2id hash) and the names that the verification gives the account.
 */
/** The mail pictures of a video or image as stored (issue 19): the GIF's (null for an image) and the still JPEG's render file names, and the size a code shows them at. */
export type StoredMailPictures = { gif: string | null; jpeg: string; width: number; height: number };

export type PendingSignUp = { passwordHash: string; firstName: string; lastName: string };

/**
 * Single-use e-mail codes: sign-up verification and password reset; only the hash is stored.
 * A verification code carries its sign-up's choices (`sign_up`) until it is used or ended.
 */
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
    signUp: jsonb('sign_up').$type<PendingSignUp>(),
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

/**
 * Requests counted by the per-address limits of the routes that have one (login, sign-up, password
 * reset…; `databaseRateLimitStore.ts`): one row per route and client address, counting the requests
 * of the window that started at `windowStartedAt`. In the database, so that every process of the
 * scaled mode counts against the same limit.
 */
export const requestCounts = pgTable('request_counts', {
  key: text('key').primaryKey(),
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

/** A credit amount: whole or fractional credits (generation may charge per part of a minute); shown rounded. */
const credits = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * Subscription plans (spec 001 §3 "Subscription info"). `credits` is the allotment for one period,
 * keyed by credit type 0-5 as a string. Seeded by migration; an operator puts accounts on a plan
 * with `npm run admin -- set-plan`.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    durationDays: integer('duration_days').notNull(),
    credits: jsonb('credits').$type<Partial<Record<string, number>>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('plans_code_unique').on(table.code)],
);

/**
 * Plan periods of an account. Exactly one row per user is current (`isCurrent`); a new plan or
 * renewal replaces it with a new row, so earlier periods and their ledger entries stay intact.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_current_unique')
      .on(table.userId)
      .where(sql`${table.isCurrent}`),
    index('subscriptions_user').on(table.userId),
  ],
);

/**
 * Credits per subscription period and credit type (0-5, spec 001 §3). Always the sums of the
 * ledger entries of that period: totalCredit of its grants, usedCredit of its uses. Only
 * `services/account/credits.ts` writes here, in the same transaction as the ledger.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    creditType: integer('credit_type').notNull(),
    totalCredit: credits('total_credit').notNull().default(0),
    usedCredit: credits('used_credit').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.creditType] }),
    check('credit_balances_used_within_total', sql`${table.usedCredit} >= 0 and ${table.usedCredit} <= ${table.totalCredit}`),
  ],
);

/** Every credit movement: `grant` adds to a period's total, `use` to its used credits (the Credit Use History). */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    creditType: integer('credit_type').notNull(),
    kind: text('kind', { enum: ['grant', 'use'] }).notNull(),
    amount: credits('amount').notNull(),
    /** The period's total for this credit type right after the entry ("{used} Used out of {total}"). */
    totalAfter: credits('total_after').notNull(),
    /** What the credits were for: name, pageName (type 3) or thumbnailName (type 4), reason. */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_user_kind').on(table.userId, table.kind, table.id), check('credit_ledger_amount_positive', sql`${table.amount} > 0`)],
);

/** Renew Subscription requests, kept for the team to act on (`npm run admin -- requests`). */
export const renewalRequests = pgTable('renewal_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact Us messages (spec 001 §3 "Contact request"); also mailed to SUPPORT_EMAIL. */
export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The sender's address when sent, so the request stays answerable if the account goes. */
  email: text('email').notNull(),
  problemCategory: integer('problem_category').notNull(),
  message: text('message').notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Help page entries per category 0-4 (spec 001 §2 FAQ page, §3 "FAQ"); seeded by migration. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    category: integer('category').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    video: text('video').notNull().default(''),
    videoThumbnail: text('video_thumbnail').notNull().default(''),
  },
  (table) => [uniqueIndex('faqs_category_position_unique').on(table.category, table.position)],
);

/**
 * Video and image projects (spec 000 §3, 001 §3 "Project"). `jsonData` is the project document
 * (`src/scene`), always valid by `parseProjectDocument` when written. `revision` is the document's
 * version: 1 when created, one more on every write of `jsonData` (autosave, explicit save), not on a
 * rename; autosave diffs name the revision they were made against and are refused when it moved on.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['video', 'image'] }).notNull(),
    name: text('name').notNull().default('Untitled'),
    jsonData: jsonb('json_data').$type<Record<string, unknown>>().notNull(),
    revision: integer('revision').notNull().default(1),
    isGenerated: boolean('is_generated').notNull().default(false),
    isPersonalized: boolean('is_personalized').notNull().default(false),
    thumbnail: text('thumbnail'),
    /** The document revision the thumbnail shows (draft thumbnails are redrawn only when it moved on). */
    thumbnailRevision: integer('thumbnail_revision'),
    /**
     * Generation (spec 001 §4 status codes): 99 queued, 3 queued again after a failed attempt,
     * 2 generating (`generateProgress` percent), 1 ready, 0 failed (`generateError` says why);
     * null while never generated.
     */
    generateStatus: integer('generate_status'),
    generateProgress: integer('generate_progress').notNull().default(0),
    /** Where a generation under way is: its step, with the queue position or the count done, and the time left (null otherwise). */
    generateStep: jsonb('generate_step').$type<GenerationStep>(),
    generateError: text('generate_error'),
    /** Names the current generation's files; a render job carrying another id is stale and does nothing. */
    renderId: text('render_id'),
    /** Credits the current generation took (given back if it fails for good). */
    generateCredits: integer('generate_credits').notNull().default(0),
    /** The generated file in storage: the MP4 of a video, the PNG of an image. */
    generatedFile: text('generated_file'),
    /** The JPEG of a published image. */
    generatedJpeg: text('generated_jpeg'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The sharing page its links open (`sharing_pages`); null: the owner's default page. */
    sharingPageId: integer('sharing_page_id').references((): AnyPgColumn => sharingPages.id, { onDelete: 'set null' }),
    /** The mail client chosen for mail codes (spec 002 §3 `mailClient`; issue 19), or null. */
    mailClient: integer('mail_client'),
    /** Where an image's landing link goes instead of the sharing page (spec 002 `redirectUrl`); '' when off. */
    redirectUrl: text('redirect_url').notNull().default(''),
    /** The mail pictures of the ready video (issue 19; file names of the generation's render id), null until made. */
    mailPictures: jsonb('mail_pictures').$type<StoredMailPictures>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_user_kind_updated').on(table.userId, table.kind, table.updatedAt),
    check('projects_kind_known', sql`${table.kind} in ('video', 'image')`),
    check('projects_revision_positive', sql`${table.revision} >= 1`),
    check('projects_generate_status_known', sql`${table.generateStatus} in (0, 1, 2, 3, 99)`),
    check('projects_generate_progress_percent', sql`${table.generateProgress} between 0 and 100`),
  ],
);

/**
 * My Colors: the colours a user saved in the editor's colour picker, newest first (spec 000 §7
 * `/api/colors/`). A table of its own rather than a column on `users`: the users row is read on
 * every authenticated request, and the list is only read by the editor.
 */
export const userColors = pgTable('user_colors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  colors: jsonb('colors').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The user media library (spec 000 §3 "Media item", §7 `/api/userlibrary/upload/`): one row per
 * uploaded file. Files live in FileStorage under unguessable names: `originalFile` as uploaded,
 * `thumbnailFile` (JPEG, for images and videos), `proxyFile` (a copy the engine can play, made by
 * the upload-processing job for what browsers cannot decode or seek). `format` is the original's
 * format told by content; `fileInfo` describes the file the item serves (the proxy once it is ready).
 * `processingStatus` uses the generation status codes of spec 001 §4: 1 ready, 2 processing,
 * 3 queued, 0 failed; `processingProgress` is 0-100.
 */
export const userUploads = pgTable(
  'user_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    kind: text('kind', { enum: ['image', 'video', 'audio', 'csv'] }).notNull(),
    format: text('format').notNull(),
    originalFile: text('original_file').notNull(),
    thumbnailFile: text('thumbnail_file'),
    proxyFile: text('proxy_file'),
    fileInfo: jsonb('file_info')
      .$type<{
        format: string;
        size: number;
        duration: number | null;
        width: number | null;
        height: number | null;
        codecs: { video: string | null; audio: string | null };
      }>()
      .notNull(),
    processingStatus: integer('processing_status').notNull().default(1),
    processingProgress: integer('processing_progress').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_uploads_user_category_id').on(table.userId, table.category, table.id),
    check('user_uploads_kind_known', sql`${table.kind} in ('image', 'video', 'audio', 'csv')`),
    check('user_uploads_status_known', sql`${table.processingStatus} in (0, 1, 2, 3)`),
    check('user_uploads_progress_percent', sql`${table.processingProgress} between 0 and 100`),
  ],
);

/**
 * Sharing pages (spec 002 §3 "Sales/sharing page"): the landing page around a shared item. Template
 * pages have no owner (`user_id` null) and a `template_key`; they are made in code
 * (`services/sharing/pageTemplates.ts`) and upserted by key at start. A user's pages are copies;
 * exactly one per user is the default (`is_default`), made from the default template on first use.
 */
export const sharingPages = pgTable(
  'sharing_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    templateKey: text('template_key'),
    name: text('name').notNull(),
    layout: text('layout').$type<PageLayout>().notNull(),
    content: jsonb('content').$type<SharingPageContent>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sharing_pages_template_key_unique').on(table.templateKey),
    uniqueIndex('sharing_pages_default_unique')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    index('sharing_pages_user_updated').on(table.userId, table.updatedAt),
    check('sharing_pages_template_or_owner', sql`(${table.userId} is null) = (${table.templateKey} is not null)`),
  ],
);

/**
 * Public share links (DESIGN "Delivery"): each ready item has one main link; personalised links
 * (issue 17) and batch links (18) add rows with the contact's `merge_values`, `contact_email` and
 * `batch_id`. The token (128+ random bits, base64url) is the whole secret of the public address.
 * A deleted item leaves its links behind with `project_id` null, so their addresses answer 410.
 * `views`, `plays` and `clicks` are the sums of the link's `share_events`, kept in the same transaction.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The main link of its item (one per item); personalised links are not. */
    isMain: boolean('is_main').notNull().default(false),
    mergeValues: jsonb('merge_values').$type<Record<string, string>>(),
    batchId: integer('batch_id'),
    contactEmail: text('contact_email'),
    views: integer('views').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('share_links_token_unique').on(table.token),
    uniqueIndex('share_links_main_unique')
      .on(table.projectId)
      .where(sql`${table.isMain}`),
    index('share_links_project').on(table.projectId),
  ],
);

/**
 * What viewers did on a public page, append-only: a view per page load, a play per view (the
 * first only: unique by link, kind and view id), a click per tracked redirect (no view id).
 */
export const shareEvents = pgTable(
  'share_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    linkId: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'play', 'click'] }).notNull(),
    viewId: text('view_id'),
    target: text('target'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('share_events_once_per_view').on(table.linkId, table.kind, table.viewId),
    index('share_events_link_at').on(table.linkId, table.at),
    check('share_events_kind_known', sql`${table.kind} in ('view', 'play', 'click')`),
  ],
);

/** Views, plays and clicks per link and UTC day (the detail chart), kept with `share_events` in the same transaction. */
export const shareDailyCounts = pgTable(
  'share_daily_counts',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.day] })],
);

/**
 * Personalised items (issue 17, spec 002 §3 "Solo history entry"): one contact's version of a video
 * or image, made from `merge_values`. `kind` 1 a video to download, 2 a video's solo link, 3 an
 * image's link (`contract/personalisation.ts` `PERSONALISATION_KINDS`); `pronunciation`: how the speech
 * says a value, by tag, where the customer spelled it out (the written value stays in texts); the link kinds have their
 * own share link (`share_link_id`, with the same values: its page, its analytics). `status` (spec 002
 * §4): 3 pending, 2 generating (`progress` percent), 1 ready (`file`: the MP4 or PNG, by
 * `render_id` like a generation's files), 0 error (`error` says why). `credits`: what was taken,
 * given back when the render fails for good. `all_merge_tag`: the item's tags when it was made.
 */
export const personalisedItems = pgTable(
  'personalised_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull(),
    mergeValues: jsonb('merge_values').$type<Record<string, string>>().notNull(),
    pronunciation: jsonb('pronunciation').$type<Record<string, string>>().notNull().default({}),
    allMergeTag: jsonb('all_merge_tag').$type<MergeTagPair[]>().notNull(),
    status: integer('status').notNull().default(3),
    progress: integer('progress').notNull().default(0),
    renderId: text('render_id').notNull(),
    file: text('file'),
    thumbnail: text('thumbnail'),
    shareLinkId: integer('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    /** The batch (issue 18) this item is one contact of, and that contact's number in it (1 = the CSV's first data row); null for solo items. */
    batchId: integer('batch_id').references((): AnyPgColumn => batches.id, { onDelete: 'cascade' }),
    contactNumber: integer('contact_number'),
    credits: jsonb('credits').$type<{ creditType: number; amount: number }[]>().notNull().default([]),
    error: text('error'),
    /** The mail pictures of a solo mail code's video (kind 4) or a personalised image (kind 3; issue 19), null until ready and for the other kinds. */
    mailPictures: jsonb('mail_pictures').$type<StoredMailPictures>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('personalised_items_user_kind_id').on(table.userId, table.kind, table.id),
    index('personalised_items_project_kind_id').on(table.projectId, table.kind, table.id),
    uniqueIndex('personalised_items_render_id_unique').on(table.renderId),
    uniqueIndex('personalised_items_share_link_unique').on(table.shareLinkId),
    uniqueIndex('personalised_items_batch_contact_unique').on(table.batchId, table.contactNumber),
    check('personalised_items_batch_contact_together', sql`(${table.batchId} is null) = (${table.contactNumber} is null)`),
    check('personalised_items_kind_known', sql`${table.kind} in (1, 2, 3, 4)`),
    check('personalised_items_status_known', sql`${table.status} in (0, 1, 2, 3)`),
    check('personalised_items_progress_percent', sql`${table.progress} between 0 and 100`),
  ],
);

/**
 * Batches (issue 18, spec 002 §3 "Batch history entry", §4 "Batch generation"): a CSV of contacts
 * validated against a ready video's merge tags (`merge_tag_map`: tag → column index, 0-based), then
 * generated: one personalised link (a `personalised_items` row of kind 2 with `batch_id` and
 * `contact_number`) per valid contact. `state`: validated (not started), generating, cancelled.
 * `headers`: the CSV's header row; `total_count` the valid contacts (what generation makes),
 * `skipped_count` the contacts with errors, `error_count` their bad cells. `credits`: what generation
 * reserved (per credit type), before any refund. The CSV's rows live in `batch_contacts`.
 */
export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id').references(() => userUploads.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** What it makes per contact (issue 19, `BATCH_TYPES`): 1 personalised links, 2 links with mail codes. */
    type: integer('type').notNull().default(1),
    mergeTagMap: jsonb('merge_tag_map').$type<Record<string, number>>().notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    state: text('state', { enum: ['validated', 'generating', 'cancelled'] })
      .notNull()
      .default('validated'),
    totalCount: integer('total_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    errorCount: integer('error_count').notNull(),
    credits: jsonb('credits').$type<{ creditType: number; amount: number }[]>().notNull().default([]),
    /** The last generated CSV (a library file name), replaced by the next one asked for. */
    generatedFile: text('generated_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_user_id').on(table.userId, table.id),
    index('batches_project_id').on(table.projectId, table.id),
    check('batches_state_known', sql`${table.state} in ('validated', 'generating', 'cancelled')`),
    check('batches_type_known', sql`${table.type} in (1, 2)`),
  ],
);

/**
 * The contacts of a batch as the CSV gave them: `cells` the row as read (the generated CSV and the
 * detail view show it again), `email` the mapped e-mail cell, `problems` the cells that failed
 * validation (`[{cellIndex, message}]`; a contact with any is skipped).
 */
export const batchContacts = pgTable(
  'batch_contacts',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    contactNumber: integer('contact_number').notNull(),
    email: text('email').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    problems: jsonb('problems').$type<{ cellIndex: number; message: string }[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.contactNumber] })],
);
