/**
 * The activation ticket a verification link answers (issue 22): kept in this tab's session
 * storage, never in an address, and sent with the next login of that e-mail, which activates the
 * account with the password typed there. A login elsewhere (another person's) has no ticket.
 */

const KEY_PREFIX = 'signUpActivation:';

const keyOf = (email: string) => `${KEY_PREFIX}${email.trim().toLowerCase()}`;

/** Keeps the ticket for `email` until its login. */
export function rememberActivation(email: string, activation: string): void {
  sessionStorage.setItem(keyOf(email), activation);
}

/** The ticket kept for `email`, if any. */
export function activationFor(email: string): string | undefined {
  return sessionStorage.getItem(keyOf(email)) ?? undefined;
}

/** Drops the ticket of `email` once its login succeeded. */
export function forgetActivation(email: string): void {
  sessionStorage.removeItem(keyOf(email));
}
