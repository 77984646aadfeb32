import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';

/** Failed logins allowed per account within one window before further tries are refused. */
export const maxFailuresPerAccount = 5;
/** Length of the per-account window. */
export const failureWindowMs = 15 * 60 * 1000;

/** True when the account has used up its failed tries in the current window. */
export async function isAccountLocked(db: Database, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email));
  if (!row) return false;
  const windowOpen = now.getTime() - row.windowStartedAt.getTime() < failureWindowMs;
  return windowOpen && row.count >= maxFailuresPerAccount;
}

/** Counts one failed login; an expired window starts over. */
export async function recordLoginFailure(db: Database, email: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - failureWindowMs);
  await db
    .insert(loginFailures)
    .values({ email, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        count: sql`case when ${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    });
}

/** Forgets the failures after a successful login. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
