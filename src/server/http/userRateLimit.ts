import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../services/domainError.ts';
import { countRequest } from './databaseRateLimitStore.ts';

/**
 * A limit on how often one user may make a call in a window (issue 22: per-user limits on costly
 * calls, such as the thumbnail refreshes that queue renders), counted in the database
 * (`request_counts`), so that it holds across the API processes of the scaled mode. The window
 * starts with the user's first counted call. One more in the window is refused before anything
 * is read: 429 with Retry-After (the seconds left of the window). Put the hook after the one that
 * sets `request.user`.
 * @param what - what is counted, in the refusal ("thumbnail refreshes")
 */
export function userRateLimit(what: string, max: number, windowMs: number) {
  return {
    /** The limit in words, for the route's description. */
    rule: `At most ${max} ${what} of one user in ${windowMs / 1000} s; one more answers 429 with Retry-After.`,
    /** The hook that counts a call of the signed-in user in `db`. */
    count(db: Database): onRequestHookHandler {
      return async (request) => {
        const counted = await countRequest(db, `user|${what}|${request.user.id}`, windowMs);
        if (counted.current <= max) return;
        const retryAfterSeconds = Math.max(1, Math.ceil(counted.ttl / 1000));
        throw new DomainError('busy', `You made ${max} ${what} in the last ${windowMs / 1000} s. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
      };
    },
  };
}
