import { Dialog } from './Dialog';
import { DialogButtons } from './DialogButtons';

interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  /** What is deleted, as the question names it: "scene" asks "Are you sure you want to delete this scene?". */
  thing: string;
  onCancel: () => void;
  onDelete: () => void;
}

/** The delete confirmation of spec 000 §2: "Are you sure you want to delete this {thing}?" with Cancel and Delete. */
export function ConfirmDeleteDialog({ isOpen, thing, onCancel, onDelete }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      title={`Are you sure you want to delete this ${thing}?`}
      onClose={onCancel}
      actions={<DialogButtons onCancel={onCancel} confirmLabel="Delete" onConfirm={onDelete} tone="danger" />}
    />
  );
}
