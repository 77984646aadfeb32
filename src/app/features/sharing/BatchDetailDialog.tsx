import { useEffect } from 'react';
import { BATCH_CAMPAIGN_URL_COLUMN, type BatchEntry } from '../../../contract/batch';
import { useAppDispatch } from '../../hooks';
import { liveUpdatesPaused, liveUpdatesResumed } from '../../live/liveGate';
import { BatchDetailPager } from './BatchDetailPager';
import { type BatchDetailRow, emailColumnOf, isReadyRow, type ShownColumn, shownColumns } from './batchDetailRules';
import { DownloadCsvButton } from './DownloadCsvButton';
import { ShareSheet } from './ShareSheet';
import { useBatchDetailPages } from './useBatchDetailPages';
import '../../styles/batch-follow-up.css';

/** The marker beside a ready contact's e-mail (spec 002 §3): a green check named "Ready". */
function ReadyMark() {
  return (
    <svg className="batch-ready-mark" viewBox="0 0 16 16" width="16" height="16" role="img" aria-label="Ready">
      <circle cx="8" cy="8" r="8" />
      <path d="M4.5 8.2 7 10.6l4.6-5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One cell as the view shows it: a Campaign URL as a link that opens in a new tab, the e-mail with its marker when ready, any other as text. */
function DetailCell({ row, column, isEmail }: { row: BatchDetailRow; column: ShownColumn; isEmail: boolean }) {
  const value = row[column.index];
  if (column.key === BATCH_CAMPAIGN_URL_COLUMN)
    return (
      <td>
        {typeof value === 'string' && value ? (
          <a href={value} target="_blank" rel="noreferrer">
            {value}
          </a>
        ) : (
          <span className="share-muted">—</span>
        )}
      </td>
    );
  return (
    <td>
      <span className={isEmail ? 'batch-email-cell' : undefined}>
        {value ?? ''}
        {isEmail && isReadyRow(row) && <ReadyMark />}
      </span>
    </td>
  );
}

/** The open view's content: while it is shown the live updates are held, and let through when it goes (spec 002 §4 "Batch generation" item 6). */
function BatchDetailView({ entry }: { entry: BatchEntry }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(liveUpdatesPaused());
    return () => {
      dispatch(liveUpdatesResumed());
    };
  }, [dispatch]);
  const pages = useBatchDetailPages(entry.id);
  const { detail } = pages;
  const columns = detail ? shownColumns(detail.results.headers) : [];
  const emailColumn = detail ? emailColumnOf(detail.results) : -1;
  return (
    <>
      {pages.isLoading && <p className="share-muted">Loading…</p>}
      {pages.isError && <p className="share-muted">The contacts could not be loaded.</p>}
      {detail && (
        <div className="batch-table-frame">
          <table className="batch-table">
            <caption className="visually-hidden">Contacts of {entry.fileName}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.index} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.results.data.map((row, rowIndex) => (
                <tr key={detail.results.contactNumbers[rowIndex] ?? rowIndex}>
                  {columns.map((column) => (
                    <DetailCell key={column.index} row={row} column={column} isEmail={column.index === emailColumn} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="share-sheet-actions batch-detail-actions">
        <BatchDetailPager pages={pages} label="Pages of contacts" />
        <DownloadCsvButton batchId={entry.id} fileName={entry.fileName} className="btn btn-primary" />
      </div>
    </>
  );
}

/**
 * The batch CSV view (spec 002 §2 "A batch CSV view with a Download CSV button", §3 display
 * rules): a batch's contacts, 14 a page, the 'status' column hidden, campaignUrl shown as 'Campaign
 * URL' (a link opening in a new tab), a green check beside a ready contact's e-mail. While it is
 * open the live socket's updates are held; they reach the histories when it closes. `entry` null: closed.
 */
export function BatchDetailDialog({ entry, onClose }: { entry: BatchEntry | null; onClose: () => void }) {
  return (
    <ShareSheet isOpen={entry !== null} title={entry?.fileName ?? ''} onClose={onClose} isWide>
      {entry && <BatchDetailView key={entry.id} entry={entry} />}
    </ShareSheet>
  );
}
