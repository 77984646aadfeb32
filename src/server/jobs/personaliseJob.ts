import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import { PERSONALISATION_KINDS, PERSONALISATION_STATUS } from '../../contract/personalisation.ts';
import type { StoredMailPictures } from '../db/schema.ts';
import { imageMailPictures } from '../services/mail/itemMailCode.ts';
import { storeMailPictures } from '../services/mail/mailPictureFiles.ts';
import type { ProjectDocument } from '../../scene/document.ts';
import { shownDocument, spokenMergeValues } from '../../scene/mergeFallbacks.ts';
import { renderFrameCount } from '../../scene/renderSegments.ts';
import { projectLengthLimit } from '../../scene/timing.ts';
import type { AppContext } from '../context.ts';
import { renderImage } from '../render/renderStills.ts';
import { renderVideo } from '../render/renderVideo.ts';
import { generationProgress, throttledRecorder } from '../services/generation/generationProgress.ts';
import { withProjectSpeech } from '../services/generation/generationSpeech.ts';
import { findGenerated } from '../services/generation/generationStore.ts';
import { renderFileKey, renderFileUrl, renderOutputNames } from '../services/generation/renderFiles.ts';
import { withWorkFolder } from '../services/media/workFolder.ts';
import { batchItemChanged } from '../services/batch/batchProgress.ts';
import { contactDocument, renderContactThumbnail } from '../services/personalisation/contactDocument.ts';
import { type ContactImages, contactImages } from '../services/personalisation/contactImages.ts';
import { personalisationProgress } from '../services/personalisation/personalisationEntries.ts';
import { removeFilesOfDeletedItem } from '../services/personalisation/personalisedFiles.ts';
import {
  failPersonalisation,
  findPersonalisedItem,
  type PersonalisedItemRow,
  publishPersonalisation,
  recordPersonalisation,
} from '../services/personalisation/personalisedItems.ts';
import { speechServiceFor } from '../services/tts/speechServices.ts';
import type { JobRun } from './queue.ts';
import type { RenderJobData } from './renderJob.ts';
import { onRenderPage } from './renderJobParts.ts';

type PersonaliseRun = JobRun<Extract<RenderJobData, { kind: 'personalise' }>>;

/**
 * Renders one contact's version of a ready video or image, the way a generation renders the main
 * one (`generateJob.ts`), with the contact's values in place of the fallbacks (`mergeValuesOf`):
 * - a video speaks again only the scenes whose script holds a tag (the speech service caches by
 *   script, voice and values, so every other scene's speech is the main render's), draws the
 *   document with its texts and image tags filled (`shownDocument`) through `renderVideo`, whose
 *   segments are keyed by content: the segments of scenes without a tag (and not leading into one by
 *   a transition) are those of the main render and are remuxed, not drawn; the sound track is mixed
 *   again when the contact's speech changed it. The speech is made while the render page opens and
 *   draws the thumbnail: the personalised first scene, its texts and image tags filled, the mouth at
 *   rest (as a generation's thumbnail).
 * - a solo mail code's video then gets its mail pictures (the GIF of its first seconds and the
 *   still, both with the play button: `storeMailPictures`), before it is ready.
 * - an image is drawn once by the stills path (PNG, and its JPEG as the thumbnail, the poster and
 *   the picture of its mail code).
 * An image tag's picture on another site is fetched into storage first (`contactImages`: the
 * render page loads only our own addresses) and removed once done; one that cannot be used gives
 * way to its fallback, and the ready item's message says why.
 * Status 2 with the percentage as it goes, told on the live socket as `videoEditor.progress.update`
 * (type 1 or 2); then 1 with the file, once even when a retried job gets this far again. A failed
 * attempt goes back to pending (3); the last one marks the item failed (0) and gives its credits back.
 */
export async function personalise(context: AppContext, run: PersonaliseRun, log: Logger) {
  const { db, storage, live, config } = context;
  const { itemId, renderId } = run.data;
  const item = await findPersonalisedItem(db, itemId);
  const underWay: number[] = [PERSONALISATION_STATUS.pending, PERSONALISATION_STATUS.generating];
  if (!item || item.renderId !== renderId || !underWay.includes(item.status)) return;
  const project = await findGenerated(db, item.projectId);
  if (!project) return;
  const tell = (changed: PersonalisedItemRow | undefined) => {
    if (changed) live.publish(changed.userId, personalisationProgress(changed));
    batchItemChanged(context, changed).catch((error: unknown) => log.warn({ err: error, item: itemId }, 'batch progress not told'));
  };
  const recorder = throttledRecorder(async ({ progress }) => tell(await recordPersonalisation(db, itemId, renderId, PERSONALISATION_STATUS.generating, progress)));
  const progress = generationProgress();

  let images: ContactImages | undefined;
  try {
    images = await contactImages(context, item.allMergeTag, item.mergeValues);
    const { contact, note } = images;
    await withWorkFolder(config.dataDir, async (folder) => {
      const contactDoc = contactDocument(project.jsonData, contact);
      const { saved, values } = contactDoc;
      const names = renderOutputNames(renderId);
      let files: { file: string; thumbnail: string; mailPictures?: StoredMailPictures };
      if (project.kind === 'video') {
        const spoken = spokenMergeValues(values, item.mergeValues, item.pronunciation);
        // The contact's speech is made while the render page starts and draws the thumbnail, as a generation does.
        const speaking = contactVideo(context, run, saved, { shown: values, spoken }, (done, total) => recorder.record(progress.speaking(done, total, renderFrameCount(saved))));
        speaking.catch(() => undefined); // awaited below; not left unhandled when the page fails first
        const engineVersion = await context.render.engineVersion();
        const video = await onRenderPage(context, run, log, async (session) => {
          const thumbnail = await renderContactThumbnail({ session, folder }, contactDoc);
          await storage.put(renderFileKey(names.thumbnail), createReadStream(thumbnail));
          return renderVideo({ session, storage, folder, engineVersion }, await speaking, (step) => recorder.record(progress.rendering(step)));
        });
        log.info({ job: run.id, item: itemId, frames: video.frames, segments: video.segments, reused: video.reused, sound: video.sound }, 'personalised video rendered');
        await storage.put(renderFileKey(names.video), createReadStream(video.file));
        files = { file: names.video, thumbnail: renderFileUrl(names.thumbnail) };
        if (item.kind === PERSONALISATION_KINDS.soloMail) files.mailPictures = await storeMailPictures(storage, { file: video.file, folder, renderId }, run.signal);
      } else {
        recorder.record({ progress: 0, step: { name: 'drawing', done: 0, total: 1, eta: null } });
        const image = await onRenderPage(context, run, log, (session) => renderImage({ session, folder }, shownDocument(saved, values)));
        await storage.put(renderFileKey(names.png), createReadStream(image.png));
        await storage.put(renderFileKey(names.jpeg), createReadStream(image.jpeg));
        files = { file: names.png, thumbnail: renderFileUrl(names.jpeg), mailPictures: imageMailPictures(names.jpeg, saved.size) };
      }
      await recorder.stop();
      const published = await publishPersonalisation(db, itemId, renderId, files, note);
      tell(published);
      if (!published) await removeFilesOfDeletedItem(db, storage, itemId, renderId);
    });
  } catch (error) {
    await recorder.stop().catch(() => undefined);
    if (!run.signal.aborted) {
      const reason = error instanceof Error ? error.message : String(error);
      if (run.isLastTry) tell(await failPersonalisation(db, itemId, renderId, `The render failed ${run.retryCount + 1} times; the last time: ${reason}`));
      else tell(await recordPersonalisation(db, itemId, renderId, PERSONALISATION_STATUS.pending, Math.max(0, recorder.progress)));
    }
    throw error;
  } finally {
    await images?.release();
  }
}

/**
 * The contact's video as it is drawn: the scenes whose script holds a tag spoken with the spoken
 * values (a value's spoken spelling where the contact gave one), texts and image tags filled with
 * the written ones.
 */
async function contactVideo(
  context: AppContext,
  run: PersonaliseRun,
  saved: ProjectDocument,
  values: { shown: Record<string, string>; spoken: Record<string, string> },
  onSpoken: (done: number, total: number) => void,
): Promise<ProjectDocument> {
  const spoken = await withProjectSpeech(speechServiceFor(context), saved, values.spoken, onSpoken, run.signal);
  const limit = projectLengthLimit(spoken);
  if (limit.isOver) throw new Error(`with this contact's speech the video is ${limit.length} s long, longer than its limit of ${limit.maximum} s: shorten a value or a script.`);
  return shownDocument(spoken, values.shown);
}
