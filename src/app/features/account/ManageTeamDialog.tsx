import { useState } from 'react';
import type { FormEvent } from 'react';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { DialogCloseButton } from '../../components/DialogButtons';
import { FormField } from '../../components/FormField';
import { Loader } from '../../components/Loader';
import { initials } from '../shell/userNames';
import { useChangeAdminMutation, useGetTeamQuery, useInviteMemberMutation, useRemoveMemberMutation } from './accountApi';
import type { TeamMember } from '../../../contract/account';
import { validateInviteEmail } from './profileValidation';
import { formatPlanDate } from './subscriptionFormat';
import { INVITATION_PENDING } from './teamUpdates';
import { type TeamAction, TeamMemberMenu } from './TeamMemberMenu';

/** The confirmations of spec 001 §4, with their answers. */
const CONFIRMATIONS: Record<TeamAction['kind'], { title: string; yes: string; no: string }> = {
  makeAdmin: { title: 'Are you sure you want to make this member an admin?', yes: 'Yes', no: 'No' },
  dismissAdmin: { title: 'Are you sure you want to dismiss this user as Admin?', yes: 'Yes', no: 'No' },
  delete: { title: 'Are you sure you want to delete this member?', yes: 'Delete', no: 'Cancel' },
};

function lastLogin(member: TeamMember): string {
  if (member.last_login === INVITATION_PENDING) return INVITATION_PENDING;
  return member.last_login ? formatPlanDate(member.last_login) : 'Never';
}

function MemberRow({ member, isSelf, onChoose }: { member: TeamMember; isSelf: boolean; onChoose: (action: TeamAction) => void }) {
  const name = `${member.first_name} ${member.last_name}`.trim();
  return (
    <li className={member.isPending ? 'team-row team-row-pending' : 'team-row'}>
      <span className="avatar team-avatar" aria-hidden="true">
        {member.isPending ? '@' : initials(member)}
      </span>
      <div className="team-who">
        <span className="team-name">
          {name || member.email}
          {isSelf && <span className="team-self"> (you)</span>}
        </span>
        {name && <span className="team-email">{member.email}</span>}
      </div>
      <dl className="team-stats">
        <div>
          <dt>Last login</dt>
          <dd className={member.isPending ? 'team-pending' : undefined}>{lastLogin(member)}</dd>
        </div>
        <div>
          <dt>Prospects</dt>
          <dd>{member.totalProspect}</dd>
        </div>
        <div>
          <dt>Engagement</dt>
          <dd>{member.engagementRate}%</dd>
        </div>
      </dl>
      <span className="team-role">{member.org_is_admin ? <span className="badge">Admin</span> : member.isPending ? 'Invited' : 'Member'}</span>
      {isSelf ? <span className="row-menu" aria-hidden="true" /> : <TeamMemberMenu member={member} onChoose={onChoose} />}
    </li>
  );
}

/**
 * Manage Team (organisation admins): invite by e-mail, make or dismiss admins, delete members.
 * The list changes at once; a refused change is rolled back and its reason shown.
 */
export function ManageTeamDialog({ selfEmail, onClose }: { selfEmail: string; onClose: () => void }) {
  // Fresh on every opening: members join by e-mail meanwhile.
  const team = useGetTeamQuery(undefined, { refetchOnMountOrArgChange: true });
  const [inviteMember, invite] = useInviteMemberMutation();
  const [changeAdmin] = useChangeAdminMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [pending, setPending] = useState<TeamAction | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function run(call: Promise<{ error?: unknown }>, success: string) {
    setNotice(null);
    const result = await call;
    setNotice(result.error ? { tone: 'error', text: readApiError(result.error).message } : { tone: 'success', text: success });
  }

  function handleInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem = validateInviteEmail(address);
    setEmailError(problem);
    if (problem) return;
    setEmail('');
    void run(inviteMember({ email: address }), `Invitation sent to ${address}.`);
  }

  function confirm() {
    if (!pending) return;
    const { kind, member } = pending;
    setPending(null);
    if (kind === 'delete') void run(removeMember({ email: member.email }), `${member.email} was removed from the team.`);
    else void run(changeAdmin({ email: member.email, is_admin: kind === 'makeAdmin' }), `${member.email} is ${kind === 'makeAdmin' ? 'now an admin' : 'no longer an admin'}.`);
  }

  const confirmation = pending ? CONFIRMATIONS[pending.kind] : null;

  return (
    <>
      <Dialog isOpen title="Manage Team" onClose={onClose} actions={<DialogCloseButton onClose={onClose} />}>
        <div className="team">
          <form className="team-invite" onSubmit={handleInvite} noValidate>
            <FormField
              label="Invite a member by email"
              type="email"
              autoComplete="off"
              placeholder="name@company.com"
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
            <button type="submit" className="btn btn-primary" disabled={email.trim() === '' || invite.isLoading}>
              Send Invite
            </button>
          </form>
          {notice && (
            <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
          {team.isLoading && <Loader label="Loading your team…" />}
          {team.isError && <Alert tone="error">{readApiError(team.error).message}</Alert>}
          {team.data && (
            <ul className="team-list" aria-label="Team members">
              {team.data.map((member) => (
                <MemberRow key={member.email} member={member} isSelf={member.email.toLowerCase() === selfEmail.toLowerCase()} onChoose={setPending} />
              ))}
            </ul>
          )}
        </div>
      </Dialog>
      <Dialog
        isOpen={confirmation !== null}
        title={confirmation?.title ?? ''}
        onClose={() => setPending(null)}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setPending(null)}>
              {confirmation?.no}
            </button>
            <button type="button" className={pending?.kind === 'delete' ? 'btn btn-danger' : 'btn btn-primary'} onClick={confirm}>
              {confirmation?.yes}
            </button>
          </>
        }
      >
        {pending && <p>{pending.member.first_name ? `${pending.member.first_name} (${pending.member.email})` : pending.member.email}</p>}
      </Dialog>
    </>
  );
}
