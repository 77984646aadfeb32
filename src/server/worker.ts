import { ConfigError, loadConfig } from './config.ts';
import { runServerProcess } from './runServerProcess.ts';
import { createServer } from './server.ts';

/**
 * `npm run worker`: a render worker of the scaled mode. It takes jobs (renders, media processing)
 * from the shared queue in DATABASE_URL, `WORKERS` at a time, and answers HTTP on loopback only:
 * the render page and the media it draws load from this process, never over the network. Several
 * workers, on one machine or many, share the queue; API processes then run with WORKERS=0.
 */
async function main() {
  const config = loadConfig();
  if (config.workers < 1) throw new ConfigError('Invalid configuration:\n  WORKERS: a worker process needs WORKERS of 1 or more');
  const server = await createServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  console.log(`Avatar Studio worker: ${config.workers} at a time, on ${mode}.`);
  return server;
}

runServerProcess(main);
