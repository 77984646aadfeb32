import { and, eq, exists, sql } from 'drizzle-orm';
import { PERSONALISATION_STATUS } from '../../contract/personalisation.ts';
import type { AppContext } from '../context.ts';
import { batches, personalisedItems } from '../db/schema.ts';
import { batchJob } from './batchJob.ts';

/** How often a running process looks for generating batches whose fan-out was lost, ms. */
export const BATCH_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Sends again the fan-out of every generating batch that still has a pending contact (issue 18):
 * one whose fan-out job was never stored (the server died between the generate transaction and
 * the send) or was lost gets it now. The send is keyed by the batch id as the generate call's
 * (`sendOnce`), so a batch whose fan-out is stored gets none, and a fan-out sends only the contact
 * jobs that are missing. Run at every start and then every {@link BATCH_SWEEP_INTERVAL_MS}; answers
 * how many fan-outs were sent.
 */
export async function resendLostFanOuts({ db, jobs }: AppContext): Promise<number> {
  const pending = db
    .select({ one: sql`1` })
    .from(personalisedItems)
    .where(and(eq(personalisedItems.batchId, batches.id), eq(personalisedItems.status, PERSONALISATION_STATUS.pending)));
  const generating = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.state, 'generating'), exists(pending)));
  let sent = 0;
  for (const { id } of generating) if (await jobs.sendOnce(batchJob, { batchId: id }, { key: String(id) })) sent++;
  return sent;
}
