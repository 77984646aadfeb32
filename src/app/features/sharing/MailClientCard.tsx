import { useState } from 'react';
import { DEFAULT_MAIL_CLIENT_ID, mailClientById } from '../../../contract/mailClients';
import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';
import { ChooseMailClientDialog } from './ChooseMailClientDialog';

/**
 * The Email Client card of Share via Mail (spec 002 §2): the client the code is built for, with
 * its icon (Gmail, marked Default, until one is chosen), and Change, which opens Choose your Mail Client.
 */
export function MailClientCard({ kind, item }: { kind: ItemKind; item: ItemDetails }) {
  const [isChoosing, setIsChoosing] = useState(false);
  const chosen = item.mailClient ?? null;
  const currentId = chosen?.id ?? DEFAULT_MAIL_CLIENT_ID;
  const name = chosen?.name ?? mailClientById(DEFAULT_MAIL_CLIENT_ID)!.name;
  const icon = mailClientById(currentId)?.src;
  return (
    <div className="share-card">
      <span className="share-card-picture mail-client-icon">{icon && <img src={icon} alt="" />}</span>
      <div className="share-card-text">
        <span className="share-card-label">Email client</span>
        <span className="share-page-name">
          {name}
          {!chosen && <span className="share-badge-muted mail-client-default">Default</span>}
        </span>
      </div>
      <button type="button" className="btn btn-secondary btn-small" aria-label="Change email client" onClick={() => setIsChoosing(true)}>
        Change
      </button>
      <ChooseMailClientDialog isOpen={isChoosing} kind={kind} itemId={item.id} currentId={currentId} onClose={() => setIsChoosing(false)} />
    </div>
  );
}
