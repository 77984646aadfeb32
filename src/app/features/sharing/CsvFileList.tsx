import { useId } from 'react';
import { usePagedList } from '../../api/pagedList';
import { PagedListEnd } from '../../components/PagedListEnd';
import { uploadListUrl } from '../media/mediaApi';
import type { UploadItem } from '../media/mediaTypes';
import { DeleteUploadButton } from '../media/UploadTools';

/** The library category of contact CSVs (spec 002 §3, §5). */
export const CSV_CATEGORY = 'csvupload';

/**
 * The user's uploaded CSVs (category csvupload), newest first, paged: each with Use (Match Column
 * on it) and Delete (after the library's confirmation; `DELETE /api/userlibrary/upload/{id}/`).
 */
export function CsvFileList({ onUse }: { onUse(csv: UploadItem): void }) {
  const headingId = useId();
  const list = usePagedList<UploadItem>(uploadListUrl(CSV_CATEGORY));
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="share-subheading">
        Your CSV files
      </h4>
      {list.isLoading && <p className="share-muted">Loading your CSV files…</p>}
      {list.isError && <p className="share-error">Your CSV files could not be loaded.</p>}
      {!list.isLoading && !list.isError && list.items.length === 0 && <p className="share-muted">No CSV files yet. Upload one with a column per variable, e-mail included.</p>}
      <ul className="share-history" aria-label="Your CSV files">
        {list.items.map((csv) => (
          <li key={csv.id} className="share-history-entry" aria-label={csv.name}>
            <span className="share-page-name batch-csv-name">{csv.name}</span>
            <button type="button" className="btn btn-secondary btn-small" aria-label={`Use ${csv.name}`} onClick={() => onUse(csv)}>
              Use
            </button>
            <DeleteUploadButton item={csv} thing="CSV file" />
          </li>
        ))}
      </ul>
      <PagedListEnd {...list} label="CSV files" />
    </section>
  );
}
