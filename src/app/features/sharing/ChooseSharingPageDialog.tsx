import { useState } from 'react';
import type { SharingPageCard } from '../../../contract/sharing';
import { removeFromLists, usePagedList } from '../../api/pagedList';
import { readApiError } from '../../api/apiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PagedListEnd } from '../../components/PagedListEnd';
import { useAppDispatch } from '../../hooks';
import { ChooseTemplatePageDialog } from './ChooseTemplatePageDialog';
import { SharingPageName, SharingPagePicture } from './SharingPageCardView';
import { canDeleteSharingPage, isNewSharingPage } from './shareRules';
import { isMySharingPages, MY_SHARING_PAGES_URL, useDeleteSharingPageMutation, useSetItemSharingPageMutation } from './sharingApi';
import { ShareSheet } from './ShareSheet';
import { useOpenPageEditor } from './useOpenPageEditor';

interface ChooseSharingPageDialogProps {
  isOpen: boolean;
  videoId: number;
  /** The video's page now. */
  current: SharingPageCard | undefined;
  /** The card chosen when the dialog opens (a deep link's page); the current page otherwise. */
  initialChoice?: number | undefined;
  onClose: () => void;
}

/**
 * Choose Sharing Page (spec 002 §2, §4, §5): the customer's pages as cards, 10 at a time; pick one
 * and Set Sharing Page saves it only when it differs from the current page, Cancel leaves the page
 * as it was. Each card can be duplicated or edited in the page editor, or deleted, except the
 * current and the default page. New from template opens Choose Template Page.
 */
export function ChooseSharingPageDialog(props: ChooseSharingPageDialogProps) {
  return (
    <ShareSheet isOpen={props.isOpen} title="Choose Sharing Page" onClose={props.onClose} isWide>
      {props.isOpen && <Chooser {...props} />}
    </ShareSheet>
  );
}

function Chooser({ videoId, current, initialChoice, onClose }: ChooseSharingPageDialogProps) {
  const dispatch = useAppDispatch();
  const list = usePagedList<SharingPageCard>(MY_SHARING_PAGES_URL);
  const [chosenId, setChosenId] = useState<number | null>(initialChoice ?? current?.id ?? null);
  const [deleting, setDeleting] = useState<SharingPageCard | null>(null);
  const [isChoosingTemplate, setIsChoosingTemplate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [setPage, setting] = useSetItemSharingPageMutation();
  const [deletePage] = useDeleteSharingPageMutation();
  const editor = useOpenPageEditor(videoId);

  const save = async () => {
    const chosen = list.items.find((page) => page.id === chosenId);
    if (!isNewSharingPage(current?.id, chosenId) || !chosen) return onClose();
    setError(null);
    const reply = await setPage({ id: videoId, page: chosen });
    if ('error' in reply) setError(readApiError(reply.error).message);
    else onClose();
  };

  const remove = async (page: SharingPageCard) => {
    setDeleting(null);
    setError(null);
    const reply = await deletePage(page.id);
    if ('error' in reply) return setError(readApiError(reply.error).message);
    dispatch(removeFromLists(isMySharingPages, page.id));
    if (chosenId === page.id) setChosenId(current?.id ?? null);
  };

  return (
    <>
      <div className="share-chooser-bar">
        <p className="share-muted">Pick the page your link opens around the video.</p>
        <button type="button" className="btn btn-secondary" onClick={() => setIsChoosingTemplate(true)}>
          New from template
        </button>
      </div>
      {error && (
        <p className="share-error" role="alert">
          {error}
        </p>
      )}
      {list.isLoading && <p className="share-muted">Loading your sharing pages…</p>}
      {list.isError && <p className="share-error">Your sharing pages could not be loaded.</p>}
      {!list.isLoading && !list.isError && list.items.length === 0 && <p className="share-muted">You have no sharing pages yet: start one from a template.</p>}
      <ul className="share-page-grid" aria-label="Your sharing pages">
        {list.items.map((page) => (
          <li key={page.id} className={page.id === chosenId ? 'share-page-card share-page-card-chosen' : 'share-page-card'}>
            <button type="button" className="share-page-choose" aria-pressed={page.id === chosenId} aria-label={`Choose ${page.name}`} onClick={() => setChosenId(page.id)}>
              <SharingPagePicture page={page} />
            </button>
            <div className="share-page-card-text">
              <SharingPageName page={page} />
              <span className="share-page-badges">
                {page.id === current?.id && <span className="item-badge">Current</span>}
                {page.isDefault && <span className="share-badge-muted">Default</span>}
              </span>
            </div>
            <div className="share-page-card-actions">
              <button type="button" className="btn-link" onClick={() => void editor.copyAndEdit(page.id)} disabled={editor.isCopying}>
                Duplicate
              </button>
              <button type="button" className="btn-link" onClick={() => editor.edit(page.id)}>
                Edit
              </button>
              <button type="button" className="btn-link btn-link-danger" disabled={!canDeleteSharingPage(page, current?.id)} onClick={() => setDeleting(page)}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <PagedListEnd {...list} label="sharing pages" />
      <div className="share-sheet-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={setting.isLoading}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={setting.isLoading || chosenId === null} aria-busy={setting.isLoading}>
          {setting.isLoading && <span className="spinner spinner-small" aria-hidden="true" />}
          Set Sharing Page
        </button>
      </div>
      <ConfirmDeleteDialog isOpen={deleting !== null} thing="sharing page" onCancel={() => setDeleting(null)} onDelete={() => deleting && void remove(deleting)} />
      <ChooseTemplatePageDialog isOpen={isChoosingTemplate} videoId={videoId} onClose={() => setIsChoosingTemplate(false)} />
    </>
  );
}
