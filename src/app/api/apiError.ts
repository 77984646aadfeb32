import type { FieldProblem } from '../../contract/reply';

/** Shown when a failure carries no message of its own (network down, server crash). */
export const GENERIC_ERROR = 'Something went wrong. Please contact the support.';

/** A failed call, read for display. */
export interface ApiErrorText {
  /** One line to show: the string message, or the failing field messages joined. */
  message: string;
  /** Failing field-keyed messages by field name (checks with `status: true` passed and are left out). */
  fields: Partial<Record<string, string>>;
}

function isFieldProblem(value: unknown): value is FieldProblem {
  return typeof value === 'object' && value !== null && typeof (value as FieldProblem).message === 'string';
}

function replyMessage(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
}

/**
 * Turns an RTK Query error into display text, whatever shape the reply's `message` has:
 * a string, or an object keyed by field (`{email: {status, message}}`).
 */
export function readApiError(error: unknown): ApiErrorText {
  const message = replyMessage(error);
  if (typeof message === 'string' && message.trim() !== '') return { message, fields: {} };
  const fields: Partial<Record<string, string>> = {};
  if (typeof message === 'object' && message !== null) {
    for (const [field, value] of Object.entries(message)) {
      if (isFieldProblem(value) && value.status !== true) fields[field] = value.message;
    }
  }
  const texts = Object.values(fields).filter((text): text is string => Boolean(text));
  return { message: texts.length > 0 ? texts.join(' ') : GENERIC_ERROR, fields };
}
