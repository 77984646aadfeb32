import type { BatchEntry, BatchType } from '../../../contract/batch.ts';
import { LIVE_COMMANDS, type LiveMessage, liveMessage, PROGRESS_TYPES } from '../../../contract/live.ts';
import type { BatchListing } from './batchStore.ts';

/** Why a cancelled batch stopped, and the reason its queued contacts were given. */
export const BATCH_CANCELLED_MESSAGE = 'Cancelled: the contacts not yet rendered were stopped and their credits given back.';

/**
 * A batch's status (spec 002 §4 statuses): 3 validated, not started; 2 generating while a contact
 * is under way; then 1 when every contact is ready, 0 when some failed; 0 once cancelled.
 */
function batchStatus({ row, counts }: BatchListing): BatchEntry['status'] {
  if (row.state === 'validated') return 3;
  if (row.state === 'cancelled') return 0;
  if (counts.underWay > 0) return 2;
  return counts.failed > 0 ? 0 : 1;
}

/** Why a batch stopped short, or null. */
function batchMessage({ row, counts }: BatchListing): string | null {
  if (row.state === 'cancelled') return BATCH_CANCELLED_MESSAGE;
  if (counts.underWay === 0 && counts.failed > 0) return `${counts.failed} contact(s) failed: retry them, or see each one's reason in the batch's details.`;
  return null;
}

/** A batch as the history lists and the batch calls answer it. */
export function batchEntry(listing: BatchListing): BatchEntry {
  const { row, counts, thumbnail } = listing;
  const finished = counts.ready + counts.failed;
  return {
    id: row.id,
    type: row.type as BatchType,
    itemId: row.projectId,
    fileName: row.fileName,
    previewUrl: thumbnail,
    code: null,
    timestamp: row.createdAt.toISOString(),
    progress: row.totalCount === 0 ? 0 : Math.floor((100 * finished) / row.totalCount),
    status: batchStatus(listing),
    totalCount: row.totalCount,
    generatedCount: counts.ready,
    failedCount: counts.failed,
    skippedCount: row.skippedCount,
    message: batchMessage(listing),
  };
}

/**
 * `videoEditor.progress.update` of a batch (type 3): `id` its video, `results.id` the batch,
 * `generatedCount` / `totalCount` (the progress dialog closes itself when they are equal),
 * `progress` the finished share, `status` as its entry's.
 */
export function batchProgress(listing: BatchListing): LiveMessage {
  const entry = batchEntry(listing);
  return liveMessage(LIVE_COMMANDS.progressUpdate, {
    id: entry.itemId,
    results: {
      type: PROGRESS_TYPES.batch,
      id: entry.id,
      progress: entry.progress,
      status: entry.status,
      video: null,
      step: null,
      generatedCount: entry.generatedCount,
      totalCount: entry.totalCount,
    },
  });
}
