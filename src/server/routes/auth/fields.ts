import { z } from 'zod';
import { EMAIL_PATTERN, personNameProblem } from '../../../contract/accountRules.ts';

/** An e-mail address as the client checks it (spec 001 §5): the last part is 2 to 6 letters. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address.')
  .transform((email) => email.toLowerCase());

/** A password as typed; its length rules differ per call (sign-up 6, reset 8). */
export const passwordField = z.string().min(1, 'Password is required.').max(1024);

/** An e-mailed code or invite code as found in a link. */
export const codeField = z.string().trim().min(1, 'Code is required.').max(200);

/** A person's name, trimmed (sign-up and Edit profile: one rule, `personNameProblem`); may be empty. */
export const personNameField = z
  .string()
  .trim()
  .max(1000)
  .superRefine((name, context) => {
    const problem = personNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
