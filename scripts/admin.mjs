// `npm run admin -- <command>`: operator commands on the configured database (plans, credits,
// organisations, requests). Runs the server's TypeScript through tsx; `help` lists the commands.
// With the embedded database (no DATABASE_URL) stop the server first: PGlite is opened by one
// process at a time.
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { ADMIN_USAGE, runAdminCommand, UsageError } from '../src/server/services/account/adminCommands.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0])) {
  console.log(ADMIN_USAGE);
  process.exit(0);
}

/** True when something answers as our API on the configured port of this machine. */
async function isServerRunning(port) {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/accounts/logout/`, { signal: AbortSignal.timeout(1000) });
    return answer.ok;
  } catch {
    return false;
  }
}

const config = loadConfig();
if (!config.databaseUrl && (await isServerRunning(config.port))) {
  console.error(`The server is running on port ${config.port} with the embedded database, which one process can open at a time. Stop it, then run the command again.`);
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  await handle.migrate();
  console.log(await runAdminCommand(handle.db, argv));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
} finally {
  await handle.close();
}
