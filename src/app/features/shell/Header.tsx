import { Link, NavLink } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { ProfileMenu } from './ProfileMenu';

const NAV_LINKS = [
  { to: '/', label: 'Templates' },
  { to: '/myvideos', label: 'My Videos' },
  { to: '/myimages', label: 'My Image' },
] as const;

/** The top navigation of signed-in screens. */
export function Header() {
  return (
    <header className="header">
      <Link to="/" className="header-brand" aria-label="Avatar Studio home">
        <Brand />
      </Link>
      <nav className="header-nav" aria-label="Main">
        {NAV_LINKS.map(({ to, label }) => (
          <NavLink key={to} to={to} end={to === '/'} className="header-link">
            {label}
          </NavLink>
        ))}
      </nav>
      <ProfileMenu />
    </header>
  );
}
