import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startProductServer, type ProductServer } from '../support/productServer.ts';
import { type SmtpPeer, startSmtpPeer } from '../support/smtpPeer.ts';

/**
 * The product on the embedded database in one data folder that outlives its processes, for a
 * fault test that kills it and starts it again there: `start` starts a process on the folder (with
 * `env` added to its configuration). Every process started, the SMTP peer and the folder go once
 * the file's tests are done.
 */
export async function restartableProduct(
  folderPrefix: string,
  env: Record<string, string> = {},
): Promise<{ dataDir: string; smtp: SmtpPeer; start: () => Promise<ProductServer> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), folderPrefix));
  const smtp = await startSmtpPeer();
  const started: ProductServer[] = [];
  afterAll(async () => {
    for (const server of started) await server.close();
    await smtp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const server = await startProductServer({ smtpUrl: smtp.url, database: 'pglite', dataDir, env });
    started.push(server);
    return server;
  };
  return { dataDir, smtp, start };
}
