import { and, eq, inArray } from 'drizzle-orm';
import { SESSION_ENDED_CLOSE } from '../../contract/liveClose.ts';
import type { Database } from '../db/database.ts';
import { authTokens, users } from '../db/schema.ts';
import { UserStatus } from '../services/account/userStatus.ts';
import { sessionIsCurrent } from '../services/auth/sessions.ts';

/** How often the sessions of open sockets are checked: a socket closes within this long of its session ending. */
export const SESSION_CHECK_MS = 500;

/** The part of a WebSocket the watch needs. */
type ClosableSocket = { close(code: number, reason: string): void };

/** Sockets by the hash of their session's token; `watch` returns the function that forgets one. */
export type SessionWatch = { watch(tokenHash: string, socket: ClosableSocket): () => void; stop(): void };

/**
 * Closes the live sockets whose session has ended, in this process: every SESSION_CHECK_MS, one
 * query asks which of the open sockets' sessions still exist, unexpired, for an active user. Every way a
 * session ends deletes its token row, whichever process ends it, so nothing needs to be told.
 */
export function createSessionWatch(db: Database, onError: (error: unknown) => void): SessionWatch {
  const sockets = new Map<string, Set<ClosableSocket>>();
  let checking = false;

  async function check() {
    if (checking || sockets.size === 0) return;
    checking = true;
    try {
      const hashes = [...sockets.keys()];
      const alive = await db
        .select({ tokenHash: authTokens.tokenHash })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(inArray(authTokens.tokenHash, hashes), sessionIsCurrent(), eq(users.status, UserStatus.active)));
      const still = new Set(alive.map((row) => row.tokenHash));
      for (const hash of hashes) {
        if (still.has(hash)) continue;
        for (const socket of sockets.get(hash) ?? []) socket.close(SESSION_ENDED_CLOSE, 'Session ended');
        sockets.delete(hash);
      }
    } catch (error) {
      onError(error);
    } finally {
      checking = false;
    }
  }

  const timer = setInterval(() => void check(), SESSION_CHECK_MS);
  timer.unref();
  return {
    watch(tokenHash, socket) {
      const group = sockets.get(tokenHash) ?? new Set();
      group.add(socket);
      sockets.set(tokenHash, group);
      return () => {
        group.delete(socket);
        if (group.size === 0 && sockets.get(tokenHash) === group) sockets.delete(tokenHash);
      };
    },
    stop: () => clearInterval(timer),
  };
}
