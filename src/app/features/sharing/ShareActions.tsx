import { useRef, useState } from 'react';
import { isReady } from '../myItems/itemRules';
import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';
import { ShareViaLinkDialog } from './ShareViaLinkDialog';
import { ShareViaMailDialog } from './ShareViaMailDialog';
import { useSharePtab } from './useSharePtab';

/** Which share dialog is open. */
type Sharing = 'link' | 'mail' | null;

/**
 * The detail screen's Share via Link and Share via Mail buttons (spec 002 §2), on only once the
 * item is ready (status 1), with their dialogs and the `ptab` deep link (its `tab` names which).
 */
export function ShareActions({ kind, item }: { kind: ItemKind; item: ItemDetails }) {
  const linkButton = useRef<HTMLButtonElement>(null);
  const mailButton = useRef<HTMLButtonElement>(null);
  const [sharing, setSharing] = useState<Sharing>(null);
  const pageChoice = useSharePtab(linkButton, mailButton, isReady(item));
  const close = () => setSharing(null);
  return (
    <>
      <button ref={linkButton} type="button" className="btn btn-secondary" disabled={!isReady(item)} onClick={() => setSharing('link')}>
        Share via Link
      </button>
      <button ref={mailButton} type="button" className="btn btn-secondary" disabled={!isReady(item)} onClick={() => setSharing('mail')}>
        Share via Mail
      </button>
      <ShareViaLinkDialog isOpen={sharing === 'link'} kind={kind} item={item} pageChoice={pageChoice} onClose={close} />
      <ShareViaMailDialog isOpen={sharing === 'mail'} kind={kind} item={item} pageChoice={pageChoice} onClose={close} />
    </>
  );
}
