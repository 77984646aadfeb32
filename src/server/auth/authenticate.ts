import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/reply.ts';
import { resolveSession } from '../services/auth/sessions.ts';
import type { UserRow } from '../services/account/users.ts';
import { UserStatus } from '../services/account/userStatus.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`. */
    user: UserRow;
    /** The session token of this request, set by `requireUser`. */
    sessionToken: string;
  }
}

/** The token of `Authorization: Token {token}`, if the header has that form. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Token\s+(\S+)$/.exec(header ?? '');
  return match?.[1];
}

/** Where a request carries its session token: the `Authorization: Token` header (every call but beacons). */
export type TokenReader = (request: FastifyRequest) => string | undefined;

const fromHeader: TokenReader = (request) => tokenFromHeader(request.headers.authorization);

/**
 * The onRequest hook of every signed-in route: answers 401 unless the request carries a live session
 * token of an active account. Each route module makes it once (`const onRequest = requireUser(db)`)
 * and lists it in the options of each signed-in route (`onRequest,`), so the session is checked
 * before the body is read or validated. A call that cannot send headers (a beacon) reads its token
 * elsewhere with `tokenOf`, and runs the hook once that is parsed (preValidation).
 */
export function requireUser(db: Database, tokenOf: TokenReader = fromHeader) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenOf(request);
    const user = token ? await resolveSession(db, token) : undefined;
    if (!token || !user || user.status !== UserStatus.active) throw new ApiError(401, 'Invalid token.');
    request.user = user;
    request.sessionToken = token;
  };
}
