import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { TeamMember } from '../../../contract/account';

/** A change the admin asked for, waiting for its confirmation. */
export type TeamAction = { kind: 'makeAdmin' | 'dismissAdmin' | 'delete'; member: TeamMember };

interface TeamMemberMenuProps {
  member: TeamMember;
  onChoose: (action: TeamAction) => void;
}

/** The ⋯ menu of a team row: make or dismiss as admin (members who joined), and delete. */
export function TeamMemberMenu({ member, onChoose }: TeamMemberMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const who = member.first_name || member.email;

  useEffect(() => {
    if (!isOpen) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  function choose(kind: TeamAction['kind']) {
    setIsOpen(false);
    onChoose({ kind, member });
  }

  function handleKeyDown(event: KeyboardEvent) {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      // Stop here: Escape must not also close the team dialog around the menu.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  }

  return (
    <div className="row-menu" ref={rootRef} onKeyDown={isOpen ? handleKeyDown : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={`Actions for ${who}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="4" cy="10" r="1.8" fill="currentColor" />
          <circle cx="10" cy="10" r="1.8" fill="currentColor" />
          <circle cx="16" cy="10" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {isOpen && (
        <div className="menu row-menu-list" id={menuId} role="menu" aria-label={`Actions for ${who}`}>
          {!member.isPending && (
            <button type="button" role="menuitem" className="menu-item" tabIndex={-1} onClick={() => choose(member.org_is_admin ? 'dismissAdmin' : 'makeAdmin')}>
              {member.org_is_admin ? 'Dismiss as Admin' : 'Make Admin'}
            </button>
          )}
          <button type="button" role="menuitem" className="menu-item menu-item-danger" tabIndex={-1} onClick={() => choose('delete')}>
            {member.isPending ? 'Delete invitation' : 'Delete member'}
          </button>
        </div>
      )}
    </div>
  );
}
