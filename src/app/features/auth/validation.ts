/** Client-side form rules of spec 001 §5. Pure functions: values in, field errors out. */
import { EMAIL_PATTERN, personNameProblem, resetPasswordChecks, SIGN_UP_PASSWORD_MIN } from '../../../contract/accountRules';

/** Field name -> error text; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const VALIDATION_MESSAGES = {
  email: 'Enter a valid email address.',
  firstName: 'First name is required.',
  signUpPassword: 'Password must contain 6 or more characters',
  resetPassword: 'Password must have:',
  confirmPassword: 'Passwords do not match.',
} as const;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** True when any field has an error. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Login needs only a valid e-mail format before submit. */
export function validateLogin(values: { email: string }): FieldErrors<'email'> {
  return isValidEmail(values.email) ? {} : { email: VALIDATION_MESSAGES.email };
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return validateLogin(values);
}

export function validateSignUp(values: { first_name: string; last_name: string; email: string; password: string }): FieldErrors<'first_name' | 'last_name' | 'email' | 'password'> {
  const errors: FieldErrors<'first_name' | 'last_name' | 'email' | 'password'> = {};
  const firstName = values.first_name.trim();
  const firstNameError = firstName === '' ? VALIDATION_MESSAGES.firstName : personNameProblem(firstName);
  if (firstNameError) errors.first_name = firstNameError;
  const lastNameError = personNameProblem(values.last_name.trim());
  if (lastNameError) errors.last_name = lastNameError;
  if (!isValidEmail(values.email)) errors.email = VALIDATION_MESSAGES.email;
  if (values.password.length < SIGN_UP_PASSWORD_MIN) errors.password = VALIDATION_MESSAGES.signUpPassword;
  return errors;
}

export function validateResetPassword(values: { password: string; confirmPassword: string }): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  const failing = resetPasswordChecks(values.password).filter((check) => !check.isPassed);
  if (failing.length > 0) {
    errors.password = `${VALIDATION_MESSAGES.resetPassword} ${failing.map((check) => check.label).join(', ')}`;
  }
  if (values.confirmPassword !== values.password) errors.confirmPassword = VALIDATION_MESSAGES.confirmPassword;
  return errors;
}
