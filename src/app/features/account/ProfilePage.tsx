import { useState } from 'react';
import type { ReactNode } from 'react';
import { isValidProfileLink } from '../../../contract/accountRules';
import { Loader } from '../../components/Loader';
import { useAppSelector } from '../../hooks';
import { selectUser } from '../auth/authSlice';
import { displayName } from '../shell/userNames';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { ManageTeamDialog } from './ManageTeamDialog';
import { ProfilePhoto } from './ProfilePhoto';
import './account.css';

/** The organisation name the server uses for "no real organisation" (spec 001 §2: hidden). */
const BLANK_ORGANISATION = '_blank';

const PHONE_PLACEHOLDER = 'Click edit profile to edit this.';
const LINK_PLACEHOLDER = 'Click edit profile to add link.';

function Detail({ label, children, isEmpty = false }: { label: string; children: ReactNode; isEmpty?: boolean }) {
  return (
    <div className="detail">
      <dt className="detail-label">{label}</dt>
      <dd className={isEmpty ? 'detail-value detail-empty' : 'detail-value'}>{children}</dd>
    </div>
  );
}

function LinkDetail({ label, url }: { label: string; url: string }) {
  if (!url) {
    return (
      <Detail label={label} isEmpty>
        {LINK_PLACEHOLDER}
      </Detail>
    );
  }
  return (
    <Detail label={label}>
      {isValidProfileLink(url) ? (
        <a className="link detail-link" href={url} target="_blank" rel="noopener noreferrer">
          {url.replace(/^https?:\/\//i, '')}
        </a>
      ) : (
        url
      )}
    </Detail>
  );
}

type OpenDialog = 'edit' | 'password' | 'team' | null;

/** /settings: the profile (spec 001 §2 "Profile"), with Edit Profile, Change Password and Manage Team. */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!user) return <Loader label="Loading your profile…" />;

  const organisation = user.organization && user.organization.name !== BLANK_ORGANISATION ? user.organization.name : null;
  const close = () => setDialog(null);

  return (
    <section className="page account-page" aria-labelledby="page-heading">
      <h1 className="page-title" id="page-heading">
        Account Settings
      </h1>
      <p className="page-lead">Your profile, your links and your password.</p>

      <div className="panel profile-panel">
        <div className="profile-top">
          <ProfilePhoto user={user} />
          <div className="profile-identity">
            <h2 className="profile-fullname">
              {displayName(user)}
              {user.org_is_admin && <span className="badge">Admin</span>}
            </h2>
            <p className="profile-email">{user.email}</p>
            {organisation && <p className="profile-organisation">{organisation}</p>}
          </div>
          <div className="profile-buttons">
            {user.org_is_admin && (
              <button type="button" className="btn btn-secondary" onClick={() => setDialog('team')}>
                Manage Team
              </button>
            )}
            {user.isCP && (
              <button type="button" className="btn btn-secondary" onClick={() => setDialog('password')}>
                Change Password
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => setDialog('edit')}>
              Edit Profile
            </button>
          </div>
        </div>

        <div className="profile-sections">
          <section aria-labelledby="contact-heading">
            <h3 className="section-title" id="contact-heading">
              Contact details
            </h3>
            <dl className="details">
              <Detail label="Email">{user.email}</Detail>
              <Detail label="Phone" isEmpty={!user.phone_number}>
                {user.phone_number || PHONE_PLACEHOLDER}
              </Detail>
              {organisation && <Detail label="Organisation">{organisation}</Detail>}
            </dl>
          </section>
          <section aria-labelledby="links-heading">
            <h3 className="section-title" id="links-heading">
              Links
            </h3>
            <dl className="details">
              <LinkDetail label="Calendar" url={user.calendar_url} />
              <LinkDetail label="LinkedIn" url={user.linkedin_url} />
              <LinkDetail label="Facebook" url={user.facebook_url} />
              <LinkDetail label="Twitter" url={user.twitter_url} />
            </dl>
          </section>
        </div>
      </div>

      {dialog === 'edit' && <EditProfileDialog user={user} onClose={close} />}
      {dialog === 'password' && <ChangePasswordDialog onClose={close} />}
      {dialog === 'team' && <ManageTeamDialog selfEmail={user.email} onClose={close} />}
    </section>
  );
}
