import type { ReactNode } from 'react';
import { useModalDialog } from '../../components/useModalDialog';
import '../../styles/popup.css';
import '../../styles/sharing.css';

interface ShareSheetProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Called on the close icon, Escape or a click outside the panel. */
  onClose: () => void;
  /** A wider sheet for dialogs with a preview beside a list. */
  isWide?: boolean;
}

/**
 * The large dialog of the sharing screens: the popup's look (title, close icon, body); a
 * dialog's buttons end its body (`share-sheet-actions`). On the native <dialog>, so focus stays inside and Escape closes it;
 * sheets may open over each other.
 */
export function ShareSheet({ isOpen, title, children, onClose, isWide = false }: ShareSheetProps) {
  const { titleId, dialogProps } = useModalDialog(isOpen, onClose);
  return (
    <dialog className={isWide ? 'popup share-sheet share-sheet-wide' : 'popup share-sheet'} {...dialogProps}>
      {isOpen && (
        <div className="popup-panel">
          <header className="popup-header">
            <h2 className="popup-title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="popup-close" aria-label="Close" onClick={onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className="popup-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
