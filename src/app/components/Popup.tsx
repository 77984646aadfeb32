import type { ReactNode } from 'react';
import { PopupHeader } from './PopupHeader';
import '../styles/popup.css';
import { useModalDialog } from './useModalDialog';

interface PopupProps {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  /** Called on the close icon, Escape or a click outside the panel. */
  onClose: () => void;
  /** The footer button's action. */
  onConfirm: () => void;
  /** The footer button's label (spec 000 §2: "Use This Template" unless told otherwise). */
  confirmLabel?: string;
  /** While the footer button's request runs: the button is off and spins. */
  isBusy?: boolean;
}

/**
 * The generic popup of spec 000 §2: a title with a close icon, any content, and one footer button
 * ("Use This Template" by default). On the native <dialog>, so focus stays inside.
 */
export function Popup({ isOpen, title, children, onClose, onConfirm, confirmLabel = 'Use This Template', isBusy = false }: PopupProps) {
  const { titleId, dialogProps } = useModalDialog(isOpen, onClose);

  return (
    <dialog className="popup" {...dialogProps}>
      {isOpen && (
        <div className="popup-panel">
          <PopupHeader title={title} titleId={titleId} onClose={onClose} />
          <div className="popup-body">{children}</div>
          <footer className="popup-footer">
            <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
              {isBusy && <span className="spinner spinner-small" aria-hidden="true" />}
              {confirmLabel}
            </button>
          </footer>
        </div>
      )}
    </dialog>
  );
}
