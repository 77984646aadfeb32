import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailCodes, type PendingSignUp } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';

/**
 * What a code is for: `verify` a sign-up's mailed link (it keeps that sign-up's choices), `reset` a
 * password reset link, `activate` the ticket a verified link hands the browser that opened it, which
 * the next login there presents with the password (`signUpActivation.ts`).
 */
export type CodePurpose = 'verify' | 'reset' | 'activate';

/** How long each kind of code stays valid. */
export const codeLifetimeMs: Record<CodePurpose, number> = {
  verify: 3 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  activate: 30 * 60 * 1000,
};

/** The sign-ups a login with an activation ticket matches its password against: the newest few of the address. */
const PENDING_SIGN_UPS_MATCHED = 5;

/**
 * Ends the user's outstanding codes (of one purpose, or all): they answer as used ("not valid")
 * from now on, and the sign-up choices they carried are forgotten.
 */
export async function endCodes(db: Database, userId: number, purpose?: CodePurpose, now = new Date()): Promise<void> {
  const outstanding = and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt));
  await db
    .update(emailCodes)
    .set({ usedAt: now, signUp: null })
    .where(purpose ? and(outstanding, eq(emailCodes.purpose, purpose)) : outstanding);
}

/**
 * Issues a fresh single-use code; earlier unused codes of the same purpose stop working, except
 * verification codes: each keeps what its own sign-up chose (`signUp`) until it expires or the
 * account is activated, and the password typed at activation picks which applies.
 */
export async function issueCode(db: Database, userId: number, purpose: CodePurpose, signUp?: PendingSignUp, now = new Date()) {
  const code = newSecret();
  await db.transaction(async (tx) => {
    if (purpose !== 'verify') await endCodes(tx, userId, purpose, now);
    await tx.insert(emailCodes).values({
      userId,
      purpose,
      codeHash: hashSecret(code),
      signUp,
      expiresAt: new Date(now.getTime() + codeLifetimeMs[purpose]),
    });
  });
  return code;
}

/** What a presented code is worth: status 0 not valid (unknown or used), 1 expired, 2 valid. */
export type CodeCheck = { status: 0 } | { status: 1 } | { status: 2; id: number; userId: number; signUp: PendingSignUp | null };

/** Looks a code up without using it. */
export async function checkCode(db: Database, code: string, purpose: CodePurpose, now = new Date()): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.codeHash, hashSecret(code)), eq(emailCodes.purpose, purpose)))
    .limit(1);
  if (!row || row.usedAt) return { status: 0 };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 1 };
  return { status: 2, id: row.id, userId: row.userId, signUp: row.signUp };
}

/** What the user's outstanding, unexpired sign-ups chose, newest first (a few at most). */
export async function pendingSignUps(db: Database, userId: number, now = new Date()): Promise<PendingSignUp[]> {
  const rows = await db
    .select({ signUp: emailCodes.signUp })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, 'verify'), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(desc(emailCodes.id))
    .limit(PENDING_SIGN_UPS_MATCHED);
  return rows.flatMap((row) => (row.signUp ? [row.signUp] : []));
}

/**
 * Marks a code used (forgetting the sign-up choices it carried); false when another request used
 * it first, so each code works exactly once even under concurrent requests.
 */
export async function consumeCode(db: Database, id: number, now = new Date()): Promise<boolean> {
  const used = await db
    .update(emailCodes)
    .set({ usedAt: now, signUp: null })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used.length === 1;
}
