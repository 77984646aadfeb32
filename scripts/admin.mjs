// `npm run admin -- <command>`: operator commands (plans, credits, organisations, blocking,
// requests). Runs the server's TypeScript through tsx; `help` lists the commands. While the server
// runs with the embedded database (which one process opens at a time), the command is sent to it
// (loopback only, with the secret it keeps in DATA_DIR); otherwise it runs on the configured
// database itself (PostgreSQL in the scaled mode, whether servers run or not).
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { isServerAnswering, runAdminCommandOnServer } from '../src/server/services/account/adminClient.ts';
import { ADMIN_USAGE, runAdminCommand, UsageError } from '../src/server/services/account/adminCommands.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0])) {
  console.log(ADMIN_USAGE);
  process.exit(0);
}

const config = loadConfig();
if (!config.databaseUrl && (await isServerAnswering(config.port))) {
  try {
    const { output, isUsageError } = await runAdminCommandOnServer({ port: config.port, dataDir: config.dataDir, argv });
    if (isUsageError) {
      console.error(output);
      process.exitCode = 2;
    } else {
      console.log(output);
    }
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
} else {
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
}
