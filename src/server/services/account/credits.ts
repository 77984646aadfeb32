import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CREDIT_TYPES, type CreditType } from '../../../contract/accountRules.ts';
import type { Database } from '../../db/database.ts';
import { creditBalances, creditLedger, plans, subscriptions } from '../../db/schema.ts';
import { DomainError } from '../domainError.ts';

/**
 * Subscriptions and credits: the one place that starts plan periods, grants credits and deducts
 * them. Every change to a balance is written in the same transaction as its ledger entry, so for
 * each period and credit type `totalCredit` is the sum of its grants and `usedCredit` the sum of its
 * uses. Callers may pass a transaction as `db`; the work then runs in a savepoint of it.
 */

/** The plan every account starts on, the first time it is used after activation (seeded by migration). */
export const STARTER_PLAN_CODE = 'starter';

/** What a ledger entry was for: `name` (type 3 `pageName`, type 4 `thumbnailName`, spec 001 §3), `reason`. */
export type CreditMeta = Record<string, string>;

/** One credit type of a period. */
export type CreditBalance = { creditType: number; totalCredit: number; usedCredit: number };

/** The current plan period of an account with its balances for every credit type, in type order. */
export type CurrentSubscription = {
  id: number;
  planCode: string;
  planName: string;
  startsAt: Date;
  endsAt: Date;
  balances: CreditBalance[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

function assertAmount(amount: number) {
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1e9) {
    throw new DomainError('invalid', 'The amount must be a positive number of credits.');
  }
}

function assertCreditType(creditType: number): asserts creditType is CreditType {
  if (!CREDIT_TYPES.some((type) => type.creditType === creditType)) {
    throw new DomainError('invalid', `Unknown credit type ${creditType}; the types are 0 to 5.`);
  }
}

/** The current period of the account, or undefined when it has none yet. */
export async function findCurrentSubscription(db: Database, userId: number): Promise<CurrentSubscription | undefined> {
  const [row] = await db
    .select({
      id: subscriptions.id,
      planCode: plans.code,
      planName: plans.name,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isCurrent, true)))
    .limit(1);
  if (!row) return undefined;
  const stored = await db
    .select({ creditType: creditBalances.creditType, totalCredit: creditBalances.totalCredit, usedCredit: creditBalances.usedCredit })
    .from(creditBalances)
    .where(eq(creditBalances.subscriptionId, row.id));
  const balances = CREDIT_TYPES.map(({ creditType }) => stored.find((balance) => balance.creditType === creditType) ?? { creditType, totalCredit: 0, usedCredit: 0 });
  return { ...row, balances };
}

/** Adds `amount` to a period's total for one type and writes the grant entry. Run inside a transaction. */
async function addGrant(tx: Database, userId: number, subscriptionId: number, creditType: number, amount: number, meta: CreditMeta) {
  const [balance] = await tx
    .insert(creditBalances)
    .values({ subscriptionId, creditType, totalCredit: amount, usedCredit: 0 })
    .onConflictDoUpdate({
      target: [creditBalances.subscriptionId, creditBalances.creditType],
      set: { totalCredit: sql`${creditBalances.totalCredit} + ${amount}` },
    })
    .returning({ totalCredit: creditBalances.totalCredit });
  await tx.insert(creditLedger).values({
    userId,
    subscriptionId,
    creditType,
    kind: 'grant',
    amount,
    totalAfter: balance!.totalCredit,
    meta,
  });
}

/**
 * Starts a new period of `planCode` for the account now: the previous period stops being current,
 * the plan's credits are granted, and the period lasts `days` (the plan's duration by default).
 * With `onlyIfNone` nothing changes when the account already has a current period.
 */
export async function startPlan(db: Database, userId: number, planCode: string, options: { days?: number; now?: Date; onlyIfNone?: boolean } = {}): Promise<CurrentSubscription> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.code, planCode));
    if (!plan) throw new DomainError('invalid', `There is no plan "${planCode}".`);
    if (!options.onlyIfNone) {
      await tx
        .update(subscriptions)
        .set({ isCurrent: false })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isCurrent, true)));
    }
    const days = options.days ?? plan.durationDays;
    // A concurrent first use of the account may have started the period already: then do nothing.
    const [started] = await tx
      .insert(subscriptions)
      .values({ userId, planId: plan.id, startsAt: now, endsAt: new Date(now.getTime() + days * DAY_MS), isCurrent: true })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (!started) return;
    for (const { creditType } of CREDIT_TYPES) {
      const amount = plan.credits[String(creditType)] ?? 0;
      if (amount > 0) await addGrant(tx, userId, started.id, creditType, amount, { name: `${plan.name} plan`, reason: 'plan' });
    }
  });
  return (await findCurrentSubscription(db, userId))!;
}

/** The current period of an active account, starting the free Starter plan if it has none yet. */
export async function ensureSubscription(db: Database, userId: number): Promise<CurrentSubscription> {
  return (await findCurrentSubscription(db, userId)) ?? startPlan(db, userId, STARTER_PLAN_CODE, { onlyIfNone: true });
}

/** Adds credits of one type to the account's current period (operator grants, purchases). */
export async function grantCredits(db: Database, grant: { userId: number; creditType: number; amount: number; meta?: CreditMeta }): Promise<CreditBalance> {
  assertCreditType(grant.creditType);
  assertAmount(grant.amount);
  const subscription = await ensureSubscription(db, grant.userId);
  await db.transaction((tx) => addGrant(tx, grant.userId, subscription.id, grant.creditType, grant.amount, grant.meta ?? { reason: 'grant' }));
  return (await findCurrentSubscription(db, grant.userId))!.balances[grant.creditType]!;
}

/**
 * Deducts credits of one type from the account's current period and records the use, which then
 * shows in the Credit Use History. Refuses (DomainError payment_required) when the period has ended
 * or fewer than `amount` credits remain (with `shortfall` as the message when given); nothing is
 * written then. Safe under concurrent calls: the balance only changes when enough remain at that moment.
 * @throws DomainError invalid for an unknown credit type or an amount that is not positive
 */
export async function useCredits(
  db: Database,
  use: { userId: number; creditType: number; amount: number; meta: CreditMeta; now?: Date; shortfall?: string },
): Promise<CreditBalance> {
  assertCreditType(use.creditType);
  assertAmount(use.amount);
  const now = use.now ?? new Date();
  const subscription = await ensureSubscription(db, use.userId);
  if (subscription.endsAt.getTime() <= now.getTime()) {
    throw new DomainError('payment_required', 'Your subscription has expired. Please renew it to continue.');
  }
  return db.transaction(async (tx) => {
    const [balance] = await tx
      .update(creditBalances)
      .set({ usedCredit: sql`${creditBalances.usedCredit} + ${use.amount}` })
      .where(
        and(
          eq(creditBalances.subscriptionId, subscription.id),
          eq(creditBalances.creditType, use.creditType),
          sql`${creditBalances.usedCredit} + ${use.amount} <= ${creditBalances.totalCredit}`,
        ),
      )
      .returning({ creditType: creditBalances.creditType, totalCredit: creditBalances.totalCredit, usedCredit: creditBalances.usedCredit });
    if (!balance) throw new DomainError('payment_required', use.shortfall ?? 'Not enough credits left for this.');
    await tx.insert(creditLedger).values({
      userId: use.userId,
      subscriptionId: subscription.id,
      creditType: use.creditType,
      kind: 'use',
      amount: use.amount,
      totalAfter: balance.totalCredit,
      meta: use.meta,
    });
    return balance;
  });
}

/** One Credit Use History entry (spec 001 §3), newest first. */
export type CreditUse = { id: number; creditType: number; amount: number; totalAfter: number; meta: CreditMeta; createdAt: Date };

/** A page of the account's credit uses across all its periods, newest first, and how many there are. */
export async function listCreditUses(db: Database, userId: number, page: { limit: number; offset: number }): Promise<{ count: number; uses: CreditUse[] }> {
  const mine = and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'use'));
  const [total] = await db.select({ count: count() }).from(creditLedger).where(mine);
  const uses = await db
    .select({
      id: creditLedger.id,
      creditType: creditLedger.creditType,
      amount: creditLedger.amount,
      totalAfter: creditLedger.totalAfter,
      meta: creditLedger.meta,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(mine)
    .orderBy(desc(creditLedger.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.count ?? 0, uses };
}

/** Sums of the ledger per period and type, for checking that balances and history agree. */
export async function ledgerSums(db: Database, subscriptionId: number) {
  return db
    .select({
      creditType: creditLedger.creditType,
      granted: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'grant'), 0)::float8`,
      used: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'use'), 0)::float8`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.subscriptionId, subscriptionId))
    .groupBy(creditLedger.creditType);
}
