import type { ErrorMessage } from '../../contract/reply.ts';

/** The envelope every API answer uses: `{isError, message, result}` plus call-specific fields. */
export function ok<T>(result: T, message = '', extra: Record<string, unknown> = {}) {
  return { isError: false as const, message, result, ...extra };
}

/** A failure the client should see: HTTP status plus the spec's message shape. */
export class ApiError extends Error {
  readonly code = 'API_ERROR';
  constructor(
    readonly statusCode: number,
    readonly body: ErrorMessage,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(
      typeof body === 'string'
        ? body
        : Object.values(body)
            .map((problem) => problem.message)
            .join(' '),
    );
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
