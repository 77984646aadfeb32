import { useRef } from 'react';
import { useElementSize } from '../../components/useElementSize';

/** The width the small preview lays the page out at before scaling it down (a laptop's window). */
const LAYOUT_WIDTH = 1280;
/** The small preview's height at that width. */
const LAYOUT_HEIGHT = 800;

interface PagePreviewFrameProps {
  /** The owner-only preview address; null while it is on its way. */
  url: string | null;
  /** Names the frame for assistive technology. */
  title: string;
  isFailed?: boolean;
}

/**
 * A small Live Preview (spec 002 §2 Share via Link): the public page as the owner's preview shows it,
 * laid out at a laptop's width and scaled down to the box, so it looks as a viewer sees it.
 */
export function PagePreviewFrame({ url, title, isFailed = false }: PagePreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(box);
  const scale = width / LAYOUT_WIDTH;
  return (
    <div ref={box} className="share-preview" style={{ height: LAYOUT_HEIGHT * scale || undefined }}>
      {url ? (
        <iframe className="share-preview-frame" src={url} title={title} tabIndex={-1} style={{ width: LAYOUT_WIDTH, height: LAYOUT_HEIGHT, transform: `scale(${scale})` }} />
      ) : (
        <p className="share-preview-note">{isFailed ? 'The preview could not be loaded.' : 'Loading the preview…'}</p>
      )}
    </div>
  );
}
