import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { useDeleteUploadMutation, useRenameUploadMutation } from './mediaApi';
import { DELETE_ICON } from './mediaIcons';
import type { UploadItem } from './mediaTypes';
import { NameField } from './NameField';

/** An upload's name, renamed in place (sent on blur, spec 000 §5). */
export function UploadNameField({ item }: { item: UploadItem }) {
  const [rename] = useRenameUploadMutation();
  return <NameField name={item.name} label={`Name of ${item.name}`} onRename={(name) => void rename({ id: item.id, category: item.category, name, previousName: item.name })} />;
}

/** Deletes an upload after the spec's confirmation ("Are you sure you want to delete this {thing}?"). */
export function DeleteUploadButton({ item, thing }: { item: UploadItem; thing: string }) {
  const [remove] = useDeleteUploadMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <button type="button" className="media-icon-button" aria-label={`Delete ${item.name}`} title="Delete" onClick={() => setIsConfirming(true)}>
        {DELETE_ICON}
      </button>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        thing={thing}
        onCancel={() => setIsConfirming(false)}
        onDelete={() => {
          setIsConfirming(false);
          void remove({ id: item.id, category: item.category });
        }}
      />
    </>
  );
}

/** What the user can do to an uploaded picture or clip besides placing it: rename and delete. */
export function UploadTools({ item, thing }: { item: UploadItem; thing: string }) {
  return (
    <div className="media-tools">
      <UploadNameField item={item} />
      <DeleteUploadButton item={item} thing={thing} />
    </div>
  );
}
