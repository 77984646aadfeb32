/**
 * The kinds of refusal a service may answer; `http/errorHandler.ts` gives each one HTTP status:
 * `invalid` 400, `payment_required` 402, `forbidden` 403, `not_found` 404, `conflict` 409,
 * `unsupported` 415 (a file of a type that is not taken), `unprocessable` 422 (the right type, but
 * unusable), `busy` 429 (a per-user limit on costly work: try again after `retryAfterSeconds`,
 * sent as Retry-After), `unavailable` 502 (a service we call failed: not the client's fault; logged
 * with its `cause`).
 */
export type DomainErrorCode = 'invalid' | 'payment_required' | 'forbidden' | 'not_found' | 'conflict' | 'unsupported' | 'unprocessable' | 'busy' | 'unavailable';

/**
 * Where a refusal's message belongs: a payload `field` (its answer is keyed by it), with the spec's
 * `fieldStatus`; `extra` fields of the answer; the `cause` to log; for `busy`, when to try again.
 */
export type DomainErrorDetails = { field?: string; fieldStatus?: number; extra?: Record<string, unknown>; cause?: unknown; retryAfterSeconds?: number };

/**
 * A refusal the user should see, thrown by services with the spec's message: a `code` from the
 * closed list above, and optionally the field the message belongs to. Routes let it through; the
 * error handler answers it once, for every route.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
  }
}
