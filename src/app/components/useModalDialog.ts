import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, SyntheticEvent } from 'react';

/**
 * What a modal on the native <dialog> needs (focus kept inside, the page behind inert): shows and
 * closes it as `isOpen` says, and turns Escape and a click on the backdrop into `onClose`, so the
 * open state stays in React. Spread `dialogProps` on the <dialog>; `titleId` names its heading.
 */
export function useModalDialog(isOpen: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const dialogProps = {
    ref,
    'aria-labelledby': titleId,
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // React passes a nested dialog's cancel up through its parents: only the dialog Escape was pressed in closes.
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      onClose();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      // The panel fills the <dialog> box, so a click whose target is the <dialog> itself hit the backdrop.
      if (event.target === event.currentTarget) onClose();
    },
  };
  return { titleId, dialogProps };
}
