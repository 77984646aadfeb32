import { z } from 'zod';

/** One field's problem in a field-keyed error message (spec 001 §7: "message keyed by field"). */
export type FieldProblem = { status?: number | boolean; message: string };

/** An error message: plain text, or problems keyed by field name (or by check index). */
export type ErrorMessage = string | Record<string, FieldProblem>;

/** The envelope every API answer uses: `{isError, message, result}` plus call-specific fields. */
export function ok<T>(result: T, message = '', extra: Record<string, unknown> = {}) {
  return { isError: false as const, message, result, ...extra };
}

/** Zod schema of the envelope for a given result, used in route response schemas. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ isError: z.boolean(), message: z.unknown(), result }).loose();
}

/** A failure the client should see: HTTP status plus the spec's message shape. */
export class ApiError extends Error {
  readonly code = 'API_ERROR';
  constructor(
    readonly statusCode: number,
    readonly body: ErrorMessage,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof body === 'string' ? body : Object.values(body).map((problem) => problem.message).join(' '));
  }

  /** The JSON answer for this error. */
  toJSON() {
    return { isError: true, message: this.body, result: null, ...this.extra };
  }
}

/** Shorthand for a field-keyed 400. */
export function fieldError(field: string, message: string, status?: number, extra?: Record<string, unknown>) {
  return new ApiError(400, { [field]: status === undefined ? { message } : { status, message } }, extra);
}
