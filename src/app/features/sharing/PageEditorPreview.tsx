import { useEffect, useState } from 'react';
import { MOBILE_PREVIEW_WIDTH } from '../../../contract/sharing';
import { useGetSharingPagePreviewQuery } from './sharingApi';
import type { SaveState } from './usePageAutosave';
import { PreviewSizeSwitch, type PreviewMode } from './PreviewSizeSwitch';

/** A preview address this close to its end is asked for anew before the frame loads again, ms. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The page editor's live preview (spec 002 §2 Preview dialog): the page for its owner in a frame
 * 100% wide (desktop) or 485 px (mobile), switchable; 'saving' over it until the edits are saved,
 * and loaded again after each save (with a fresh address when the old one is about to end).
 */
export function PageEditorPreview({ pageId, saveState, savedCount }: { pageId: number; saveState: SaveState; savedCount: number }) {
  const preview = useGetSharingPagePreviewQuery(pageId, { refetchOnMountOrArgChange: true });
  const [mode, setMode] = useState<PreviewMode>('desktop');
  const { data, refetch } = preview;
  // The address works for a while only (a short-lived token): a save late in a long session loads a fresh one.
  useEffect(() => {
    if (savedCount > 0 && data && Date.parse(data.expiresAt) - Date.now() < RENEW_BEFORE_MS) void refetch();
  }, [savedCount, data, refetch]);
  return (
    <section className="page-editor-preview" aria-label="Preview">
      <div className="page-editor-preview-bar">
        <PreviewSizeSwitch mode={mode} onChange={setMode} />
        <span className={`page-editor-save page-editor-save-${saveState}`} role="status">
          {saveState === 'saving' ? 'saving' : saveState === 'failed' ? 'Not saved' : 'Saved'}
        </span>
      </div>
      <div className="page-editor-stage">
        {preview.data ? (
          <iframe
            key={savedCount}
            className="page-editor-frame"
            src={preview.data.url}
            title={`Page preview, ${mode}`}
            style={{ width: mode === 'desktop' ? '100%' : MOBILE_PREVIEW_WIDTH }}
          />
        ) : (
          <p className="share-muted">{preview.isError ? 'The preview could not be loaded.' : 'Loading the preview…'}</p>
        )}
        {saveState === 'saving' && (
          <div className="page-editor-saving" aria-hidden="true">
            <span className="spinner spinner-small" /> saving
          </div>
        )}
      </div>
    </section>
  );
}
