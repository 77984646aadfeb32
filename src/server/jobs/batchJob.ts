import { pino } from 'pino';
import type { AppContext } from '../context.ts';
import { pendingBatchItems } from '../services/batch/batchGeneration.ts';
import { findBatch } from '../services/batch/batchStore.ts';
import type { JobDefinition, JobQueue } from './queue.ts';
import { renderJob } from './renderJob.ts';

/**
 * A batch's fan-out (issue 18): sends one render job (`personalise`) per contact of batch `batchId`
 * still pending. Each is keyed by batch, contact and render id (`sendOnce`), so a fan-out run again
 * (retried, sent twice, or by a second process) sends none twice, and one that died half-way is
 * finished by the next; a contact's render publishes once (by its render id) whoever works it.
 */
export const batchJob: JobDefinition<{ batchId: number }> = { name: 'batch', retryLimit: 5, expireInSeconds: 10 * 60 };

/** The key of a contact's render job. */
export const contactRenderKey = (batchId: number, contactNumber: number, renderId: string) => `batch:${batchId}:${contactNumber}:${renderId}`;

/** Sends the render jobs of a batch's pending contacts; answers how many were new. */
export async function fanOutBatch(context: AppContext, batchId: number): Promise<number> {
  const batch = await findBatch(context.db, batchId);
  if (batch?.state !== 'generating') return 0;
  let sent = 0;
  for (const item of await pendingBatchItems(context.db, batchId)) {
    const key = contactRenderKey(batchId, item.contactNumber!, item.renderId);
    if (await context.jobs.sendOnce(renderJob, { kind: 'personalise', itemId: item.id, renderId: item.renderId }, { key })) sent++;
  }
  return sent;
}

/** Registers the worker of batch fan-outs. */
export function batchWorker(queue: JobQueue, context: AppContext) {
  const log = pino({ level: context.config.logLevel }).child({ worker: 'batch' });
  queue.work(batchJob, async (run) => {
    const sent = await fanOutBatch(context, run.data.batchId);
    log.info({ job: run.id, batch: run.data.batchId, sent }, 'batch fanned out');
  });
}
