/** One password rule and whether the password passes it. */
export type PasswordCheck = { status: boolean; message: string };

/** The reset-screen rules (spec 001 §5): 8 or more characters, at least 1 symbol. */
export function resetPasswordChecks(password: string): PasswordCheck[] {
  return [
    { status: password.length >= 8, message: '8 or more characters' },
    { status: /[^\p{L}\p{N}\s]/u.test(password), message: 'At least 1 symbol' },
  ];
}
