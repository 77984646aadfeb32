import { pino } from 'pino';
import type { AppContext } from '../context.ts';
import { filesToPrune, type RenderCacheLimits } from '../render/renderCache.ts';
import { CACHE_FOLDER } from '../services/generation/renderFiles.ts';
import type { FileStorage } from '../services/storage/fileStorage.ts';
import type { JobDefinition, JobQueue } from './queue.ts';

/** The render cache pruning job: not retried (the next hour's run does the same work). */
export const renderCachePruneJob: JobDefinition<object> = { name: 'render-cache-prune', retryLimit: 0, expireInSeconds: 10 * 60 };

/** How often it runs: when a worker process starts, then hourly. */
export const RENDER_CACHE_PRUNE_SECONDS = 3600;

/**
 * Removes the rendered segments, sound tracks, sound chunks and sound pieces that `filesToPrune` picks (unused
 * too long, or the least lately used beyond the size budget). Answers how many files and bytes went.
 */
export async function pruneRenderCache(storage: FileStorage, limits: RenderCacheLimits, now = new Date()): Promise<{ files: number; bytes: number }> {
  const cached = await storage.list(CACHE_FOLDER);
  const keys = new Set(filesToPrune(cached, now, limits));
  for (const key of keys) await storage.remove(key);
  return { files: keys.size, bytes: cached.filter((file) => keys.has(file.key)).reduce((sum, file) => sum + file.size, 0) };
}

/** Registers the hourly pruning of the render cache and its worker. */
export function renderCachePruneWorker(queue: JobQueue, { storage, config }: AppContext) {
  const log = pino({ level: config.logLevel }).child({ worker: 'render-cache' });
  queue.work(renderCachePruneJob, async () => {
    const pruned = await pruneRenderCache(storage, config.renderCache);
    if (pruned.files > 0) log.info(pruned, 'render cache pruned');
  });
  queue.schedule(renderCachePruneJob, RENDER_CACHE_PRUNE_SECONDS);
}
