import { createReadStream } from 'node:fs';
import { type Logger, pino } from 'pino';
import { repairProjectDocument } from '../../scene/document.ts';
import { GENERATE_STATUS } from '../../scene/generation.ts';
import type { AppContext } from '../context.ts';
import { renderImage, renderThumbnail } from '../render/renderStills.ts';
import type { RenderSession } from '../render/renderSession.ts';
import { renderVideo } from '../render/renderVideo.ts';
import { withWorkFolder } from '../services/media/workFolder.ts';
import { detailsUpdate, generatedListMoves, progressUpdate } from '../services/generation/generationMessages.ts';
import { failGeneration, findGenerated, publishGeneration, recordGeneration, recordThumbnail } from '../services/generation/generationStore.ts';
import { newRenderId, renderFileKey, renderFileNameOf, renderFileUrl, renderOutputNames } from '../services/generation/renderFiles.ts';
import { removeProjectFiles } from '../services/projects/projectFiles.ts';
import type { ProjectRow } from '../services/projects/projectStore.ts';
import type { JobDefinition, JobQueue, JobRun } from './queue.ts';

/**
 * A render job: `generate` renders a project's video (MP4) or publishes its image (PNG and JPEG)
 * for generation `renderId`; `thumbnail` draws a draft's thumbnail as of document `revision`.
 */
export type RenderJobData = { kind: 'generate'; projectId: number; renderId: string } | { kind: 'thumbnail'; projectId: number; revision: number };

/**
 * Render jobs: three attempts in all (a render whose Chromium died or hung is tried again); one
 * still active after 30 minutes counts as failed. The worker beats while it renders
 * (`RENDER_HEARTBEAT_SECONDS`, see {@link renderWorker}): a job whose process died goes back to the
 * queue within that time and the maintenance interval.
 */
export const renderJob: JobDefinition<RenderJobData> = {
  name: 'render',
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  deadLetter: { name: 'render-failed', retryLimit: 2, expireInSeconds: 60 },
};

/** Why a generation failed when no attempt could say so: its last worker ended (or hung) before it finished. */
export const RENDER_LOST_REASON = 'The render failed 3 times; the last time its worker stopped before it finished.';

/** Opens the render page, runs `work` on it and closes it, whatever happens. */
async function onRenderPage<T>({ render }: AppContext, run: JobRun<RenderJobData>, log: Logger, work: (session: RenderSession) => Promise<T>): Promise<T> {
  const session = await render.open({ signal: run.signal, onPageLog: (text) => log.debug({ job: run.id }, text) });
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}

/** Removes a generated file that a newer one replaced (a draft thumbnail). */
async function removeReplaced({ storage }: AppContext, previous: string | null, now: string | null) {
  const name = renderFileNameOf(previous);
  if (name && previous !== now) await storage.remove(renderFileKey(name));
}

/**
 * Generates a project: status 2 with the progress as the page draws, then the files stored under
 * the generation's names and the project marked ready (1) in one update, which happens once even
 * when a retried job gets this far again. A failed attempt goes back to the queue (3); the last
 * one marks the project failed (0) with its reason and gives the credits back.
 */
async function generate(context: AppContext, run: JobRun<Extract<RenderJobData, { kind: 'generate' }>>, log: Logger) {
  const { db, storage, live, config } = context;
  const { projectId, renderId } = run.data;
  const row = await findGenerated(db, projectId);
  const underWay: number[] = [GENERATE_STATUS.queued, GENERATE_STATUS.requeued, GENERATE_STATUS.generating];
  if (!row || row.renderId !== renderId || !underWay.includes(row.generateStatus ?? -1)) return;
  const tell = (changed: ProjectRow | undefined, withDetails = false) => {
    if (!changed) return;
    live.publish(changed.userId, progressUpdate(changed));
    if (withDetails) live.publish(changed.userId, detailsUpdate(changed));
  };
  // Progress writes go one after another, so a late one never overwrites the final state.
  let writes = Promise.resolve();
  let percent = -1;
  const record = (status: 2 | 3, progress: number) => {
    writes = writes.then(async () => tell(await recordGeneration(db, projectId, renderId, status, progress)));
  };
  const progress = (fraction: number) => {
    const next = Math.min(99, Math.floor(fraction * 100));
    if (next === percent) return;
    percent = next;
    record(GENERATE_STATUS.generating, next);
  };
  progress(0);

  try {
    await withWorkFolder(config.dataDir, async (folder) => {
      const doc = repairProjectDocument(row.jsonData).document;
      const names = renderOutputNames(renderId);
      let files: { generatedFile: string; generatedJpeg?: string; thumbnail: string };
      if (row.kind === 'video') {
        const engineVersion = await context.render.engineVersion();
        const video = await onRenderPage(context, run, log, (session) => renderVideo({ session, storage, folder, engineVersion }, doc, progress));
        log.info({ job: run.id, project: projectId, frames: video.frames, segments: video.segments, reused: video.reused }, 'video rendered');
        await storage.put(renderFileKey(names.video), createReadStream(video.file));
        await storage.put(renderFileKey(names.thumbnail), createReadStream(video.thumbnail));
        files = { generatedFile: names.video, thumbnail: renderFileUrl(names.thumbnail) };
      } else {
        const image = await onRenderPage(context, run, log, (session) => renderImage({ session, folder }, doc));
        await storage.put(renderFileKey(names.png), createReadStream(image.png));
        await storage.put(renderFileKey(names.jpeg), createReadStream(image.jpeg));
        await storage.put(renderFileKey(names.thumbnail), createReadStream(image.thumbnail));
        files = { generatedFile: names.png, generatedJpeg: names.jpeg, thumbnail: renderFileUrl(names.thumbnail) };
      }
      await writes;
      const done = await publishGeneration(db, projectId, renderId, files);
      if (!done) {
        // Deleted while it rendered: no project will ever name these files.
        if (!(await findGenerated(db, projectId))) await removeProjectFiles(db, storage, { generatedJpeg: null, ...files });
        return;
      }
      await removeReplaced(context, row.thumbnail, done.thumbnail);
      tell(done, true);
      if (done.kind === 'image') for (const message of generatedListMoves(done)) live.publish(done.userId, message);
    });
  } catch (error) {
    await writes.catch(() => undefined);
    if (!run.signal.aborted) {
      const reason = error instanceof Error ? error.message : String(error);
      if (run.isLastTry) tell(await failGeneration(db, projectId, renderId, `The render failed ${run.retryCount + 1} times; the last time: ${reason}`), true);
      else record(GENERATE_STATUS.requeued, Math.max(0, percent));
      await writes;
    }
    throw error;
  }
}

/** Draws a draft's thumbnail, unless the one it has already shows this revision (or the project is generated: its generation drew one). */
async function thumbnail(context: AppContext, run: JobRun<Extract<RenderJobData, { kind: 'thumbnail' }>>, log: Logger) {
  const { db, storage, live, config } = context;
  const row = await findGenerated(db, run.data.projectId);
  if (!row || row.isGenerated || (row.thumbnailRevision ?? 0) >= row.revision) return;
  await withWorkFolder(config.dataDir, async (folder) => {
    const doc = repairProjectDocument(row.jsonData).document;
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
 * A render job that failed for good. Its last attempt marks the project failed itself, unless its
 * worker died or hung on it: then this marks it failed and gives the credits back, so a project is
 * never left generating. A generation no longer under way is left as it is; a thumbnail needs nothing.
 */
async function renderFailed({ db, live }: AppContext, run: JobRun<RenderJobData>) {
  if (run.data.kind !== 'generate') return;
  const failed = await failGeneration(db, run.data.projectId, run.data.renderId, RENDER_LOST_REASON);
  if (!failed) return;
  live.publish(failed.userId, progressUpdate(failed));
  live.publish(failed.userId, detailsUpdate(failed));
}

/**
 * Registers the render worker: `WORKERS` renders at a time in this process, each on its own page
 * of one warm Chromium, each beating every third of `RENDER_HEARTBEAT_SECONDS` while it runs; and
 * the worker of the renders that failed for good.
 */
export function renderWorker(queue: JobQueue, context: AppContext) {
  const log = pino({ level: context.config.logLevel }).child({ worker: 'render' });
  queue.work(
    { ...renderJob, heartbeatSeconds: context.config.renderHeartbeatSeconds },
    (run) => (run.data.kind === 'generate' ? generate(context, run as JobRun<Extract<RenderJobData, { kind: 'generate' }>>, log) : thumbnail(context, run as JobRun<Extract<RenderJobData, { kind: 'thumbnail' }>>, log)),
    { concurrency: context.config.workers },
  );
  renderFailedWorker(queue, context);
}

/** Registers the worker of the renders that failed for good (see {@link renderFailed}). */
export function renderFailedWorker(queue: JobQueue, context: AppContext) {
  queue.work(renderJob.deadLetter!, (run) => renderFailed(context, run));
}
