import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { DomainError } from '../services/domainError.ts';

/** What a route spreads into its options to hold a limit: its authentication, then the count. */
export type InFlightLimitHooks = {
  onRequest: onRequestHookHandler[];
  onResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  onRequestAbort: (request: FastifyRequest) => Promise<void>;
};

/**
 * A limit on how many requests of one costly call a user may have under way at once in this
 * process (issue 22: ten parallel speech requests held the server for 71 s). One more is refused
 * before anything is read: 429 with Retry-After. A request counts until its answer is sent or its
 * client goes away.
 * @param what - what is under way, in the refusal ("speech requests")
 */
export function userInFlightLimit(what: string, max: number, retryAfterSeconds: number) {
  const underWay = new Map<number, number>();
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    const left = (underWay.get(request.user.id) ?? 1) - 1;
    if (left > 0) underWay.set(request.user.id, left);
    else underWay.delete(request.user.id);
  };
  const count: onRequestHookHandler = async (request) => {
    const now = underWay.get(request.user.id) ?? 0;
    if (now >= max) throw new DomainError('busy', `You have ${max} ${what} under way. Try again when one is done.`, { retryAfterSeconds });
    underWay.set(request.user.id, now + 1);
    counted.add(request);
  };
  return {
    /** The limit in words, for the route's description. */
    rule: `At most ${max} ${what} of one user under way at once (per server process); one more answers 429 with Retry-After: ${retryAfterSeconds}.`,
    /** The hooks of a route: `authenticate` (which sets request.user), then the count. */
    hooksAfter: (...authenticate: onRequestHookHandler[]): InFlightLimitHooks => ({
      onRequest: [...authenticate, count],
      onResponse: (request) => release(request),
      onRequestAbort: release,
    }),
  };
}
