import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../hooks';
import { selectUser } from '../auth/authSlice';
import { LogoutDialog } from './LogoutDialog';
import { displayName, initials } from './userNames';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

const MENU_LINKS = [
  { to: '/subscription', label: 'Subscription' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/settings', label: 'Account Settings' },
  { to: '/faq', label: 'FAQs' },
] as const;

/**
 * The profile menu button and its menu (menu-button pattern): Enter, Space or ArrowDown
 * open it on the first item, arrows move, Escape closes it and returns to the button.
 */
export function ProfileMenu() {
  const user = useAppSelector(selectUser);
  const [isOpen, setIsOpen] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    menuItems(menuRef.current)[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent) {
    const all = menuItems(menuRef.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  function openLogout() {
    // Focus goes back to the button first so that it returns there when the dialog closes.
    close(true);
    setIsLogoutOpen(true);
  }

  if (!user) return null;
  const name = displayName(user);

  return (
    <div className="profile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={handleButtonKeyDown}
      >
        {user.profile_image ? (
          <img className="avatar" src={user.profile_image} alt="" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <span className="profile-name">{name}</span>
        <svg className="profile-chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {isOpen && (
        <div className="menu" id={menuId} role="menu" aria-label="Profile" ref={menuRef} onKeyDown={handleMenuKeyDown}>
          <div className="menu-header" role="none">
            <span className="menu-name">{name}</span>
            <span className="menu-email">{user.email}</span>
          </div>
          {MENU_LINKS.map(({ to, label }) => (
            <Link key={to} to={to} role="menuitem" className="menu-item" tabIndex={-1} onClick={() => close(false)}>
              {label}
            </Link>
          ))}
          <div className="menu-separator" role="separator" />
          <button type="button" role="menuitem" className="menu-item" tabIndex={-1} onClick={openLogout}>
            Logout
          </button>
        </div>
      )}
      <LogoutDialog isOpen={isLogoutOpen} onCancel={() => setIsLogoutOpen(false)} />
    </div>
  );
}
