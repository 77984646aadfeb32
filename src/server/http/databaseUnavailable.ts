/**
 * Error codes that mean the database cannot be reached right now (it restarts, fails over or is
 * down), not that the request is wrong: node's socket codes, and PostgreSQL's class 08 (connection
 * exception) and 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

/** pg's own texts for a connection that ended under a query (they carry no code). */
const UNAVAILABLE_MESSAGES = ['Connection terminated', 'Client has encountered a connection error', 'timeout exceeded when trying to connect'];

/** Whether an error (or one it wraps as its `cause`, as Drizzle's query errors do) says the database is unreachable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((text) => current instanceof Error && current.message.startsWith(text))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client is told to wait before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
