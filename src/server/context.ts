import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { LiveHub } from './live/liveHub.ts';
import type { RenderService } from './render/renderService.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { FileStorage } from './services/storage/fileStorage.ts';

/** The server's shared parts, handed to every route module. */
export type AppContext = {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  live: LiveHub;
  jobs: JobQueue;
  /** Server-side rendering (videos, published images, thumbnails) in headless Chromium; started by the first render. */
  render: RenderService;
};
