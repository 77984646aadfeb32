/**
 * Client rules of the account area (spec 001 §5): edit profile, change password, invite, photo.
 * Pure functions: values in, field errors out. The patterns are shared with the server's schemas.
 */
import {
  EMAIL_PATTERN,
  hasProfileImageExtension,
  isValidProfileLink,
  PROFILE_IMAGE_MAX_BYTES,
  PERSON_NAME_MESSAGES,
  personNameProblem,
  PROFILE_LINK_MAX,
  PROFILE_PHONE_PATTERN,
  SIGN_UP_PASSWORD_MIN,
} from '../../../contract/accountRules';
import type { FieldErrors } from '../auth/validation';
import type { ProfileChanges, ProfileFields } from './accountTypes';

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required.',
  name: PERSON_NAME_MESSAGES.characters,
  nameLength: PERSON_NAME_MESSAGES.length,
  phone: 'Enter a phone number of 10 digits, optionally after +country code.',
  link: 'Enter a valid URL (http or https).',
  /** Spec 001 §5, §8: a new password under 6 characters. */
  passwordLength: 'Password length not match.',
  /** Spec 001 §5, §8: the invite address. */
  inviteEmail: 'Email Invalid',
  imageType: 'Upload a .jpg, .jpeg, .webp or .png image.',
  imageSize: `The image must be ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
} as const;

export const LINK_FIELDS = ['calendar_url', 'linkedin_url', 'facebook_url', 'twitter_url'] as const;

/**
 * Edit profile: names of letters, hyphens and spaces (first name required), a phone of 10 digits
 * with an optional +1-3 digit prefix, http(s) links; empty values pass. Values are checked trimmed.
 */
export function validateProfile(values: ProfileFields): FieldErrors<keyof ProfileFields> {
  const errors: FieldErrors<keyof ProfileFields> = {};
  const first = values.first_name.trim();
  const firstError = first === '' ? PROFILE_MESSAGES.firstNameRequired : (personNameProblem(first) ?? undefined);
  if (firstError) errors.first_name = firstError;
  const lastError = personNameProblem(values.last_name.trim()) ?? undefined;
  if (lastError) errors.last_name = lastError;
  if (!PROFILE_PHONE_PATTERN.test(values.phone_number.trim())) errors.phone_number = PROFILE_MESSAGES.phone;
  for (const field of LINK_FIELDS) {
    const link = values[field].trim();
    if (!isValidProfileLink(link) || link.length > PROFILE_LINK_MAX) errors[field] = PROFILE_MESSAGES.link;
  }
  return errors;
}

/** The trimmed fields that differ from the stored profile: what the update sends. */
export function profileChanges(stored: ProfileFields, values: ProfileFields): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of Object.keys(values) as (keyof ProfileFields)[]) {
    const value = values[field].trim();
    if (value !== stored[field]) changes[field] = value;
  }
  return changes;
}

/** Change password: the new password needs 6 or more characters (spec 001 §5). */
export function validateNewPassword(password: string): string | undefined {
  return password.length < SIGN_UP_PASSWORD_MIN ? PROFILE_MESSAGES.passwordLength : undefined;
}

/** Save is offered once every field is filled and the confirmation matches; a mismatch shows no message. */
export function canSubmitPasswordChange(values: { oldpassword: string; newpassword: string; confirm: string }): boolean {
  return values.oldpassword !== '' && values.newpassword !== '' && values.confirm === values.newpassword;
}

/** Server field messages as the change-password dialog shows them: `field : message` (spec 001 §8). */
export function fieldMessageLines(fields: Partial<Record<string, string>>): string[] {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, message]) => `${field} : ${message}`);
}

/** Invite: the standard e-mail pattern, else "Email Invalid" (spec 001 §5). */
export function validateInviteEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : PROFILE_MESSAGES.inviteEmail;
}

/** Profile photo: .jpg, .jpeg, .webp or .png (spec 001 §5), at most 5 MB; the server also checks the content. */
export function validateProfileImage(file: { name: string; size: number }): string | undefined {
  if (!hasProfileImageExtension(file.name)) return PROFILE_MESSAGES.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_MESSAGES.imageSize;
  return undefined;
}
