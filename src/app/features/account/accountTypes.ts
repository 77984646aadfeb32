/** Editable profile fields of PUT /api/accounts/user/ (spec 001 §3 "User"). */
export type ProfileFields = {
  first_name: string;
  last_name: string;
  phone_number: string;
  calendar_url: string;
  linkedin_url: string;
  facebook_url: string;
  twitter_url: string;
};

/** The changed fields sent as JSON; `profile_image: null` removes the photo. */
export type ProfileChanges = Partial<ProfileFields> & { profile_image?: null };

/** One credit type of the current plan period. */
export interface SubscriptionItem {
  creditType: number;
  totalCredit: number;
  usedCredit: number;
}

/** GET /api/subscription/info/ (spec 001 §3 "Subscription info"). */
export interface SubscriptionInfo {
  planName: string;
  subscriptionStart: string;
  subscriptionEnd: string;
  subscription: SubscriptionItem[];
}

/** A Credit Use History entry (spec 001 §3 "Credit history entry"). */
export interface CreditUse {
  id: number;
  creditType: number;
  /** Rounded to a whole number. */
  usedCredit: number;
  /** The credit type's total of that plan period when used. */
  totalCredit: number;
  timestamp: string;
  meta: { name?: string; pageName?: string; thumbnailName?: string };
}

/** A help entry (spec 001 §3 "FAQ"). */
export interface Faq {
  id: number;
  description: string;
  /** Address of the help video; empty until recorded. */
  video: string;
  videoThumbnail: string;
}

/** Where Contact Us points. */
export interface ContactInfo {
  email: string;
  socials: { name: string; url: string }[];
}

/** A Contact Us message (spec 001 §3 "Contact request"). */
export interface ContactRequest {
  problemCategory: number;
  message: string;
}
