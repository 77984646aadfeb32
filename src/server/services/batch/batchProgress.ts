import { PERSONALISATION_STATUS } from '../../../contract/personalisation.ts';
import type { AppContext } from '../../context.ts';
import type { PersonalisedItemRow } from '../personalisation/personalisedItems.ts';
import { batchProgress } from './batchEntries.ts';
import { batchListing, findBatch } from './batchStore.ts';

/** Tells the batch's owner its progress (`videoEditor.progress.update`, type 3) as it now stands. */
export async function tellBatchProgress({ db, live }: Pick<AppContext, 'db' | 'live'>, batchId: number): Promise<void> {
  const batch = await findBatch(db, batchId);
  if (batch) live.publish(batch.userId, batchProgress(await batchListing(db, batch)));
}

/**
 * After a personalised item changed: when it is a batch's contact that has just finished (ready or
 * failed), tells the batch's progress; anything else tells nothing.
 */
export async function batchItemChanged(context: Pick<AppContext, 'db' | 'live'>, item: PersonalisedItemRow | undefined): Promise<void> {
  const finished: number[] = [PERSONALISATION_STATUS.ready, PERSONALISATION_STATUS.error];
  if (item?.batchId != null && finished.includes(item.status)) await tellBatchProgress(context, item.batchId);
}
