import type { BatchEntry } from '../../../contract/batch';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { readApiError } from '../../api/apiError';
import { BatchDetailPager } from './BatchDetailPager';
import { type BatchDetailRow, CONTACT_STATUS_TEXT, contactStatusOf, emailColumnOf } from './batchDetailRules';
import { useRetryBatchContactMutation } from './batchHistoryApi';
import { useBatchDetailPages } from './useBatchDetailPages';
import { useBatchLiveChanges } from './useBatchLiveChanges';

/** Who a row is: the contact's e-mail, else its first cell, else its number. */
function contactName(row: BatchDetailRow, emailColumn: number, contactNumber: number): string {
  const name = row[emailColumn >= 0 ? emailColumn : 0];
  return typeof name === 'string' && name.trim() ? name : `Contact ${contactNumber}`;
}

/**
 * The contacts of a batch being generated, 14 a page, each with where it is: Queued (3),
 * Rendering (2), Ready (1) or Failed (0), a failed one with Retry. Asked for again (at most once a
 * second) whenever the socket says a contact moved.
 */
export function BatchContactList({ videoId, entry }: { videoId: number; entry: BatchEntry }) {
  const pages = useBatchDetailPages(entry.id);
  useBatchLiveChanges(videoId, entry.id, pages.refetch);
  const [retry, retried] = useRetryBatchContactMutation();
  const { detail } = pages;
  const emailColumn = detail ? emailColumnOf(detail.results) : -1;

  const retryContact = async (contactNumber: number) => {
    const answer = await retry({ batchId: entry.id, contactNumber });
    if (answer.data) pages.refetch();
  };

  return (
    <section className="batch-contacts" aria-label="Contacts">
      {pages.isLoading && <p className="share-muted">Loading…</p>}
      {pages.isError && <p className="share-muted">The contacts could not be loaded.</p>}
      {retried.isError && (
        <p className="share-error" role="alert">
          Error: {readApiError(retried.error).message}
        </p>
      )}
      {detail && (
        <ul className="batch-contact-list">
          {detail.results.data.map((row, index) => {
            const contactNumber = detail.results.contactNumbers[index] ?? index + 1;
            const status = contactStatusOf(row);
            const name = contactName(row, emailColumn, contactNumber);
            return (
              <li key={contactNumber} className="batch-contact">
                <span className="batch-contact-name">{name}</span>
                <span className={`batch-contact-status batch-contact-status-${status ?? 'unknown'}`}>{status === null ? '' : CONTACT_STATUS_TEXT[status]}</span>
                {status === PERSONALISATION_STATUS.error && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => void retryContact(contactNumber)}
                    disabled={retried.isLoading}
                    aria-label={`Retry ${name}`}
                  >
                    Retry
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <BatchDetailPager pages={pages} label="Pages of contacts" />
    </section>
  );
}
