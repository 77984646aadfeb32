import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** Hides secrets that travel in addresses (the socket token, e-mailed codes) from the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]').replace(/(\/(?:signup-verify|reset-password)\/)[^/?#]+/g, '$1[redacted]');
}

/** Keys of database errors that hold a statement's values or a row (PostgreSQL's detail: "Failing row contains (…)"). */
const VALUE_KEYS = ['params', 'parameters', 'detail'] as const;

/** A failed statement as logged: its SQL text and what PostgreSQL said, never its values. */
class FailedQuery extends Error {}

/** The call frames of a stack, without its first line (the message). */
function framesOf(stack: string | undefined): string {
  const start = stack?.indexOf('\n    at ') ?? -1;
  return start >= 0 ? stack!.slice(start) : '';
}

/**
 * Drizzle's error for a failed statement writes its parameters (password hashes, texts) into its
 * message: it is logged as the SQL text, the SQLSTATE code and the constraint, table and column
 * named. PostgreSQL's own message is kept except for data exceptions (class 22), which quote the value.
 */
function withoutValues(error: DrizzleQueryError): FailedQuery {
  const cause = (error.cause ?? {}) as { code?: string; message?: string; constraint?: string; table?: string; column?: string };
  const reason = cause.code?.startsWith('22') ? `SQLSTATE ${cause.code}` : cause.message;
  const shown = new FailedQuery(`Failed query: ${error.query}${reason ? ` (${reason})` : ''}`);
  shown.stack = `FailedQuery: ${shown.message}${framesOf(error.stack)}`;
  return Object.assign(shown, { code: cause.code, constraint: cause.constraint, table: cause.table, column: cause.column });
}

/** pino's error serializer, less the values of failed database statements (issue 22 item 5). */
export function serializeError(error: unknown) {
  const serialized = stdSerializers.err((error instanceof DrizzleQueryError ? withoutValues(error) : error) as Error);
  if (typeof serialized === 'object' && serialized !== null) for (const key of VALUE_KEYS) delete (serialized as Record<string, unknown>)[key];
  return serialized;
}

/** pino settings: request lines without secrets, authorization headers never logged, errors without statement values. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
      err: serializeError,
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}
