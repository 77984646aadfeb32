import { type ReactNode, useState } from 'react';
import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';
import { ChooseSharingPageDialog } from './ChooseSharingPageDialog';
import { SharingPageName, SharingPagePicture } from './SharingPageCardView';

interface ShareItemCardsProps {
  kind: ItemKind;
  item: ItemDetails;
  /** The page Choose Sharing Page starts on (a deep link's); the current page otherwise. */
  pageChoice?: number | undefined;
  /** More cards after the sharing page's (Share via Mail's Email Client). */
  children?: ReactNode;
}

/**
 * The cards of the share dialogs (spec 002 §2 Dialogs): the thumbnail (a click shows it larger)
 * and the sharing page, whose Change opens Choose Sharing Page (videos only). Both buttons are the
 * `ptab` deep link's targets.
 */
export function ShareItemCards({ kind, item, pageChoice, children }: ShareItemCardsProps) {
  const [isChoosingPage, setIsChoosingPage] = useState(false);
  const [isThumbnailLarge, setIsThumbnailLarge] = useState(false);
  const thumbnail = item.thumbnailInst?.thumbnail ?? item.thumbnail;
  return (
    <div className="share-cards">
      <div className="share-card">
        <button
          type="button"
          className={isThumbnailLarge ? 'share-card-picture share-card-picture-large' : 'share-card-picture'}
          data-ptab-target="thumbnail"
          aria-pressed={isThumbnailLarge}
          aria-label="Thumbnail: show larger"
          onClick={() => setIsThumbnailLarge((large) => !large)}
        >
          {thumbnail ? <img src={thumbnail} alt="" /> : <span className="share-page-picture-empty" aria-hidden="true" />}
        </button>
        <div className="share-card-text">
          <span className="share-card-label">Thumbnail</span>
          <span className="share-page-name">{item.thumbnailInst?.name ?? item.name}</span>
        </div>
      </div>
      <div className="share-card">
        <span className="share-card-picture">{item.sharingPage && <SharingPagePicture page={item.sharingPage} />}</span>
        <div className="share-card-text">
          <span className="share-card-label">Sharing page</span>
          {item.sharingPage ? <SharingPageName page={item.sharingPage} /> : <span className="share-muted">Loading…</span>}
        </div>
        {kind === 'video' && (
          <button type="button" className="btn btn-secondary btn-small" data-ptab-target="page" onClick={() => setIsChoosingPage(true)}>
            Change
          </button>
        )}
      </div>
      {children}
      {kind === 'video' && (
        <ChooseSharingPageDialog isOpen={isChoosingPage} videoId={item.id} current={item.sharingPage} initialChoice={pageChoice} onClose={() => setIsChoosingPage(false)} />
      )}
    </div>
  );
}
