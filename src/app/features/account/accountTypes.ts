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

/** A Contact Us message (spec 001 §3 "Contact request"). */
export interface ContactRequest {
  problemCategory: number;
  message: string;
}
