import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './productServer.ts';

const run = promisify(execFile);

/** A PostgreSQL server of the test's own, which it may stop and start (the shared one serves other tests). */
export type PrivatePostgres = { url: string; stop(): Promise<void>; start(): Promise<void>; remove(): Promise<void> };

/** The newest installed PostgreSQL's programs (Debian's layout). */
async function postgresBin(): Promise<string> {
  const versions = (await fs.readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0]!, 'bin');
}

/**
 * Makes and starts a PostgreSQL cluster in a temporary folder on a free loopback port, with a
 * database `studio`. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await postgresBin();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'private-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const as = async (program: string, args: string[]) => {
    const command = path.join(bin, program);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  };
  if (asRoot) await run('chown', ['postgres', folder]);
  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off`;
  const start = async () => {
    await as('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database studio');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/studio`,
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined);
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
