import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { requestCounts } from '../db/schema.ts';

/** What the rate-limit plugin hears of one request's count: requests in the window, and ms left of it. */
type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, counted?: Counted) => void;

/** How long the rows of windows long over are kept before `deleteOldRequestCounts` removes them. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one request of `key` in a window of `windowMs` that starts with the key's first request
 * (a window that is over starts again at 1), in one statement, so that processes counting the same
 * key at once never lose a request. Answers the count and the ms left of the window, by the
 * database's clock.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<Counted> {
  const over = sql`${requestCounts.windowStartedAt} + make_interval(secs => ${windowMs / 1000}) <= now()`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when ${over} then 1 else ${requestCounts.count} + 1 end`,
        windowStartedAt: sql`case when ${over} then now() else ${requestCounts.windowStartedAt} end`,
      },
    })
    .returning({ count: requestCounts.count, left: sql<string>`extract(epoch from ${requestCounts.windowStartedAt} + make_interval(secs => ${windowMs / 1000}) - now())` });
  return { current: row!.count, ttl: Math.max(0, Math.round(Number(row!.left) * 1000)) };
}

/** The count of `key` in its window as it stands (nothing counted). */
async function readCount(db: Database, key: string, windowMs: number): Promise<Counted> {
  const [row] = await db
    .select({ count: requestCounts.count, left: sql<string>`extract(epoch from ${requestCounts.windowStartedAt} + make_interval(secs => ${windowMs / 1000}) - now())` })
    .from(requestCounts)
    .where(eq(requestCounts.key, key));
  const left = row ? Number(row.left) * 1000 : 0;
  return left > 0 ? { current: row!.count, ttl: Math.round(left) } : { current: 0, ttl: windowMs };
}

/**
 * A store for `@fastify/rate-limit` that counts in the database (`request_counts`) instead of
 * this process's memory, so that a per-address limit (30 logins a minute…) holds across every API
 * process of the scaled mode, as the per-account login lock does. Each route counts apart (the
 * plugin makes a child store per route). Pass the class this answers as the plugin's `store`.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route whose requests this store counts (the plugin's own store, made with its options, counts none). */
    route = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, `${this.route}|${key}`, timeWindow).then((counted) => callback(null, counted), callback);
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      readCount(db, `${this.route}|${key}`, timeWindow).then((counted) => callback(null, counted), callback);
    }

    /** The store of one route: the plugin passes the route's merged limit options, with the route as `routeInfo` (its types say the route's options). */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
      const { routeInfo } = options as unknown as { routeInfo?: { method?: unknown; url?: string } };
      const store = new DatabaseRateLimitStore();
      store.route = `${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}`;
      return store;
    }
  };
}

/** Removes the counts of windows long over (run with the other sweeps). */
export async function deleteOldRequestCounts(db: Database): Promise<void> {
  await db.delete(requestCounts).where(lt(requestCounts.windowStartedAt, new Date(Date.now() - KEPT_MS)));
}
