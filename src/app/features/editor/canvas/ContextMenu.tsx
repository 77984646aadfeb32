import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';

/** One entry of the context menu. */
export type ContextMenuItem<T extends string> = {
  id: T;
  label: string;
  /** Shortcut shown beside the label (decoration only). */
  shortcut?: string;
  isEnabled: boolean;
  /** Draw a separator above this entry. */
  startsGroup?: boolean;
};

type ContextMenuProps<T extends string> = {
  /** Where it opens, CSS px inside the overlay. */
  x: number;
  y: number;
  /** The overlay's size, CSS px: the menu is moved back inside it when it would overflow. */
  bounds: { width: number; height: number };
  label: string;
  items: readonly ContextMenuItem<T>[];
  onChoose(id: T): void;
  onClose(): void;
};

/**
 * A keyboard-accessible menu (WAI-ARIA menu pattern): focus starts on the first enabled entry,
 * arrows, Home and End move (disabled entries are focusable but do nothing), Enter or Space choose,
 * Escape and Tab close; a press outside closes it too. Focus goes back where it was on close.
 */
export function ContextMenu<T extends string>({ x, y, bounds, label, items, onChoose, onClose }: ContextMenuProps<T>) {
  const menuRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const previous = menu.ownerDocument.activeElement as HTMLElement | null;
    const entries = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    (entries.find((entry) => entry.getAttribute('aria-disabled') !== 'true') ?? entries[0])?.focus();
    return () => {
      // Only when focus is still ours (inside the menu, or dropped to the body as the menu goes).
      const active = menu.ownerDocument.activeElement;
      if (previous?.isConnected && (!active || active === menu.ownerDocument.body || menu.contains(active))) previous.focus();
    };
  }, []);

  useLayoutEffect(() => {
    // Keep the whole menu inside the overlay (drawn by style, so no second render).
    const menu = menuRef.current;
    if (!menu) return;
    const left = Math.max(0, Math.min(x, bounds.width - menu.offsetWidth));
    const top = Math.max(0, Math.min(y, bounds.height - menu.offsetHeight));
    menu.style.left = `${left}px`;
    menu.style.top = `${top}px`;
  }, [x, y, bounds.width, bounds.height]);

  useEffect(() => {
    const document = menuRef.current?.ownerDocument;
    if (!document) return;
    const closeOutside = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => document.removeEventListener('pointerdown', closeOutside, true);
  }, [onClose]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = entries.indexOf(event.target as HTMLElement);
    const focusAt = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
      case 'Tab':
        onClose();
        break;
      default:
        return;
    }
    // The menu owns these keys: the canvas keyboard (arrows nudge, Escape clears) must not see them.
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div
      ref={menuRef}
      className="canvas-menu"
      role="menu"
      aria-label={label}
      data-overlay-ui=""
      style={{ left: x, top: y }}
      onKeyDown={handleKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item) => (
        <Fragment key={item.id}>
          {item.startsGroup && <div className="canvas-menu-separator" role="separator" />}
          <button
            type="button"
            role="menuitem"
            className="canvas-menu-item"
            tabIndex={-1}
            aria-disabled={!item.isEnabled}
            onClick={() => {
              if (item.isEnabled) onChoose(item.id);
            }}
          >
            <span>{item.label}</span>
            {item.shortcut && (
              <kbd className="canvas-menu-shortcut" aria-hidden="true">
                {item.shortcut}
              </kbd>
            )}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
