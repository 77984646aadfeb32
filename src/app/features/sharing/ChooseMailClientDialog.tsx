import { useId, useState } from 'react';
import { readApiError } from '../../api/apiError';
import { DialogButtons } from '../../components/DialogButtons';
import type { ItemKind } from '../myItems/myItemsApi';
import { useGetMailClientsQuery, useSetMailSettingMutation } from './mailApi';
import { ShareSheet } from './ShareSheet';

interface ChooseMailClientDialogProps {
  isOpen: boolean;
  kind: ItemKind;
  itemId: number;
  /** The client the item's code is built for now (Gmail until one is chosen). */
  currentId: number;
  onClose: () => void;
}

/**
 * Choose your Mail Client (spec 002 §2, §3, §7): the mail clients of `GET /api/campaign/emailclient/`
 * as radio cards with their icons (arrow keys move the choice). Save stores the choice with the
 * details call only when it differs from the current client; Cancel leaves it as it was.
 */
export function ChooseMailClientDialog(props: ChooseMailClientDialogProps) {
  return (
    <ShareSheet isOpen={props.isOpen} title="Choose your Mail Client" onClose={props.onClose}>
      {props.isOpen && <Chooser {...props} />}
    </ShareSheet>
  );
}

function Chooser({ kind, itemId, currentId, onClose }: ChooseMailClientDialogProps) {
  const formId = useId();
  const clients = useGetMailClientsQuery();
  const [chosenId, setChosenId] = useState(currentId);
  const [save, saving] = useSetMailSettingMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (chosenId === currentId) return onClose();
    setError(null);
    const reply = await save({ kind, id: itemId, mailClient: chosenId });
    if ('error' in reply) setError(readApiError(reply.error).message);
    else onClose();
  };

  return (
    <>
      <p className="share-muted">Pick where you paste the code: it is built for that client, so it shows there as it should.</p>
      {clients.isLoading && <p className="share-muted">Loading the mail clients…</p>}
      {clients.isError && <p className="share-error">The mail clients could not be loaded.</p>}
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="mail-client-grid">
          <legend className="visually-hidden">Mail client</legend>
          {clients.data?.map((client) => (
            <label key={client.id} className="mail-client-option">
              <input type="radio" name={`${formId}-client`} value={client.id} checked={client.id === chosenId} onChange={() => setChosenId(client.id)} />
              <img src={client.src} alt="" />
              <span>{client.name}</span>
            </label>
          ))}
        </fieldset>
      </form>
      {error && (
        <p className="share-error" role="alert">
          {error}
        </p>
      )}
      <div className="share-sheet-actions">
        <DialogButtons onCancel={onClose} confirmLabel="Save" form={formId} isBusy={saving.isLoading} isConfirmDisabled={!clients.data} />
      </div>
    </>
  );
}
