import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TeamMember } from '../../../contract/account.ts';
import type { Database } from '../../db/database.ts';
import { organizationInvites, organizations, users } from '../../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { normaliseEmail } from './users.ts';
import { UserStatus } from './userStatus.ts';

/** What a pending invite shows as its last login (spec 001 §3 "Team member"). */
export const INVITATION_PENDING = 'Invitation Pending!';

/** A refused team change about the `email` field (`status` 1 for an account of another organisation). */
const emailRefusal = (code: 'invalid' | 'not_found', message: string, fieldStatus?: number) => new DomainError(code, message, { field: 'email', fieldStatus });

/** The refusal of an e-mail that is no member of the admin's organisation (others' members are never revealed). */
const notAMemberOfTeam = () => emailRefusal('not_found', 'This email is not a member of your team.');

/** The refusal of the change that would leave the organisation without an admin. */
const lastAdmin = () => emailRefusal('invalid', 'Your team needs at least one admin.');

const sameEmail = (column: typeof users.email | typeof organizationInvites.email, email: string) => eq(sql`lower(${column})`, normaliseEmail(email));

function pendingRow(email: string): TeamMember {
  return { email, first_name: '', last_name: '', last_login: INVITATION_PENDING, totalProspect: 0, engagementRate: 0, org_is_admin: false, isPending: true };
}

function memberRow(user: typeof users.$inferSelect): TeamMember {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    last_login: user.lastLoginAt?.toISOString() ?? null,
    totalProspect: 0,
    engagementRate: 0,
    org_is_admin: user.isOrgAdmin,
    isPending: false,
  };
}

/** The organisation's members (admins first, then by joining) followed by its open invites, newest first. */
export async function listTeam(db: Database, organizationId: number): Promise<TeamMember[]> {
  const members = await db.select().from(users).where(eq(users.organizationId, organizationId)).orderBy(desc(users.isOrgAdmin), asc(users.createdAt), asc(users.id));
  const invites = await db
    .select({ email: organizationInvites.email })
    .from(organizationInvites)
    .where(and(eq(organizationInvites.organizationId, organizationId), isNull(organizationInvites.acceptedAt)))
    .orderBy(desc(organizationInvites.createdAt), desc(organizationInvites.id));
  const joined = new Set(members.map((member) => normaliseEmail(member.email)));
  return [...members.map(memberRow), ...invites.filter((invite) => !joined.has(normaliseEmail(invite.email))).map((invite) => pendingRow(invite.email))];
}

/**
 * Serialises team changes of one organisation (row lock on it) and re-checks, inside the
 * transaction, that the acting user is still one of its admins.
 */
async function lockAsAdmin(tx: Database, organizationId: number, actorId: number) {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  const [actor] = await tx.select().from(users).where(eq(users.id, actorId));
  if (!actor || actor.organizationId !== organizationId || !actor.isOrgAdmin) {
    throw new DomainError('forbidden', 'Only organisation admins can manage the team.');
  }
}

async function findMember(tx: Database, organizationId: number, email: string) {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sameEmail(users.email, email)))
    .limit(1);
  return member;
}

async function adminCount(tx: Database, organizationId: number) {
  const [row] = await tx
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isOrgAdmin, true)));
  return row?.count ?? 0;
}

/**
 * Invites `email` into the organisation. A new address gets an invite (a repeated invite replaces
 * the code of the open one) and the caller mails `code`. A former member whose account was removed
 * from every organisation rejoins at once. Anyone else with an account is refused.
 */
export async function inviteMember(
  db: Database,
  invite: { organizationId: number; actorId: number; email: string },
): Promise<{ kind: 'invited'; code: string; member: TeamMember } | { kind: 'rejoined'; member: TeamMember }> {
  return db.transaction(async (tx) => {
    await lockAsAdmin(tx, invite.organizationId, invite.actorId);
    const [existing] = await tx.select().from(users).where(sameEmail(users.email, invite.email)).limit(1);
    if (existing?.organizationId === invite.organizationId) {
      throw emailRefusal('invalid', 'This email is already a member of your team.');
    }
    if (existing && existing.organizationId === null && existing.status === UserStatus.unlinked) {
      const [rejoined] = await tx
        .update(users)
        .set({ organizationId: invite.organizationId, isOrgAdmin: false, status: UserStatus.active })
        .where(eq(users.id, existing.id))
        .returning();
      return { kind: 'rejoined' as const, member: memberRow(rejoined!) };
    }
    if (existing) throw emailRefusal('invalid', 'Email already registered.', 1);

    const code = newSecret();
    const [open] = await tx
      .select({ id: organizationInvites.id, email: organizationInvites.email })
      .from(organizationInvites)
      .where(and(eq(organizationInvites.organizationId, invite.organizationId), sameEmail(organizationInvites.email, invite.email), isNull(organizationInvites.acceptedAt)))
      .limit(1);
    if (open) {
      await tx
        .update(organizationInvites)
        .set({ codeHash: hashSecret(code), createdAt: new Date() })
        .where(eq(organizationInvites.id, open.id));
    } else {
      await tx.insert(organizationInvites).values({ organizationId: invite.organizationId, email: invite.email, codeHash: hashSecret(code) });
    }
    return { kind: 'invited' as const, code, member: pendingRow(open?.email ?? invite.email) };
  });
}

/** Makes a member an admin or dismisses them as admin; the last admin cannot be dismissed. */
export async function changeAdmin(db: Database, change: { organizationId: number; actorId: number; email: string; isAdmin: boolean }): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await lockAsAdmin(tx, change.organizationId, change.actorId);
    const member = await findMember(tx, change.organizationId, change.email);
    if (!member) throw await notAMember(tx, change.organizationId, change.email);
    if (!change.isAdmin && member.isOrgAdmin && (await adminCount(tx, change.organizationId)) <= 1) {
      throw lastAdmin();
    }
    const [updated] = await tx.update(users).set({ isOrgAdmin: change.isAdmin }).where(eq(users.id, member.id)).returning();
    return memberRow(updated!);
  });
}

/**
 * Removes a member: the account leaves the organisation, may no longer log in ("Email is not
 * linked with any organisation.") and all its sessions end. For an open invite, the invite goes.
 * The last admin cannot be removed.
 */
export async function removeMember(db: Database, removal: { organizationId: number; actorId: number; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAsAdmin(tx, removal.organizationId, removal.actorId);
    const member = await findMember(tx, removal.organizationId, removal.email);
    if (member) {
      if (member.isOrgAdmin && (await adminCount(tx, removal.organizationId)) <= 1) {
        throw lastAdmin();
      }
      await tx.update(users).set({ organizationId: null, isOrgAdmin: false, status: UserStatus.unlinked }).where(eq(users.id, member.id));
      await revokeUserSessions(tx, member.id);
      return;
    }
    const deleted = await tx
      .delete(organizationInvites)
      .where(and(eq(organizationInvites.organizationId, removal.organizationId), sameEmail(organizationInvites.email, removal.email), isNull(organizationInvites.acceptedAt)))
      .returning({ id: organizationInvites.id });
    if (deleted.length === 0) throw notAMemberOfTeam();
  });
}

async function notAMember(tx: Database, organizationId: number, email: string): Promise<DomainError> {
  const [invite] = await tx
    .select({ id: organizationInvites.id })
    .from(organizationInvites)
    .where(and(eq(organizationInvites.organizationId, organizationId), sameEmail(organizationInvites.email, email), isNull(organizationInvites.acceptedAt)))
    .limit(1);
  return invite ? emailRefusal('invalid', 'This member has not joined yet.') : notAMemberOfTeam();
}

/** The organisation's name, for the invite mail. */
export async function organizationName(db: Database, organizationId: number): Promise<string> {
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return organization?.name ?? '';
}

/**
 * Creates an organisation with `userId` as its admin (operator command). A former member whose
 * account was unlinked may log in again; other statuses (blocked, not verified) stay as they are.
 */
export async function createOrganisation(db: Database, name: string, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [organization] = await tx.insert(organizations).values({ name }).returning({ id: organizations.id });
    await tx
      .update(users)
      .set({
        organizationId: organization!.id,
        isOrgAdmin: true,
        status: sql`case when ${users.status} = ${UserStatus.unlinked} then ${UserStatus.active} else ${users.status} end`,
      })
      .where(eq(users.id, userId));
    return organization!.id;
  });
}
