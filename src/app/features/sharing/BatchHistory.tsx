import { useId } from 'react';
import type { BatchEntry, BatchType } from '../../../contract/batch';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { usePagedList } from '../../api/pagedList';
import { PagedListEnd } from '../../components/PagedListEnd';
import { batchHistoryUrl } from './batchHistoryApi';
import { DownloadCsvButton } from './DownloadCsvButton';
import { ProgressRing } from './ProgressRing';
import { historyStatusText } from './shareRules';
import '../../styles/batch-follow-up.css';

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function BatchHistoryEntry({ entry, onView }: { entry: BatchEntry; onView: (entry: BatchEntry) => void }) {
  const isStarted = entry.status !== PERSONALISATION_STATUS.pending;
  return (
    <li className="share-history-entry batch-history-entry" aria-label={`Batch ${entry.fileName}`}>
      <div className="share-history-text">
        <span className="share-page-name">{entry.fileName}</span>
        <time className="share-muted batch-history-time" dateTime={entry.timestamp}>
          {timeFormat.format(new Date(entry.timestamp))}
        </time>
        <span className={entry.status === PERSONALISATION_STATUS.error ? 'share-history-failed' : 'share-muted'}>{historyStatusText(entry)}</span>
      </div>
      {/* Spec 002 §4: on the button the ring shows the progress minus 5, as the solo histories'. */}
      {entry.status === PERSONALISATION_STATUS.generating && <ProgressRing percent={entry.progress - 5} />}
      <span className="batch-count">
        {entry.generatedCount} / {entry.totalCount}
      </span>
      <div className="batch-history-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onView(entry)} aria-label={`View ${entry.fileName}`}>
          View
        </button>
        <DownloadCsvButton batchId={entry.id} fileName={entry.fileName} isDisabled={!isStarted} />
      </div>
    </li>
  );
}

/**
 * Batch History (issue 18, spec 002 §3 "Batch history entry"): a video's batches of one type (links, or mail codes), newest first,
 * paged, kept live by `liveBatchUpdates`: each with its CSV's name, when it was made, its status,
 * ready / valid contacts, View (its detail view) and Download CSV (once started).
 */
export function BatchHistory({ videoId, type, onView }: { videoId: number; type: BatchType; onView: (entry: BatchEntry) => void }) {
  const headingId = useId();
  const list = usePagedList<BatchEntry>(batchHistoryUrl(videoId, type));
  const { items, isLoading, isError } = list;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="share-heading">
        Batch History
      </h3>
      {isLoading && <p className="share-muted">Loading…</p>}
      {isError && <p className="share-muted">The history could not be loaded.</p>}
      {!isLoading && !isError && items.length === 0 && <p className="share-muted">No batches yet.</p>}
      <ul className="share-history" aria-label="Batch History">
        {items.map((entry) => (
          <BatchHistoryEntry key={entry.id} entry={entry} onView={onView} />
        ))}
      </ul>
      <PagedListEnd {...list} label="batches" />
    </section>
  );
}
