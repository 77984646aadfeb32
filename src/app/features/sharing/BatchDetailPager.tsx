import type { BatchDetailPages } from './useBatchDetailPages';

/** Previous and Next between the pages of a batch's contacts (14 a page), and where the user is. */
export function BatchDetailPager({ pages, label }: { pages: BatchDetailPages; label: string }) {
  const { page, pageCount, hasNext, hasPrevious, showNext, showPrevious } = pages;
  if (pageCount <= 1 && !hasNext) return null;
  return (
    <nav className="batch-pager" aria-label={label}>
      <button type="button" className="btn btn-secondary btn-small" onClick={showPrevious} disabled={!hasPrevious}>
        Previous
      </button>
      <span className="share-muted" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button type="button" className="btn btn-secondary btn-small" onClick={showNext} disabled={!hasNext}>
        Next
      </button>
    </nav>
  );
}
