import { loadConfig } from './config.ts';
import { runServerProcess } from './runServerProcess.ts';
import { createServer } from './server.ts';

/** Starts the product: one process serving the app, the API and the live socket. */
async function main() {
  const config = loadConfig();
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  console.log(`\nAvatar Studio is running on http://localhost:${port} (${mode}).`);
  console.log(`Sign up or log in at http://localhost:${port}/login`);
  if (server.context.mailer.kind === 'outbox') {
    console.log(`No SMTP_URL set: mail (verification, password reset) is listed at http://localhost:${port}/dev/outbox\n`);
  }
  return server;
}

runServerProcess(main);
