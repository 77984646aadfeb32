import type { Database, DatabaseHandle } from '../../db/database.ts';
import type { UserRow } from '../account/users.ts';

/** The channel on which the database announces a change to an account (migrations 0014, 0015): payload the user's id. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/** Longest a cached entry is trusted without asking the database again: a safety net, as every change is announced. */
export const ACCOUNT_CACHE_TTL_MS = 60_000;

/** Most sessions kept; past this the oldest goes. */
const MAX_SESSIONS = 20_000;
/** Most answers kept (a detail answer holds a mail code: a few kB); past this the oldest goes. */
const MAX_ANSWERS = 5_000;

/** What a session's lookup found: its account and the times its expiry is counted from. */
export type CachedSession = { user: UserRow; createdAt: number; lastUsedAt: number };

/**
 * What signed-in requests read of an account, kept so that they cost no query: sessions by token
 * hash, and each user's answers to the calls read most (the current user, list pages, details).
 * Only on the embedded database: there the database runs in this process and announces a change of
 * an account (its row, a session ended, its credits, organisation, personalised items, projects,
 * share links and their counts, sharing pages) before the statement that made it returns, so the
 * very next request reads the database again. On PostgreSQL an announcement reaches the processes
 * a moment later, so there nothing is cached and every request reads.
 */
export type AccountCache = {
  /** A mark taken before something is read from the database, for the setters. */
  mark(): number;
  session(tokenHash: string, now: number): CachedSession | undefined;
  /** Keeps a session read after `mark`, unless a change was announced in between (the read may predate it). */
  keepSession(tokenHash: string, session: CachedSession, mark: number, now: number): void;
  /** The user's answer under `key`, if cached. */
  answer(userId: number, key: string, now: number): unknown;
  keepAnswer(userId: number, key: string, answer: unknown, mark: number, now: number): void;
  /** Drops every answer of every user (for a change that is nobody's own, such as a template page's pictures). */
  forgetAnswers(): void;
};

/** Entries of users with the time each was kept, dropped after the TTL, past `max` (oldest first) or all of a user's at once. */
function userEntries<K, V>(max: number) {
  const entries = new Map<K, { value: V; keptAt: number; userId: number }>();
  const keysByUser = new Map<number, Set<K>>();
  const remove = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.userId)!;
    keys.delete(key);
    if (keys.size === 0) keysByUser.delete(entry.userId);
  };
  return {
    get(key: K, now: number): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.keptAt <= ACCOUNT_CACHE_TTL_MS) return entry.value;
      remove(key);
      return undefined;
    },
    set(userId: number, key: K, value: V, now: number) {
      remove(key);
      if (entries.size >= max) remove(entries.keys().next().value!);
      entries.set(key, { value, keptAt: now, userId });
      let keys = keysByUser.get(userId);
      if (!keys) keysByUser.set(userId, (keys = new Set()));
      keys.add(key);
    },
    forgetUser(userId: number) {
      for (const key of keysByUser.get(userId) ?? []) entries.delete(key);
      keysByUser.delete(userId);
    },
    clear() {
      entries.clear();
      keysByUser.clear();
    },
  };
}

function createAccountCache() {
  const sessions = userEntries<string, CachedSession>(MAX_SESSIONS);
  const answers = userEntries<string, unknown>(MAX_ANSWERS);
  const answerKey = (userId: number, key: string) => `${userId} ${key}`;
  let changes = 0;
  const forget = (userId: number) => {
    changes += 1;
    sessions.forgetUser(userId);
    answers.forgetUser(userId);
  };
  const cache: AccountCache = {
    mark: () => changes,
    session: (tokenHash, now) => sessions.get(tokenHash, now),
    keepSession(tokenHash, session, mark, now) {
      if (mark === changes) sessions.set(session.user.id, tokenHash, session, now);
    },
    answer: (userId, key, now) => answers.get(answerKey(userId, key), now),
    keepAnswer(userId, key, answer, mark, now) {
      if (mark === changes) answers.set(userId, answerKey(userId, key), answer, now);
    },
    forgetAnswers() {
      changes += 1;
      answers.clear();
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

/**
 * The user's answer under `key`: from the embedded database's account cache when it holds it, else
 * read and kept (unless a change of the account was announced while it was read). `key` must name
 * everything the answer depends on besides the database (the call, its query, the day); the answer
 * is shared between requests and must not be changed.
 */
export async function cachedUserAnswer<T>(db: Database, userId: number, key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const cache = accountCacheOf(db);
  const mark = cache?.mark() ?? 0;
  const cached = cache?.answer(userId, key, now) as T | undefined;
  if (cached !== undefined) return cached;
  const answer = await read();
  cache?.keepAnswer(userId, key, answer, mark, now);
  return answer;
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
