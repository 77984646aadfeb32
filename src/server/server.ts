import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { createLiveHub } from './live/liveHub.ts';
import { createMailer } from './services/mail/mailer.ts';
import { createLocalFileStorage } from './services/storage/localFileStorage.ts';
import type { AppContext } from './context.ts';

/** A ready server: migrated database, parts wired, routes registered; `close` releases it all. */
export type RunningServer = { app: FastifyInstance; context: AppContext; close(): Promise<void> };

/**
 * Opens the database (the given one, else PostgreSQL or the embedded PGlite under the data folder),
 * applies migrations and builds the app.
 */
export async function createServer(config: ServerConfig, database?: DatabaseHandle): Promise<RunningServer> {
  const handle = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  await handle.migrate();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: handle.db });
  const context: AppContext = {
    config,
    db: handle.db,
    mailer,
    storage: createLocalFileStorage(config.filesDir),
    live: createLiveHub(),
  };
  const app = await buildApp(context);
  return {
    app,
    context,
    async close() {
      await app.close();
      mailer.close();
      await handle.close();
    },
  };
}
