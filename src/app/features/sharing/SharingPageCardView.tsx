import type { SharingPageCard } from '../../../contract/sharing';
import { sharingPageName } from './shareRules';

/** A sharing page's picture, or a neutral block while none is made. */
export function SharingPagePicture({ page }: { page: Pick<SharingPageCard, 'previewImage'> }) {
  return page.previewImage ? (
    <img className="share-page-picture" src={page.previewImage} alt="" />
  ) : (
    <span className="share-page-picture share-page-picture-empty" aria-hidden="true" />
  );
}

/** A sharing page's name cut at 40 characters (spec 002 §5), the whole name in its tooltip. */
export function SharingPageName({ page }: { page: Pick<SharingPageCard, 'name'> }) {
  return (
    <span className="share-page-name" title={page.name}>
      {sharingPageName(page.name)}
    </span>
  );
}
