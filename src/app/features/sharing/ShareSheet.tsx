import type { ReactNode } from 'react';
import { PopupHeader } from '../../components/PopupHeader';
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
          <PopupHeader title={title} titleId={titleId} onClose={onClose} />
          <div className="popup-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
