interface DialogButtonsProps {
  onCancel: () => void;
  confirmLabel: string;
  /** A click on the confirm button; leave out when it submits `form`. */
  onConfirm?: () => void;
  /** The id of the form the confirm button submits. */
  form?: string;
  /** While the request runs: both buttons are off and the confirm button spins. */
  isBusy?: boolean;
  /** The confirm button is off for another reason (an incomplete form). */
  isConfirmDisabled?: boolean;
  tone?: 'primary' | 'danger';
}

/** A dialog's footer: Cancel, and the button that confirms (submits a form, or acts on click). */
export function DialogButtons({ onCancel, confirmLabel, onConfirm, form, isBusy = false, isConfirmDisabled = false, tone = 'primary' }: DialogButtonsProps) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={isBusy}>
        Cancel
      </button>
      <button type={form ? 'submit' : 'button'} form={form} className={`btn btn-${tone}`} onClick={onConfirm} disabled={isBusy || isConfirmDisabled} aria-busy={isBusy}>
        {isBusy && <span className="spinner spinner-small" aria-hidden="true" />}
        {confirmLabel}
      </button>
    </>
  );
}

/** A dialog's only footer button, Close: primary where closing is the next step (after a success). */
export function DialogCloseButton({ onClose, tone = 'secondary' }: { onClose: () => void; tone?: 'primary' | 'secondary' }) {
  return (
    <button type="button" className={`btn btn-${tone}`} onClick={onClose}>
      Close
    </button>
  );
}
