import { useState } from 'react';
import type { TemplatePageCard } from '../../../contract/sharing';
import { usePagedList } from '../../api/pagedList';
import { PagedListEnd } from '../../components/PagedListEnd';
import { SharingPageName } from './SharingPageCardView';
import { TEMPLATE_PAGES_URL } from './sharingApi';
import { ShareSheet } from './ShareSheet';
import { useOpenPageEditor } from './useOpenPageEditor';
import { PreviewSizeSwitch, type PreviewMode } from './PreviewSizeSwitch';

interface ChooseTemplatePageDialogProps {
  isOpen: boolean;
  /** The video the copy becomes the page of. */
  videoId: number;
  onClose: () => void;
}

/**
 * Choose Template Page (spec 002 §2): the template pages, each with its desktop and mobile
 * screenshots (switchable); Use this template copies it as the video's page and opens the copy in
 * the page editor (a 401 ends the session and goes to /login).
 */
export function ChooseTemplatePageDialog({ isOpen, videoId, onClose }: ChooseTemplatePageDialogProps) {
  return (
    <ShareSheet isOpen={isOpen} title="Choose Template Page" onClose={onClose} isWide>
      {isOpen && <TemplateChooser videoId={videoId} onClose={onClose} />}
    </ShareSheet>
  );
}

function TemplateChooser({ videoId, onClose }: { videoId: number; onClose: () => void }) {
  const list = usePagedList<TemplatePageCard>(TEMPLATE_PAGES_URL);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [mode, setMode] = useState<PreviewMode>('desktop');
  const editor = useOpenPageEditor(videoId);
  const chosen = list.items.find((page) => page.id === chosenId) ?? list.items[0];
  const picture = chosen && (mode === 'desktop' ? chosen.desktopViewPreview : chosen.mobileViewPreview);

  return (
    <>
      {list.isLoading && <p className="share-muted">Loading the templates…</p>}
      {list.isError && <p className="share-error">The templates could not be loaded.</p>}
      <div className="share-template-layout">
        <ul className="share-template-list" aria-label="Template pages">
          {list.items.map((page) => (
            <li key={page.id}>
              <button type="button" className="share-template-option" aria-pressed={page === chosen} onClick={() => setChosenId(page.id)}>
                {page.previewImage ? <img src={page.previewImage} alt="" /> : <span className="share-page-picture-empty" aria-hidden="true" />}
                <SharingPageName page={page} />
              </button>
            </li>
          ))}
          <li>
            <PagedListEnd {...list} label="templates" />
          </li>
        </ul>
        {chosen && (
          <div className="share-template-preview">
            <PreviewSizeSwitch mode={mode} onChange={setMode} />
            <div className={`share-template-picture share-template-picture-${mode}`}>
              {picture ? <img src={picture} alt={`${chosen.name}, ${mode} view`} /> : <p className="share-muted">This preview is still being made.</p>}
            </div>
          </div>
        )}
      </div>
      <div className="share-sheet-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!chosen || editor.isCopying}
          aria-busy={editor.isCopying}
          onClick={() => chosen && void editor.copyAndEdit(chosen.id)}
        >
          {editor.isCopying && <span className="spinner spinner-small" aria-hidden="true" />}
          Use this template
        </button>
      </div>
    </>
  );
}
