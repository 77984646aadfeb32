import { createReadStream } from 'node:fs';
import { type Logger, pino } from 'pino';
import { repairProjectDocument } from '../../scene/document.ts';
import { shownDocument } from '../../scene/mergeFallbacks.ts';
import type { AppContext } from '../context.ts';
import { renderThumbnail } from '../render/renderStills.ts';
import { withWorkFolder } from '../services/media/workFolder.ts';
import { detailsUpdate, progressUpdate } from '../services/generation/generationMessages.ts';
import { failGeneration, findGenerated, recordThumbnail } from '../services/generation/generationStore.ts';
import { newRenderId, renderFileKey, renderFileUrl, renderOutputNames } from '../services/generation/renderFiles.ts';
import { generate } from './generateJob.ts';
import { personalise } from './personaliseJob.ts';
import { batchItemChanged } from '../services/batch/batchProgress.ts';
import { personalisationProgress } from '../services/personalisation/personalisationEntries.ts';
import { failPersonalisation } from '../services/personalisation/personalisedItems.ts';
import type { JobQueue, JobRun } from './queue.ts';
import { RENDER_LOST_REASON, renderJob, type RenderJobData } from './renderJob.ts';
import { onRenderPage, removeReplaced } from './renderJobParts.ts';
import { tellQueuePositions } from './renderQueuePositions.ts';

/** Draws a draft's thumbnail (its texts' merge tags filled with their fallbacks), unless the one it has already shows this revision (or the project is generated: its generation drew one). */
async function thumbnail(context: AppContext, run: JobRun<Extract<RenderJobData, { kind: 'thumbnail' }>>, log: Logger) {
  const { db, storage, live, config } = context;
  const row = await findGenerated(db, run.data.projectId);
  if (!row || row.isGenerated || (row.thumbnailRevision ?? 0) >= row.revision) return;
  await withWorkFolder(config.dataDir, async (folder) => {
    const doc = shownDocument(repairProjectDocument(row.jsonData).document);
    const file = await onRenderPage(context, run, log, (session) => renderThumbnail({ session, folder }, doc, row.kind));
    const name = renderOutputNames(newRenderId()).thumbnail;
    await storage.put(renderFileKey(name), createReadStream(file));
    const recorded = await recordThumbnail(db, row.id, renderFileUrl(name), row.revision);
    if (!recorded) return storage.remove(renderFileKey(name));
    await removeReplaced(context, row.thumbnail, recorded.thumbnail);
    live.publish(recorded.userId, detailsUpdate(recorded));
  });
}

/**
 * A render job that failed for good. Its last attempt marks the project (or personalised item)
 * failed itself, unless its worker died or hung on it: then this marks it failed and gives the
 * credits back, so nothing is left generating. A generation no longer under way is left as it is; a thumbnail needs nothing.
 */
async function renderFailed(context: AppContext, run: JobRun<RenderJobData>) {
  const { db, live } = context;
  if (run.data.kind === 'personalise') {
    const item = await failPersonalisation(db, run.data.itemId, run.data.renderId, RENDER_LOST_REASON);
    if (item) live.publish(item.userId, personalisationProgress(item));
    await batchItemChanged(context, item);
    return;
  }
  if (run.data.kind !== 'generate') return;
  const failed = await failGeneration(db, run.data.projectId, run.data.renderId, RENDER_LOST_REASON);
  if (!failed) return;
  live.publish(failed.userId, progressUpdate(failed));
  live.publish(failed.userId, detailsUpdate(failed));
}

/**
 * Registers the render worker: `WORKERS` renders at a time in this process, each on its own page
 * of one warm Chromium, each beating every third of `RENDER_HEARTBEAT_SECONDS` while it runs; and
 * the worker of the renders that failed for good. Each job that starts moves the generations
 * waiting behind it up the queue (`tellQueuePositions`).
 */
export function renderWorker(queue: JobQueue, context: AppContext) {
  const log = pino({ level: context.config.logLevel }).child({ worker: 'render' });
  queue.work(
    { ...renderJob, heartbeatSeconds: context.config.renderHeartbeatSeconds },
    async (run) => {
      await tellQueuePositions(context).catch((error: unknown) => log.warn({ err: error }, 'queue positions not told'));
      if (run.data.kind === 'generate') await generate(context, run as JobRun<Extract<RenderJobData, { kind: 'generate' }>>, log);
      else if (run.data.kind === 'personalise') await personalise(context, run as JobRun<Extract<RenderJobData, { kind: 'personalise' }>>, log);
      else await thumbnail(context, run as JobRun<Extract<RenderJobData, { kind: 'thumbnail' }>>, log);
    },
    { concurrency: context.config.workers },
  );
  renderFailedWorker(queue, context);
}

/** Registers the worker of the renders that failed for good (see {@link renderFailed}). */
export function renderFailedWorker(queue: JobQueue, context: AppContext) {
  queue.work(renderJob.deadLetter!, (run) => renderFailed(context, run));
}
