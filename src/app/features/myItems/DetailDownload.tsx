import { useState } from 'react';
import { GenerateDownloadLinkDialog } from '../sharing/GenerateDownloadLinkDialog';
import { isPersonalisedItem } from '../sharing/shareRules';
import { downloadName, isReady } from './itemRules';
import { type ItemDetails, type ItemKind, KINDS } from './myItemsApi';

/**
 * The detail screen's Download (spec 002 §2), on only at status 1: the file as `{name}.mp4`
 * (`.png`), or for a personalised item the Generate Download Link dialog, which makes one
 * contact's file at a time.
 */
export function DetailDownload({ kind, item }: { kind: ItemKind; item: ItemDetails }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isReady(item))
    return (
      <button type="button" className="btn btn-primary" disabled>
        Download
      </button>
    );
  if (!isPersonalisedItem(item))
    return (
      <a className="btn btn-primary" href={item.mainVideoGenerate.video!} download={downloadName(item, KINDS[kind])}>
        Download
      </a>
    );
  return (
    <>
      <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        Download
      </button>
      <GenerateDownloadLinkDialog isOpen={isOpen} kind={kind} item={item} onClose={() => setIsOpen(false)} />
    </>
  );
}
