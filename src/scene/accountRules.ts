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
