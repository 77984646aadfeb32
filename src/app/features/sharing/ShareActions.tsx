import { useRef, useState } from 'react';
import { isReady } from '../myItems/itemRules';
import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';
import { ShareViaLinkDialog } from './ShareViaLinkDialog';
import { useSharePtab } from './useSharePtab';

/**
 * The detail screen's Share via Link button (spec 002 §2), on only once the item is ready
 * (status 1), with its dialog and the `ptab` deep link. Share via Mail comes with the mail issue.
 */
export function ShareActions({ kind, item }: { kind: ItemKind; item: ItemDetails }) {
  const shareButton = useRef<HTMLButtonElement>(null);
  const [isSharing, setIsSharing] = useState(false);
  const pageChoice = useSharePtab(shareButton, isReady(item));
  return (
    <>
      <button ref={shareButton} type="button" className="btn btn-secondary" disabled={!isReady(item)} onClick={() => setIsSharing(true)}>
        Share via Link
      </button>
      <ShareViaLinkDialog isOpen={isSharing} kind={kind} item={item} pageChoice={pageChoice} onClose={() => setIsSharing(false)} />
    </>
  );
}
