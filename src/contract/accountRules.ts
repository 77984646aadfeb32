/**
 * Account input rules of spec 001 §5, shared by the app's forms and the server's schemas so that
 * both accept exactly the same input. Pure functions of strings; no project document here.
 */

/** A standard address whose last part is 2 to 6 letters (spec 001 §5, §9). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,6}$/;

/** Shortest password at sign-up and on change (spec 001 §9). */
export const SIGN_UP_PASSWORD_MIN = 6;

/** Shortest password on the reset screen (spec 001 §9). */
export const RESET_PASSWORD_MIN = 8;

/** One line of the reset screen's "Password must have:" checklist. */
export type PasswordCheck = { label: '8 or more characters' | 'At least 1 symbol'; isPassed: boolean };

/** A symbol is any character that is not a letter, a digit or white space. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/** The reset-password checklist in display order; lengths count characters, not UTF-16 units. */
export function resetPasswordChecks(password: string): PasswordCheck[] {
  return [
    { label: '8 or more characters', isPassed: [...password].length >= RESET_PASSWORD_MIN },
    { label: 'At least 1 symbol', isPassed: SYMBOL.test(password) },
  ];
}

/** Profile names: letters, hyphens and white space only (spec 001 §5 "Edit profile"); empty passes. */
export const PROFILE_NAME_PATTERN = /^[\p{L}\s-]*$/u;

/**
 * A phone number of 10 digits with an optional prefix of plus and 1 to 3 digits; a dash or a space
 * may follow the prefix and each digit (spec 001 §5, §9). Empty passes.
 */
export const PROFILE_PHONE_PATTERN = /^$|^(\+\d{1,3}[\s-]?)?(\d[\s-]?){9}\d$/;

/** Longest name and link the profile keeps. */
export const PROFILE_NAME_MAX = 100;
export const PROFILE_LINK_MAX = 500;

/** What a person's name may be wrong in. */
export const PERSON_NAME_MESSAGES = {
  characters: 'Only letters, spaces and hyphens are allowed.',
  length: `Use at most ${PROFILE_NAME_MAX} characters.`,
} as const;

/** What is wrong with a person's name (trimmed), the one rule of sign-up and Edit profile; null when it is fine or empty. */
export function personNameProblem(name: string): string | null {
  if (!PROFILE_NAME_PATTERN.test(name)) return PERSON_NAME_MESSAGES.characters;
  if ([...name].length > PROFILE_NAME_MAX) return PERSON_NAME_MESSAGES.length;
  return null;
}

/** True for an empty value or an absolute http(s) URL without spaces (spec 001 §5: links must be valid URLs). */
export function isValidProfileLink(value: string): boolean {
  return value === '' || (/^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value));
}

/** File name endings accepted for a profile photo (spec 001 §5, §9). The server checks the content too. */
export const PROFILE_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.webp', '.png'] as const;

/** Largest profile photo accepted, in bytes (5 MiB). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** True when the file name ends in one of the accepted photo endings (any case). */
export function hasProfileImageExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return PROFILE_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Credit types and their names (spec 001 §3 "Credit types"). */
export const CREDIT_TYPES = [
  { creditType: 0, name: 'Avatar Video' },
  { creditType: 1, name: 'Non Avatar Video' },
  { creditType: 2, name: 'Video Personalization' },
  { creditType: 3, name: 'Salespage Personalization' },
  { creditType: 4, name: 'Thumbnail Personalization' },
  { creditType: 5, name: 'Image Personalization' },
] as const;

/** A credit type number, 0 to 5. */
export type CreditType = (typeof CREDIT_TYPES)[number]['creditType'];

/** The credit type the My Subscription page does not show (spec 001 §2). */
export const HIDDEN_CREDIT_TYPE = 1;

/** Contact Us categories and their codes, in menu order (spec 001 §3 "Contact request"). */
export const CONTACT_CATEGORIES = [
  { code: 0, name: 'Video Creation' },
  { code: 1, name: 'Sales Page Creation' },
  { code: 4, name: 'Subscription' },
  { code: 5, name: 'Other' },
  { code: 6, name: 'Image Personalization' },
  { code: 7, name: 'Video Personalization' },
  { code: 8, name: 'Thumbnail Personalization' },
  { code: 9, name: 'Salespage Personalization' },
] as const;

/** FAQ categories 0-4, in tab order (spec 001 §2 FAQ page). */
export const FAQ_CATEGORIES = [
  { category: 0, name: 'Video Creation' },
  { category: 1, name: 'Sales Page Creation' },
  { category: 2, name: 'Sharing Campaign' },
  { category: 3, name: 'Dashboard & Analytics' },
  { category: 4, name: 'General' },
] as const;
