import type { Database, DatabaseHandle } from '../../db/database.ts';
import type { UserRow } from '../account/users.ts';

/** The channel on which the database announces a change to an account (migration 0014): payload the user's id. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/** Longest a cached entry is trusted without asking the database again: a safety net, as every change is announced. */
export const ACCOUNT_CACHE_TTL_MS = 60_000;

/** Most entries kept of each kind; past this the oldest goes. */
const MAX_ENTRIES = 20_000;

/** What a session's lookup found: its account and the times its expiry is counted from. */
export type CachedSession = { user: UserRow; createdAt: number; lastUsedAt: number };

/**
 * What signed-in requests read of accounts, kept so that they cost no query: sessions by token
 * hash, and each user's account answer (GET /api/accounts/user/). Only on the embedded database:
 * there the database runs in this process and announces a change of an account (its row, a
 * session ended, its credits, organisation or personalised items) before the statement that made
 * it returns, so the very next request reads the database again. On PostgreSQL an announcement
 * reaches the processes a moment later, so there nothing is cached and every request reads.
 */
export type AccountCache = {
  /** A mark taken before something is read from the database, for the setters. */
  mark(): number;
  session(tokenHash: string, now: number): CachedSession | undefined;
  /** Keeps a session read after `mark`, unless a change was announced in between (the read may predate it). */
  keepSession(tokenHash: string, session: CachedSession, mark: number, now: number): void;
  /** The user's account answer, if cached. */
  account(userId: number, now: number): unknown;
  keepAccount(userId: number, account: unknown, mark: number, now: number): void;
};

/** Entries with the time each was kept, dropped after the TTL. */
function timedMap<K, V>() {
  const entries = new Map<K, { value: V; keptAt: number }>();
  return {
    get(key: K, now: number): V | undefined {
      const entry = entries.get(key);
      if (entry && now - entry.keptAt > ACCOUNT_CACHE_TTL_MS) entries.delete(key);
      return entry && now - entry.keptAt <= ACCOUNT_CACHE_TTL_MS ? entry.value : undefined;
    },
    set(key: K, value: V, now: number) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, keptAt: now });
    },
    deleteWhere(matches: (key: K, value: V) => boolean) {
      for (const [key, entry] of entries) if (matches(key, entry.value)) entries.delete(key);
    },
  };
}

function createAccountCache() {
  const sessions = timedMap<string, CachedSession>();
  const accounts = timedMap<number, unknown>();
  let changes = 0;
  const forget = (userId: number) => {
    changes += 1;
    sessions.deleteWhere((_, session) => session.user.id === userId);
    accounts.deleteWhere((id) => id === userId);
  };
  const cache: AccountCache = {
    mark: () => changes,
    session: (tokenHash, now) => sessions.get(tokenHash, now),
    keepSession(tokenHash, session, mark, now) {
      if (mark === changes) sessions.set(tokenHash, session, now);
    },
    account: (userId, now) => accounts.get(userId, now),
    keepAccount(userId, account, mark, now) {
      if (mark === changes) accounts.set(userId, account, now);
    },
  };
  return { cache, forget };
}

/** The caches of the open databases (an API test process runs several servers). */
const caches = new WeakMap<Database, AccountCache>();

/** The account cache of a database, once {@link startAccountCache} runs for it (never on PostgreSQL). */
export function accountCacheOf(db: Database): AccountCache | undefined {
  return caches.get(db);
}

/** Starts caching what signed-in requests read of an embedded database's accounts, listening for its announcements; answers the function that stops. */
export async function startAccountCache(handle: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>): Promise<() => Promise<void>> {
  if (handle.kind !== 'pglite') return async () => undefined;
  const { cache, forget } = createAccountCache();
  const stop = await handle.listen(ACCOUNT_CHANGES_CHANNEL, (payload) => forget(Number(payload)));
  caches.set(handle.db, cache);
  return async () => {
    caches.delete(handle.db);
    await stop();
  };
}
