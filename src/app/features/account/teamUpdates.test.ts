import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../../contract/account';
import { INVITATION_PENDING, pendingMember, withAdminChange, withInvite, withoutMember } from './teamUpdates';

const admin: TeamMember = { ...pendingMember('boss@acme.test'), first_name: 'Bo', last_login: null, isPending: false, org_is_admin: true };
const mate: TeamMember = { ...admin, email: 'mate@acme.test', first_name: 'Mo', org_is_admin: false };

describe('team list edits', () => {
  it('adds an invite as a nameless "Invitation Pending!" row, once', () => {
    const team = withInvite([admin], ' New@Acme.test ');
    expect(team[1]).toEqual({
      email: 'new@acme.test',
      first_name: '',
      last_name: '',
      last_login: INVITATION_PENDING,
      totalProspect: 0,
      engagementRate: 0,
      org_is_admin: false,
      isPending: true,
    });
    expect(withInvite(team, 'NEW@acme.test')).toBe(team);
  });

  it('changes the admin flag of the member named, ignoring case', () => {
    expect(withAdminChange([admin, mate], 'MATE@acme.test', true).map((member) => member.org_is_admin)).toEqual([true, true]);
    expect(withAdminChange([admin, mate], 'boss@acme.test', false)[0]!.org_is_admin).toBe(false);
  });

  it('removes a member without touching the others', () => {
    expect(withoutMember([admin, mate], 'Mate@Acme.test')).toEqual([admin]);
    expect(withoutMember([admin], 'ghost@acme.test')).toEqual([admin]);
  });
});
