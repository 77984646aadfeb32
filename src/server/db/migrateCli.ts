import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await handle.migrate();
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
