import { useState } from 'react';
import type { BatchEntry } from '../../../contract/batch';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { readApiError } from '../../api/apiError';
import { Dialog } from '../../components/Dialog';
import { BatchContactList } from './BatchContactList';
import { useCancelBatchMutation } from './batchHistoryApi';
import { ProgressRing } from './ProgressRing';
import { ShareSheet } from './ShareSheet';
import '../../styles/batch-follow-up.css';

/** Whether contacts of the batch are still to come (validated or generating). */
function isUnderWay(entry: Pick<BatchEntry, 'status'>): boolean {
  return entry.status === PERSONALISATION_STATUS.generating || entry.status === PERSONALISATION_STATUS.pending;
}

/** The dialog minimised: a small chip in the corner with the count, a button that opens the dialog again. */
function BatchProgressChip({ entry, onRestore }: { entry: BatchEntry; onRestore: () => void }) {
  return (
    <button
      type="button"
      className="batch-progress-chip"
      onClick={onRestore}
      aria-label={`Show progress of ${entry.fileName}: ${entry.generatedCount} of ${entry.totalCount} ready`}
    >
      <ProgressRing percent={entry.progress} />
      <span className="batch-progress-chip-text" aria-hidden="true">
        <span className="batch-progress-chip-name">{entry.fileName}</span>
        <span>
          {entry.generatedCount} / {entry.totalCount}
        </span>
      </span>
    </button>
  );
}

/** Cancel batch and its confirmation: the contacts not yet rendering are stopped and their credits given back. */
function CancelBatch({ entry }: { entry: BatchEntry }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [cancel, cancelled] = useCancelBatchMutation();
  const confirm = async () => {
    await cancel(entry.id);
    setIsConfirming(false);
  };
  return (
    <>
      {cancelled.isError && (
        <p className="share-error batch-cancel-error" role="alert">
          Error: {readApiError(cancelled.error).message}
        </p>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => setIsConfirming(true)} disabled={cancelled.isLoading}>
        Cancel batch
      </button>
      <Dialog
        isOpen={isConfirming}
        title="Cancel this batch?"
        onClose={() => setIsConfirming(false)}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setIsConfirming(false)} disabled={cancelled.isLoading}>
              Keep generating
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={cancelled.isLoading} aria-busy={cancelled.isLoading}>
              {cancelled.isLoading && <span className="spinner spinner-small" aria-hidden="true" />}
              Cancel batch
            </button>
          </>
        }
      >
        <p>The contacts not yet rendering are stopped and their credits given back. Contacts already rendering finish.</p>
      </Dialog>
    </>
  );
}

interface BatchProgressDialogProps {
  videoId: number;
  /** The batch as it now stands (kept live from the histories). */
  entry: BatchEntry;
  isMinimised: boolean;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

/**
 * The generating-progress dialog (spec 002 §2, §4 "Batch generation" item 5): the batch's
 * 'generatedCount / totalCount' and its ring, live, with each contact's state (Retry on a failed
 * one) and Cancel batch. It may be minimised to a chip that still shows the count and opens it
 * again; closing it while contacts are still to come minimises it. The caller closes it when
 * generatedCount equals totalCount.
 */
export function BatchProgressDialog({ videoId, entry, isMinimised, onMinimise, onRestore, onClose }: BatchProgressDialogProps) {
  const underWay = isUnderWay(entry);
  return (
    <>
      <ShareSheet isOpen={!isMinimised} title="Generating personalised links" onClose={underWay ? onMinimise : onClose}>
        <div className="batch-progress-summary">
          <span className="batch-progress-ring">
            <ProgressRing percent={entry.progress} />
          </span>
          <div className="batch-progress-text">
            <span className="share-page-name">{entry.fileName}</span>
            <span>
              <span className="batch-count">
                {entry.generatedCount} / {entry.totalCount}
              </span>{' '}
              <span className="share-muted">contacts ready</span>
            </span>
            {entry.failedCount > 0 && <span className="share-history-failed">{entry.failedCount} failed</span>}
            {!underWay && entry.message && <span className="share-muted">{entry.message}</span>}
          </div>
        </div>
        <BatchContactList videoId={videoId} entry={entry} />
        <div className="share-sheet-actions">
          {entry.status === PERSONALISATION_STATUS.generating && <CancelBatch entry={entry} />}
          {underWay ? (
            <button type="button" className="btn btn-primary" onClick={onMinimise}>
              Minimise
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Close
            </button>
          )}
        </div>
      </ShareSheet>
      {isMinimised && <BatchProgressChip entry={entry} onRestore={onRestore} />}
    </>
  );
}
