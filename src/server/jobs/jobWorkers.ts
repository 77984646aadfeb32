import type { AppContext } from '../context.ts';
import { batchWorker } from './batchJob.ts';
import { previewWorker } from './previewJobs.ts';
import type { JobQueue } from './queue.ts';
import { renderCachePruneWorker } from './renderCachePruning.ts';
import { renderWorker } from './renderJobs.ts';
import { uploadProcessingWorker } from './uploadProcessing.ts';

/** Every kind of job this server works, in one list so none is forgotten. */
const jobWorkers = [uploadProcessingWorker, renderWorker, batchWorker, renderCachePruneWorker, previewWorker];

/** Registers every job worker on the queue (a server with WORKERS=0 sends jobs but works none). */
export function registerJobWorkers(queue: JobQueue, context: AppContext) {
  for (const register of jobWorkers) register(queue, context);
}
