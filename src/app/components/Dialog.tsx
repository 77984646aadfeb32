import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import '../styles/dialog.css';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: let the owner decide, so the open state stays in React.
    event.preventDefault();
    onClose();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel fills the <dialog> box, so a click whose target is the <dialog> itself hit the backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onCancel={handleCancel} onClick={handleClick}>
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
