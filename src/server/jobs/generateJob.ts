import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import { type ProjectDocument, repairProjectDocument } from '../../scene/document.ts';
import { GENERATE_STATUS } from '../../contract/generation.ts';
import { mergeValuesOf, shownDocument } from '../../scene/mergeFallbacks.ts';
import { renderFrameCount } from '../../scene/renderSegments.ts';
import { projectLengthLimit } from '../../scene/timing.ts';
import type { AppContext } from '../context.ts';
import type { StoredMailPictures } from '../db/schema.ts';
import { renderImage, renderThumbnail } from '../render/renderStills.ts';
import { renderVideo } from '../render/renderVideo.ts';
import { withWorkFolder } from '../services/media/workFolder.ts';
import { mainLinkOf } from '../services/sharing/shareLinks.ts';
import { detailsUpdate, generatedListMoves, progressUpdate } from '../services/generation/generationMessages.ts';
import { generationProgress, throttledRecorder } from '../services/generation/generationProgress.ts';
import { withProjectSpeech } from '../services/generation/generationSpeech.ts';
import { failGeneration, findGenerated, publishGeneration, recordGeneration, recordGenerationThumbnail } from '../services/generation/generationStore.ts';
import { storeMailPictures } from '../services/mail/mailPictureFiles.ts';
import { renderFileKey, renderFileUrl, renderOutputNames } from '../services/generation/renderFiles.ts';
import { removeProjectFiles } from '../services/projects/projectFiles.ts';
import type { ProjectRow } from '../services/projects/projectStore.ts';
import { speechServiceFor } from '../services/tts/speechServices.ts';
import type { JobRun } from './queue.ts';
import type { RenderJobData } from './renderJob.ts';
import { onRenderPage, removeReplaced } from './renderJobParts.ts';

type GenerateRun = JobRun<Extract<RenderJobData, { kind: 'generate' }>>;

/** The files a generation stores, as `publishGeneration` records them. */
type GeneratedFiles = { generatedFile: string; generatedJpeg?: string; thumbnail: string; mailPictures?: StoredMailPictures | null };

/**
 * Generates a project: status 2 with the percentage and the step as it goes, then the files
 * stored under the generation's names and the project marked ready (1) in one update, which
 * happens once even when a retried job gets this far again. A video first speaks every scene whose
 * speech the editor had not made (`withProjectSpeech`); the spoken document is rendered, not
 * written back (the project's document stays as the user saved it; the speech is cached, so the
 * editor's next play of a copy costs nothing). Pictures show merge tags filled with their
 * fallbacks (`shownDocument`). A failed attempt goes back to the queue (3); the last one marks the
 * project failed (0) with its reason and gives the credits back.
 */
export async function generate(context: AppContext, run: GenerateRun, log: Logger) {
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
  const progress = generationProgress();
  const recorder = throttledRecorder(async ({ progress: percent, step }) => tell(await recordGeneration(db, projectId, renderId, GENERATE_STATUS.generating, percent, step)));

  try {
    await withWorkFolder(config.dataDir, async (folder) => {
      const saved = repairProjectDocument(row.jsonData).document;
      const names = renderOutputNames(renderId);
      let files: GeneratedFiles;
      if (row.kind === 'video') {
        // The speech is made while the render page starts and draws the thumbnail (the picture shows at once).
        const speaking = spokenVideo(context, run, saved, (done, total) => recorder.record(progress.speaking(done, total, renderFrameCount(saved))));
        speaking.catch(() => undefined); // awaited below; not left unhandled when the page fails first
        const engineVersion = await context.render.engineVersion();
        const video = await onRenderPage(context, run, log, async (session) => {
          await showThumbnail(context, run, row, await renderThumbnail({ session, folder }, shownDocument(saved), 'video'));
          const doc = await speaking;
          // Nothing to speak: drawing from the start (its count is exact once the segments already rendered are known).
          if (recorder.progress < 0) recorder.record(progress.rendering({ step: 'drawing', framesDrawn: 0, framesToDraw: renderFrameCount(doc), isSoundToMix: true }));
          return renderVideo({ session, storage, folder, engineVersion }, doc, (step) => recorder.record(progress.rendering(step)));
        });
        log.info({ job: run.id, project: projectId, frames: video.frames, segments: video.segments, reused: video.reused, sound: video.sound }, 'video rendered');
        await storage.put(renderFileKey(names.video), createReadStream(video.file));
        files = { generatedFile: names.video, thumbnail: renderFileUrl(names.thumbnail), mailPictures: await mailPicturesOrNone(context, run, { file: video.file, folder }, log) };
      } else {
        recorder.record({ progress: 0, step: { name: 'drawing', done: 0, total: 1, eta: null } });
        const image = await onRenderPage(context, run, log, (session) => renderImage({ session, folder }, shownDocument(saved)));
        await storage.put(renderFileKey(names.png), createReadStream(image.png));
        await storage.put(renderFileKey(names.jpeg), createReadStream(image.jpeg));
        await storage.put(renderFileKey(names.thumbnail), createReadStream(image.thumbnail));
        files = { generatedFile: names.png, generatedJpeg: names.jpeg, thumbnail: renderFileUrl(names.thumbnail) };
      }
      await recorder.stop();
      const done = await publishGeneration(db, projectId, renderId, files);
      if (!done) {
        // Deleted while it rendered: no project will ever name these files.
        if (!(await findGenerated(db, projectId))) await removeProjectFiles(db, storage, { generatedJpeg: null, ...files });
        return;
      }
      await removeReplaced(context, row.thumbnail, done.thumbnail);
      // The item is ready: its public link exists before the owner is told.
      await mainLinkOf(db, done);
      tell(done, true);
      if (done.kind === 'image') for (const message of generatedListMoves(done)) live.publish(done.userId, message);
    });
  } catch (error) {
    await recorder.stop().catch(() => undefined);
    if (!run.signal.aborted) {
      const reason = error instanceof Error ? error.message : String(error);
      if (run.isLastTry) tell(await failGeneration(db, projectId, renderId, `The render failed ${run.retryCount + 1} times; the last time: ${reason}`), true);
      else tell(await recordGeneration(db, projectId, renderId, GENERATE_STATUS.requeued, Math.max(0, recorder.progress), { name: 'queued', ahead: 0, eta: null }));
    }
    throw error;
  }
}

/**
 * The mail pictures of the rendered video (issue 19: its code's GIF and still JPEG), made before
 * it is published so that its code is there once it is ready. Pictures that cannot be made leave
 * the code null and are logged: the video is still published.
 */
async function mailPicturesOrNone(context: AppContext, run: GenerateRun, video: { file: string; folder: string }, log: Logger): Promise<StoredMailPictures | null> {
  try {
    return await storeMailPictures(context.storage, { ...video, renderId: run.data.renderId }, run.signal);
  } catch (error) {
    if (run.signal.aborted) throw error;
    log.error({ err: error, job: run.id, project: run.data.projectId }, 'mail pictures not made');
    return null;
  }
}

/**
 * Stores the thumbnail of a generation (of the document as saved: the middle of its first scene,
 * the mouth at rest) and shows it at once: recorded on the project and told to the owner's socket
 * (`videoEditor.details.update`), so the picture shows while the video renders.
 */
async function showThumbnail(context: AppContext, run: GenerateRun, row: ProjectRow, file: string) {
  const { db, storage, live } = context;
  const name = renderOutputNames(run.data.renderId).thumbnail;
  await storage.put(renderFileKey(name), createReadStream(file));
  const shown = await recordGenerationThumbnail(db, run.data.projectId, run.data.renderId, renderFileUrl(name));
  if (!shown) return;
  await removeReplaced(context, row.thumbnail, shown.thumbnail);
  live.publish(shown.userId, detailsUpdate(shown));
}

/**
 * The video as it is drawn: its speech made where the editor had not made it, and its texts'
 * merge tags filled with their fallbacks. A video that its speech made longer than its limit is
 * refused (the generate call checked the saved document).
 */
async function spokenVideo(context: AppContext, run: GenerateRun, saved: ProjectDocument, onSpoken: (done: number, total: number) => void): Promise<ProjectDocument> {
  const values = mergeValuesOf(saved);
  const spoken = await withProjectSpeech(speechServiceFor(context), saved, values, onSpoken, run.signal);
  const limit = projectLengthLimit(spoken);
  if (limit.isOver) throw new Error(`with its speech the video is ${limit.length} s long, longer than its limit of ${limit.maximum} s: shorten a script.`);
  return shownDocument(spoken, values);
}
