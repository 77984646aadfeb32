import type { PagedList } from '../api/pagedList';
import '../styles/paged-list.css';

type PagedListEndProps = Pick<PagedList<unknown>, 'hasMore' | 'isLoadingMore' | 'loadMore' | 'observeEnd'> & {
  /** What the list holds, for the button's name: "Load more {label}". */
  label: string;
};

/**
 * The end of a paged list: the sentinel that loads the next page as it scrolls into view, with a
 * Load more button for the keyboard (and as a retry after a failed page). Nothing when the list
 * is complete. Spread the list into it: `<PagedListEnd {...list} label="videos" />`.
 */
export function PagedListEnd({ hasMore, isLoadingMore, loadMore, observeEnd, label }: PagedListEndProps) {
  if (!hasMore) return null;
  return (
    <div ref={observeEnd} className="paged-list-end">
      <button type="button" className="btn btn-secondary" onClick={loadMore} disabled={isLoadingMore} aria-label={`Load more ${label}`}>
        {isLoadingMore ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
