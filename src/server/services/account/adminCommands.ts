import { parseArgs } from 'node:util';
import { desc, eq, isNull } from 'drizzle-orm';
import { CONTACT_CATEGORIES, CREDIT_TYPES } from '../../../contract/accountRules.ts';
import type { Database } from '../../db/database.ts';
import { contactRequests, plans, renewalRequests, users } from '../../db/schema.ts';
import { findUserByEmail } from './users.ts';
import { DomainError } from '../domainError.ts';
import { findCurrentSubscription, grantCredits, startPlan } from './credits.ts';
import { createOrganisation } from './team.ts';
import { loginRefusal, UserStatus } from './userStatus.ts';
import { revokeUserSessions } from '../auth/sessions.ts';

/** A mistake in the operator's command line: printed with the usage, exit status 2. */
export class UsageError extends Error {
  readonly code = 'USAGE';
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

  grant-credits --email <address> --type <0-5> --amount <credits> [--note <text>]
      Adds credits of one type to the account's current plan period.
      Types: ${CREDIT_TYPES.map(({ creditType, name }) => `${creditType} ${name}`).join(', ')}.
  set-plan --email <address> --plan <code> [--days <n>]
      Starts a new period of the plan now (its credits replace the old period's) and
      closes the account's open renewal requests.
  create-organisation --name <name> --admin <address>
      Creates an organisation with that account as its admin.
  block --email <address>
      Blocks the account: its sessions and live sockets end at once, and login
      answers "Email is Blocked.".
  unblock --email <address>
      Makes a blocked account active again (it may log in).
  show --email <address>
      Prints the account's plan period and credits.
  plans
      Lists the plans.
  requests
      Lists open renewal requests and the latest contact requests.`;

const options = {
  email: { type: 'string' },
  type: { type: 'string' },
  amount: { type: 'string' },
  note: { type: 'string' },
  plan: { type: 'string' },
  days: { type: 'string' },
  name: { type: 'string' },
  admin: { type: 'string' },
} as const;

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function number(text: string, name: string, check: (value: number) => boolean): number {
  const value = Number(text);
  if (!Number.isFinite(value) || !check(value)) throw new UsageError(`--${name} ${text} is not valid.`);
  return value;
}

async function requireAccount(db: Database, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`No account with the e-mail ${email}.`);
  return user;
}

/**
 * Blocks an account, then ends its sessions: from the status change on, no call and no socket of it
 * is let in. Its open live sockets close within the session watch's check (half a second), in
 * whichever process holds them, since the watch asks the database for their sessions and status.
 */
async function blockAccount(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ status: UserStatus.blocked }).where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
}

async function describeSubscription(db: Database, userId: number): Promise<string> {
  const subscription = await findCurrentSubscription(db, userId);
  if (!subscription) return '  no plan yet (the Starter plan starts at the first login)';
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const lines = [`  ${subscription.planName} plan, ${day(subscription.startsAt)} to ${day(subscription.endsAt)}`];
  for (const balance of subscription.balances) {
    const name = CREDIT_TYPES[balance.creditType]?.name ?? `type ${balance.creditType}`;
    lines.push(`  ${balance.creditType} ${name.padEnd(26)} ${balance.usedCredit} used of ${balance.totalCredit}`);
  }
  return lines.join('\n');
}

/** Runs one operator command (`npm run admin -- …`) on the database; returns what to print. */
export async function runAdminCommand(db: Database, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }

  switch (command) {
    case 'grant-credits': {
      const user = await requireAccount(db, required(values, 'email'));
      const creditType = number(required(values, 'type'), 'type', (value) => Number.isInteger(value) && value >= 0 && value <= 5);
      const amount = number(required(values, 'amount'), 'amount', (value) => value > 0);
      try {
        await grantCredits(db, { userId: user.id, creditType, amount, meta: { reason: 'operator', ...(values.note ? { name: values.note } : {}) } });
      } catch (error) {
        if (error instanceof DomainError) throw new UsageError(error.message);
        throw error;
      }
      return `Granted ${amount} ${CREDIT_TYPES[creditType]!.name} credits to ${user.email}.\n${await describeSubscription(db, user.id)}`;
    }
    case 'set-plan': {
      const user = await requireAccount(db, required(values, 'email'));
      const days = values.days === undefined ? undefined : number(values.days, 'days', (value) => Number.isInteger(value) && value > 0 && value <= 3660);
      try {
        await startPlan(db, user.id, required(values, 'plan'), { days });
      } catch (error) {
        if (error instanceof DomainError) throw new UsageError(error.message);
        throw error;
      }
      await db.update(renewalRequests).set({ handledAt: new Date() }).where(eq(renewalRequests.userId, user.id));
      return `${user.email} is on a new plan period.\n${await describeSubscription(db, user.id)}`;
    }
    case 'create-organisation': {
      const name = required(values, 'name');
      const user = await requireAccount(db, required(values, 'admin'));
      if (user.organizationId !== null) throw new UsageError(`${user.email} already belongs to an organisation.`);
      const id = await createOrganisation(db, name, user.id);
      return `Created organisation ${id} "${name}" with ${user.email} as its admin.`;
    }
    case 'block': {
      const user = await requireAccount(db, required(values, 'email'));
      if (user.status === UserStatus.blocked) return `${user.email} is blocked already.`;
      await blockAccount(db, user.id);
      return `Blocked ${user.email}: its sessions and live sockets ended; login answers "${loginRefusal[UserStatus.blocked]}".`;
    }
    case 'unblock': {
      const user = await requireAccount(db, required(values, 'email'));
      if (user.status !== UserStatus.blocked) throw new UsageError(`${user.email} is not blocked.`);
      await db.update(users).set({ status: UserStatus.active }).where(eq(users.id, user.id));
      return `Unblocked ${user.email}: the account is active and may log in.`;
    }
    case 'show': {
      const user = await requireAccount(db, required(values, 'email'));
      return `${user.email}\n${await describeSubscription(db, user.id)}`;
    }
    case 'plans': {
      const rows = await db.select().from(plans).orderBy(plans.id);
      return rows
        .map((plan) => {
          const credits = CREDIT_TYPES.map(({ creditType }) => plan.credits[String(creditType)] ?? 0).join('/');
          return `${plan.code.padEnd(10)} ${plan.name.padEnd(12)} ${plan.durationDays} days, credits by type 0-5: ${credits}`;
        })
        .join('\n');
    }
    case 'requests': {
      const renewals = await db
        .select({ id: renewalRequests.id, email: users.email, at: renewalRequests.createdAt })
        .from(renewalRequests)
        .innerJoin(users, eq(users.id, renewalRequests.userId))
        .where(isNull(renewalRequests.handledAt))
        .orderBy(renewalRequests.id);
      const contacts = await db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(20);
      const lines = ['Open renewal requests:', ...(renewals.length ? renewals.map((row) => `  #${row.id} ${row.email} ${row.at.toISOString()}`) : ['  none'])];
      lines.push('Latest contact requests:');
      if (contacts.length === 0) lines.push('  none');
      for (const row of contacts) {
        const category = CONTACT_CATEGORIES.find(({ code }) => code === row.problemCategory)?.name ?? row.problemCategory;
        lines.push(`  #${row.id} ${row.email} [${category}] ${row.createdAt.toISOString()}${row.mailedAt ? '' : ' (not mailed)'}`);
        lines.push(`    ${row.message.replace(/\s+/g, ' ').slice(0, 200)}`);
      }
      return lines.join('\n');
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}
