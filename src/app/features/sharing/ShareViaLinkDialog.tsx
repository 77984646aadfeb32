import type { ItemKind, ItemDetails } from '../myItems/myItemsApi';
import { BatchPanel } from './BatchPanel';
import { CopyLinkButton } from './CopyLinkButton';
import { PagePreviewFrame } from './PagePreviewFrame';
import { PersonalisationForm } from './PersonalisationForm';
import { PersonalisationHistory } from './PersonalisationHistory';
import { canCopyLink, isPersonalisedItem, linkKindOf } from './shareRules';
import { useGetItemPreviewQuery } from './sharingApi';
import { ShareItemCards } from './ShareItemCards';
import { ShareSheet } from './ShareSheet';
import { SoloBatchTabs } from './SoloBatchTabs';

interface ShareViaLinkDialogProps {
  isOpen: boolean;
  kind: ItemKind;
  item: ItemDetails;
  /** The page Choose Sharing Page starts on (a deep link's); the current page otherwise. */
  pageChoice?: number | undefined;
  onClose: () => void;
}

/**
 * Share via Link (spec 002 §2 Dialogs): the Live Preview of the public page, How it works, the
 * thumbnail and sharing page cards (Change opens Choose Sharing Page, videos only), and Copy Link,
 * on only at status 1. A personalised video or image offers New Personalised Link and its
 * Personalised Link History instead (issue 17): a video's solo links, an image's links (whose
 * entries are also the image's Generated Download History: one item is the contact's picture and its link).
 * A personalised video offers them under the Solo tab, and a link per contact of a CSV under Batch (issue 18).
 */
export function ShareViaLinkDialog({ isOpen, kind, item, pageChoice, onClose }: ShareViaLinkDialogProps) {
  return (
    <ShareSheet isOpen={isOpen} title="Share via Link" onClose={onClose} isWide>
      {isOpen && <ShareViaLink kind={kind} item={item} pageChoice={pageChoice} />}
    </ShareSheet>
  );
}

function ShareViaLink({ kind, item, pageChoice }: Omit<ShareViaLinkDialogProps, 'isOpen' | 'onClose'>) {
  const preview = useGetItemPreviewQuery({ kind, id: item.id }, { refetchOnMountOrArgChange: true });
  const link = canCopyLink(item.mainVideoGenerate.status, item.link) ? item.link : null;
  const mergeTags = item.allMergeTag ?? [];
  const linkKind = linkKindOf(kind);
  const solo = (
    <>
      <PersonalisationForm kind={linkKind} itemId={item.id} tags={mergeTags} heading="New Personalised Link" />
      <PersonalisationHistory kind={linkKind} itemId={item.id} heading="Personalised Link History" action="link" emptyText="No personalised links yet." />
    </>
  );

  return (
    <div className="share-link-layout">
      <section className="share-link-preview" aria-labelledby="share-live-preview">
        <h3 id="share-live-preview" className="share-heading">
          Live Preview
        </h3>
        {/* Drawn anew when the sharing page changes: the address stays, the page does not. */}
        <PagePreviewFrame key={item.sharingPage?.id} url={preview.data?.url ?? null} isFailed={preview.isError} title={`Live preview of the page of ${item.name}`} />
      </section>
      <div className="share-link-side">
        <section aria-labelledby="share-how">
          <h3 id="share-how" className="share-heading">
            How it works
          </h3>
          <p className="share-muted">
            Your link opens a page with your {kind} on it, framed by the sharing page. Anyone with the link can see it; each{' '}
            {kind === 'video' ? 'view, play and click' : 'view and click'} on the page counts in the report.
            {isPersonalisedItem(item) && ` A personalised link is made for one contact: their values fill the tags, on the page and in the ${kind}.`}
          </p>
        </section>
        <ShareItemCards kind={kind} item={item} pageChoice={pageChoice} />
        {isPersonalisedItem(item) ? (
          kind === 'video' ? (
            <SoloBatchTabs solo={solo} batch={<BatchPanel videoId={item.id} tags={mergeTags} />} />
          ) : (
            solo
          )
        ) : (
          <div className="share-link-copy">
            <input
              className="field-input"
              readOnly
              value={link ?? ''}
              placeholder={`The link is made once the ${kind} is ready`}
              aria-label="Public link"
              onFocus={(event) => event.target.select()}
            />
            <CopyLinkButton link={link} />
          </div>
        )}
      </div>
    </div>
  );
}
