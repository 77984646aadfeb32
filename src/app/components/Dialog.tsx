import type { ReactNode } from 'react';
import '../styles/dialog.css';
import { useModalDialog } from './useModalDialog';

interface DialogProps {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons, right-aligned under the body. */
  actions: ReactNode;
  /** Called on Escape or a click outside the panel. */
  onClose: () => void;
}

/** A modal dialog on the native <dialog>: focus is kept inside and the page behind is inert. */
export function Dialog({ isOpen, title, children, actions, onClose }: DialogProps) {
  const { titleId, dialogProps } = useModalDialog(isOpen, onClose);

  return (
    <dialog className="dialog" {...dialogProps}>
      {isOpen && (
        <div className="dialog-panel">
          <h2 className="dialog-title" id={titleId}>
            {title}
          </h2>
          {children && <div className="dialog-body">{children}</div>}
          <div className="dialog-actions">{actions}</div>
        </div>
      )}
    </dialog>
  );
}
