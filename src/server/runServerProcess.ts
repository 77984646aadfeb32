import { ConfigError } from './config.ts';

/**
 * Runs a server process (`npm start`, `npm run worker`): starts it, closes it on SIGINT or SIGTERM,
 * and on a failed start prints the reason (a configuration error as its plain message) and exits 1.
 */
export function runServerProcess(start: () => Promise<{ close(): Promise<void> }>): void {
  start()
    .then((server) => {
      const stop = async () => {
        await server.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
