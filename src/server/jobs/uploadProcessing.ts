import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LIVE_COMMANDS, liveMessage } from '../../contract/live.ts';
import type { AppContext } from '../context.ts';
import { convertForPlayback } from '../services/media/convertMedia.ts';
import type { PlaybackPlan } from '../services/media/playbackPlan.ts';
import { probeMedia } from '../services/media/probeMedia.ts';
import { withWorkFolder } from '../services/media/workFolder.ts';
import { libraryFileKey, newLibraryFileName } from '../services/userLibrary/libraryFiles.ts';
import { findUpload, removeLibraryFiles, toMediaItem, updateProcessing, type UploadRow, UploadStatus, type UploadStatusCode } from '../services/userLibrary/uploadStore.ts';
import type { JobDefinition, JobQueue, JobRun } from './queue.ts';

/** What an upload-processing job names: the item, and how to make its proxy. */
type UploadProcessing = { uploadId: number; plan: NonNullable<PlaybackPlan> };

/** Makes the playable copy (proxy) of an upload; see `PlaybackPlan`. */
export const uploadProcessingJob: JobDefinition<UploadProcessing> = {
  name: 'user-upload-processing',
  retryLimit: 2,
  expireInSeconds: 45 * 60,
};

/** The job's work on one upload, reporting each change in the database and on the owner's sockets. */
async function processUpload({ db, storage, live, config }: AppContext, { data, signal, isLastTry }: JobRun<UploadProcessing>) {
  const upload = await findUpload(db, data.uploadId);
  if (!upload || upload.processingStatus === UploadStatus.ready) return;
  const publish = (row: UploadRow) =>
    live.publish(row.userId, liveMessage(LIVE_COMMANDS.uploadProgress, { id: row.id, progress: row.processingProgress, status: row.processingStatus, result: toMediaItem(row) }));
  // Progress writes go one after another, so a late one never overwrites the final state.
  let writes = Promise.resolve();
  const record = (status: UploadStatusCode, progress: number) => {
    writes = writes.then(async () => {
      const row = await updateProcessing(db, upload.id, { status, progress });
      if (row) publish(row);
    });
  };

  record(UploadStatus.processing, 0);
  try {
    await withWorkFolder(config.dataDir, async (folder) => {
      const input = path.join(folder, 'original');
      const output = path.join(folder, `proxy.${data.plan.container}`);
      await pipeline(await storage.read(libraryFileKey(upload.originalFile)), createWriteStream(input));
      await convertForPlayback(input, output, data.plan, {
        duration: upload.fileInfo.duration,
        signal,
        onPercent: (percent) => record(UploadStatus.processing, percent),
      });
      const probe = await probeMedia(output, signal);
      const proxyFile = newLibraryFileName(data.plan.container);
      const { size } = await storage.put(libraryFileKey(proxyFile), createReadStream(output));
      await writes;
      const done = await updateProcessing(db, upload.id, {
        status: UploadStatus.ready,
        progress: 100,
        proxyFile,
        fileInfo: {
          format: data.plan.container,
          size,
          duration: probe.duration ?? upload.fileInfo.duration,
          width: probe.video?.width ?? upload.fileInfo.width,
          height: probe.video?.height ?? upload.fileInfo.height,
          codecs: { video: probe.video?.codec ?? null, audio: probe.audio?.codec ?? null },
        },
      });
      // Deleted while it was processed: drop the proxy too.
      if (!done) await removeLibraryFiles(storage, [proxyFile]);
      else publish(done);
    });
  } catch (error) {
    await writes.catch(() => undefined);
    // Deleted while it was processed (its original is gone too): nothing is left to do.
    if (!(await findUpload(db, upload.id))) return;
    if (!signal.aborted && isLastTry) record(UploadStatus.failed, 0);
    await writes;
    throw error;
  }
}

/** Registers the worker of upload-processing jobs. */
export function uploadProcessingWorker(queue: JobQueue, context: AppContext) {
  queue.work(uploadProcessingJob, (run) => processUpload(context, run));
}
