/** Pure edits of the Manage Team list, applied at once while the server call runs (spec 001 §4). */
import type { TeamMember } from '../../../contract/account';

/** What a pending invite shows as its last login (spec 001 §3, §4). */
export const INVITATION_PENDING = 'Invitation Pending!';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The row an invite adds: the address, no name, "Invitation Pending!". */
export function pendingMember(email: string): TeamMember {
  return {
    email: email.trim().toLowerCase(),
    first_name: '',
    last_name: '',
    last_login: INVITATION_PENDING,
    totalProspect: 0,
    engagementRate: 0,
    org_is_admin: false,
    isPending: true,
  };
}

/** Adds a pending row at the end unless the address is listed already. */
export function withInvite(team: TeamMember[], email: string): TeamMember[] {
  return team.some((member) => same(member.email, email)) ? team : [...team, pendingMember(email)];
}

/** Sets the admin flag of one member. */
export function withAdminChange(team: TeamMember[], email: string, isAdmin: boolean): TeamMember[] {
  return team.map((member) => (same(member.email, email) ? { ...member, org_is_admin: isAdmin } : member));
}

/** Leaves one member (or invite) out. */
export function withoutMember(team: TeamMember[], email: string): TeamMember[] {
  return team.filter((member) => !same(member.email, email));
}
