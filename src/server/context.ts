import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { LiveHub } from './live/liveHub.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { FileStorage } from './services/storage/fileStorage.ts';

/** The server's shared parts, handed to every route module. */
export type AppContext = {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  live: LiveHub;
};
