import type { ReactNode } from 'react';
import type { ListItem, PagedList } from '../../api/pagedList';
import { Loader } from '../../components/Loader';
import { PagedListEnd } from '../../components/PagedListEnd';
import { PlaceholderArt } from '../../components/PlaceholderArt';
import '../../styles/media.css';

const LAYOUT_CLASS = { grid: 'media-grid', rows: 'media-rows', vectors: 'vector-grid' } as const;

interface MediaGridProps<T> {
  list: PagedList<T>;
  /** What the list holds ("stock images"): names the list and its Load more button. */
  label: string;
  /** Shown while the first page loads. */
  loadingText: string;
  /** Shown when the list has nothing. */
  emptyText: ReactNode;
  /** `grid`: thumbnails two by two; `rows`: one item a row (music); `vectors`: small pictures four by four. @default 'grid' */
  layout?: keyof typeof LAYOUT_CLASS;
  children(item: T): ReactNode;
}

/** A paged media list with its loading, failed and empty states, loading on as it scrolls. */
export function MediaGrid<T extends ListItem>({ list, label, loadingText, emptyText, layout = 'grid', children }: MediaGridProps<T>) {
  if (list.isLoading) return <Loader label={loadingText} />;
  if (list.isError) {
    return (
      <p className="tab-hint" role="alert">
        The {label} could not be loaded. Please try again later.
      </p>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="tab-empty">
        <PlaceholderArt className="tab-empty-art" />
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={LAYOUT_CLASS[layout]} aria-label={label}>
        {list.items.map((item, index) => (
          <li key={String(item.id ?? index)}>{children(item)}</li>
        ))}
      </ul>
      <PagedListEnd {...list} label={label} />
    </>
  );
}
