import type { onRequestHookHandler } from 'fastify';
import { DomainError } from '../services/domainError.ts';

/**
 * A limit on how often one user may make a call in a window, in this process (issue 22: per-user
 * limits on costly calls, such as the thumbnail refreshes that queue renders). One more in the
 * window is refused before anything is read: 429 with Retry-After (the seconds until the oldest
 * counted call leaves the window). Put the hook after the one that sets `request.user`.
 * @param what - what is counted, in the refusal ("thumbnail refreshes")
 */
export function userRateLimit(what: string, max: number, windowMs: number) {
  const calls = new Map<number, number[]>();
  const count: onRequestHookHandler = async (request) => {
    const now = Date.now();
    const recent = (calls.get(request.user.id) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= max) {
      calls.set(request.user.id, recent);
      const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
      throw new DomainError('busy', `You made ${max} ${what} in the last ${windowMs / 1000} s. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
    }
    recent.push(now);
    calls.set(request.user.id, recent);
  };
  return {
    /** The limit in words, for the route's description. */
    rule: `At most ${max} ${what} of one user in ${windowMs / 1000} s (per server process); one more answers 429 with Retry-After.`,
    count,
  };
}
