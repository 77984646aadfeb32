import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Logger, pino } from 'pino';
import { mergeValuesOf } from '../../scene/mergeFallbacks.ts';
import type { AppContext } from '../context.ts';
import { renderPreviewPictures } from '../render/renderPreview.ts';
import { renderVideo } from '../render/renderVideo.ts';
import { withProjectSpeech } from '../services/generation/generationSpeech.ts';
import { withWorkFolder } from '../services/media/workFolder.ts';
import { isPreviewStored, previewFailureKey, previewFileKey } from '../services/previews/previewFiles.ts';
import { TEMPLATES } from '../services/templates/templateCatalogue.ts';
import { taskFiles, templatePreviewDocument, templatePreviewPlan, type TemplatePreviewTask, templatePreviewTasks } from '../services/templates/templatePreviews.ts';
import { speechServiceFor } from '../services/tts/speechServices.ts';
import type { JobDefinition, JobQueue, JobRun } from './queue.ts';
import { renderJob } from './renderJob.ts';

/**
 * A preview job: one template's pictures or video in one size (see `templatePreviews.ts`). Three
 * attempts; the worker beats while it renders, so a job whose process died is taken up elsewhere.
 */
export const previewJob: JobDefinition<TemplatePreviewTask> = { name: 'preview', retryLimit: 2, expireInSeconds: 30 * 60 };

/** Pictures are taken before any video (pg-boss takes a queue's highest priority first). */
const PRIORITY = { pictures: 1, video: 0 } as const;

/** While customers' renders wait or run, a preview looks again this often, ms… */
const YIELD_CHECK_MS = 5000;
/** …and waits at most this long before it renders anyway, ms. */
const YIELD_MAX_MS = 10 * 60_000;

/** Whether every file of a task is stored. */
async function isTaskDone({ storage }: AppContext, files: readonly string[]): Promise<boolean> {
  return (await Promise.all(files.map((name) => isPreviewStored(storage, name)))).every(Boolean);
}

/**
 * Sends the preview jobs of the templates TEMPLATE_PREVIEWS chooses whose files are not stored yet
 * (nor failed for good), pictures first: one job per task and engine version across every process
 * sharing the database (its id is made from its first file's name), so processes that start
 * together, or again, send each once. Answers how many were sent.
 */
export async function sendTemplatePreviewJobs(context: AppContext): Promise<number> {
  const engineVersion = await context.render.engineVersion();
  let sent = 0;
  for (const task of templatePreviewTasks(context.config.templatePreviews)) {
    const template = TEMPLATES.find((candidate) => candidate.id === task.templateId)!;
    const files = taskFiles(templatePreviewPlan(template, task.size, engineVersion), task.part);
    if (files.length === 0 || (await isTaskDone(context, files)) || (await context.storage.exists(previewFailureKey(files[0]!)))) continue;
    if (await context.jobs.sendOnce(previewJob, task, { key: files[0]!, priority: PRIORITY[task.part] })) sent++;
  }
  return sent;
}

/** Waits while customers' renders wait or run anywhere (previews go last), at most {@link YIELD_MAX_MS}. */
async function yieldToRenders({ jobs }: AppContext, signal: AbortSignal) {
  const until = Date.now() + YIELD_MAX_MS;
  while (Date.now() < until && !signal.aborted && (await jobs.pending(renderJob)) > 0) await sleep(YIELD_CHECK_MS, undefined, { signal }).catch(() => undefined);
}

/**
 * Renders one preview task on a render page: the pictures (the card and each scene, JPEG), or the
 * video (its script spoken first, so the presenter talks, then drawn by `renderVideo` at the
 * preview size), and stores the files under their names. A task already done is skipped; the last
 * failed attempt records the failure, so lists stop waiting for it.
 */
async function renderTemplatePreview(context: AppContext, run: JobRun<TemplatePreviewTask>, log: Logger) {
  const { storage, render, config } = context;
  const { templateId, size, part } = run.data;
  const template = TEMPLATES.find((candidate) => candidate.id === templateId);
  if (!template) return;
  const engineVersion = await render.engineVersion();
  const plan = templatePreviewPlan(template, size, engineVersion);
  const files = taskFiles(plan, part);
  if (files.length === 0 || (await isTaskDone(context, files))) return;
  await yieldToRenders(context, run.signal);
  const started = Date.now();
  try {
    await withWorkFolder(config.dataDir, async (folder) => {
      const doc = templatePreviewDocument(template, size);
      const session = await render.open({ signal: run.signal, onPageLog: (text) => log.debug({ job: run.id }, text) });
      try {
        if (part === 'pictures') {
          for (const [name, file] of await renderPreviewPictures(session, folder, doc, [plan.picture, ...plan.scenes]))
            await storage.put(previewFileKey(name), createReadStream(file));
        } else if (plan.video) {
          const spoken = await withProjectSpeech(speechServiceFor(context), doc, mergeValuesOf(doc), () => undefined, run.signal);
          const { width, height } = plan.video;
          const video = await renderVideo({ session, storage, folder, engineVersion, size: { width, height } }, spoken, () => undefined);
          await storage.put(previewFileKey(plan.video.name), createReadStream(video.file));
        }
      } finally {
        await session.close();
      }
    });
    log.info({ template: templateId, size, part, ms: Date.now() - started }, 'template preview rendered');
  } catch (error) {
    if (run.isLastTry && !run.signal.aborted) await storage.put(previewFailureKey(files[0]!), Buffer.from(error instanceof Error ? error.message : String(error)));
    throw error;
  }
}

/** Registers the preview worker: one preview at a time in this process, beating while it renders. */
export function previewWorker(queue: JobQueue, context: AppContext) {
  const log = pino({ level: context.config.logLevel }).child({ worker: 'preview' });
  queue.work({ ...previewJob, heartbeatSeconds: context.config.renderHeartbeatSeconds }, (run) => renderTemplatePreview(context, run, log));
}
