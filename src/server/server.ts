import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { BATCH_SWEEP_INTERVAL_MS, resendLostFanOuts } from './jobs/batchSweep.ts';
import { registerJobWorkers } from './jobs/jobWorkers.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createLiveHub } from './live/liveHub.ts';
import { createSharedLiveHub } from './live/sharedLiveHub.ts';
import { ownOrigin } from './render/ownOrigin.ts';
import { createRenderService } from './render/renderService.ts';
import { createMailer } from './services/mail/mailer.ts';
import { closeSpeechService } from './services/tts/speechServices.ts';
import { sweepTempSpace, TEMP_SWEEP_INTERVAL_MS } from './services/media/tempSpace.ts';
import { deleteExpiredSessions, EXPIRED_SESSION_SWEEP_MS } from './services/auth/sessions.ts';
import { startAccountCache } from './services/auth/accountCache.ts';
import { deleteOldRequestCounts } from './http/databaseRateLimitStore.ts';
import { startPeriodicTask } from './periodicTask.ts';
import { writeAdminSecret } from './services/account/adminSecret.ts';
import { createLocalFileStorage, sweepAbandonedWrites } from './services/storage/localFileStorage.ts';
import { createS3Client, createS3FileStorage } from './services/storage/s3FileStorage.ts';
import type { AppContext } from './context.ts';

/** A ready server: migrated database, parts wired, routes registered; `close` releases it all. */
export type RunningServer = { app: FastifyInstance; context: AppContext; close(): Promise<void> };

/**
 * Opens the database (the given one, else PostgreSQL or the embedded PGlite under the data folder),
 * applies migrations, builds the app and starts the job queue (working jobs when WORKERS > 0).
 */
export async function createServer(config: ServerConfig, database?: DatabaseHandle): Promise<RunningServer> {
  const handle = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  await handle.migrate();
  const stopAccountCache = await startAccountCache(handle);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: handle.db });
  // The render page loads from this server; it is asked for its address once a render starts.
  const listening: { app?: FastifyInstance } = {};
  // On PostgreSQL other processes (render workers, other API processes) publish too: messages go through the database.
  const shared = handle.kind === 'postgres' ? await createSharedLiveHub(handle) : null;
  // Files go to the S3-compatible store when S3_BUCKET is set, else under DATA_DIR/files.
  const s3 = config.s3 ? { client: createS3Client(config.s3), bucket: config.s3.bucket } : null;
  const context: AppContext = {
    config,
    db: handle.db,
    mailer,
    storage: s3 ? createS3FileStorage(s3) : createLocalFileStorage(config.filesDir),
    live: shared ?? createLiveHub(),
    jobs: createJobQueue(handle),
    render: createRenderService({
      chromiumPath: config.chromiumPath,
      appDir: config.appDir,
      tempRoot: path.join(config.dataDir, 'tmp'),
      origin: () => ownOrigin(listening.app?.server),
    }),
  };
  if (config.workers > 0) registerJobWorkers(context.jobs, context);
  const built = await buildApp(context);
  listening.app = built;
  const tempRoot = path.join(config.dataDir, 'tmp');
  // With the temporary space, the local store's writes cut short by a process that died.
  const stopTempSweeps = await startPeriodicTask(
    () => Promise.all([sweepTempSpace(tempRoot), s3 ? 0 : sweepAbandonedWrites(config.filesDir)]),
    TEMP_SWEEP_INTERVAL_MS,
    (error) => built.log.error({ err: error }, 'temporary space sweep failed'),
  );
  // Hourly, with the expired sessions: the per-address request counts of windows long over.
  const stopSessionSweeps = await startPeriodicTask(
    async () => {
      await deleteExpiredSessions(handle.db);
      await deleteOldRequestCounts(handle.db);
    },
    EXPIRED_SESSION_SWEEP_MS,
    (error) => built.log.error({ err: error }, 'expired session sweep failed'),
  );
  // `npm run admin` reaches a running server with this secret (the embedded database has one owner).
  await writeAdminSecret(config.dataDir);
  await context.jobs.start(built.log);
  // After the queue starts: a generating batch whose fan-out was lost gets it again.
  const stopBatchSweeps = await startPeriodicTask(
    () => resendLostFanOuts(context),
    BATCH_SWEEP_INTERVAL_MS,
    (error) => built.log.error({ err: error }, 'batch fan-out sweep failed'),
  );
  return {
    app: built,
    context,
    async close() {
      stopTempSweeps();
      stopSessionSweeps();
      stopBatchSweeps();
      await built.close();
      await context.jobs.stop();
      await closeSpeechService(context);
      await context.render.close();
      await shared?.close();
      await stopAccountCache();
      mailer.close();
      s3?.client.destroy();
      await handle.close();
    },
  };
}
