import { z } from 'zod';
import { accountPersonalisationCountsSchema } from './personalisationCounts';

/** A row of the Manage Team list (spec 001 §3 "Team member"). */
export const teamMemberSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** ISO time of the last login, null before the first, or "Invitation Pending!" for an invite. */
  last_login: z.string().nullable(),
  /** Prospects reached through sharing; 0 until sharing exists. */
  totalProspect: z.number(),
  /** Share of prospects who engaged, in percent; 0 until sharing exists. */
  engagementRate: z.number(),
  org_is_admin: z.boolean(),
  isPending: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * The signed-in user as `GET /api/accounts/user/?isCP=1`, login and profile changes answer it (spec
 * 001 §3 "User"), with the account-level personalisation counters of spec 002 §3.
 */
export const userSchema = accountPersonalisationCountsSchema.extend({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  phone_number: z.string(),
  calendar_url: z.string(),
  linkedin_url: z.string(),
  facebook_url: z.string(),
  twitter_url: z.string(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  org_is_admin: z.boolean(),
  /** May change password. */
  isCP: z.boolean(),
  subs_end: z.string().nullable(),
  usedVideoCredit: z.number(),
  totalVideoCredit: z.number(),
});
export type User = z.infer<typeof userSchema>;

/** What login answers: a session token and the user. */
export const loginResultSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `GET /api/accounts/social-auth/`: the third-party sign-ins this server offers (null: not configured). */
export const socialAuthConfigSchema = z.object({ google: z.object({ clientId: z.string() }).nullable() });
export type SocialAuthConfig = z.infer<typeof socialAuthConfigSchema>;

/** What sign-up and a new verification mail answer: where the mail went. */
export const emailResultSchema = z.object({ email: z.string() });

/** One credit type of the current plan period. */
export const subscriptionItemSchema = z.object({ creditType: z.number().int(), totalCredit: z.number(), usedCredit: z.number() });
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

/** `GET /api/subscription/info/` (spec 001 §3 "Subscription info"). */
export const subscriptionInfoSchema = z.object({
  planName: z.string(),
  subscriptionStart: z.string(),
  subscriptionEnd: z.string(),
  subscription: z.array(subscriptionItemSchema),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** A Credit Use History entry (spec 001 §3 "Credit history entry"); `meta` names what used the credits. */
export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  creditType: z.number().int(),
  /** Rounded to a whole number. */
  usedCredit: z.number(),
  /** The credit type's total of that plan period when used. */
  totalCredit: z.number(),
  timestamp: z.string(),
  meta: z.object({ name: z.string().optional(), pageName: z.string().optional(), thumbnailName: z.string().optional() }).loose(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** What a renewal request answers. */
export const renewalSchema = z.object({ id: z.number().int(), requestedAt: z.string() });

/** A help entry (spec 001 §3 "FAQ"). */
export const faqSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Address of the help video; empty until recorded. */
  video: z.string(),
  videoThumbnail: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** Where Contact Us points. */
export const contactInfoSchema = z.object({ email: z.string(), socials: z.array(z.object({ name: z.string(), url: z.string() })) });
export type ContactInfo = z.infer<typeof contactInfoSchema>;
