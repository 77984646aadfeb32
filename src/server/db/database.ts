import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenReconnecting } from './reconnectingListener.ts';
import * as schema from './schema.ts';
import { projectFile } from '../projectFiles.ts';

/** The Drizzle database, the same type over PGlite (embedded) and PostgreSQL (scaled). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrator and its way to close. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs SQL outside Drizzle (the job queue's adapter): with `values`, one statement with
   * parameters; without, a script of statements, answering the rows of the last one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Sends `payload` (at most 8000 bytes) to every listener of `channel` on this database, in any process (NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onPayload` for each notification on `channel`; answers the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = projectFile('src/server/db/migrations');

/** Longest a closing database waits for the statements under way, ms. */
const CLOSE_WAIT_MS = 5_000;

/**
 * The statements of `executeSql` under way. The job queue sends a job's completion without
 * waiting for it, so a job that ends while the server stops would otherwise find the database
 * closed: closing first lets them (and what they set off) finish.
 */
function runningStatements() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(statement: Promise<T>): Promise<T> {
      running.add(statement);
      statement.then(
        () => running.delete(statement),
        () => running.delete(statement),
      );
      return statement;
    },
    async settle(): Promise<void> {
      const deadline = Date.now() + CLOSE_WAIT_MS;
      // A finished statement may set off the next (a fetched job's completion): wait until none follows.
      while (running.size > 0 && Date.now() < deadline) {
        await Promise.allSettled([...running]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/**
 * Opens PostgreSQL when `databaseUrl` is given, otherwise the embedded PGlite database stored
 * under `pgliteDir` (in memory when `pgliteDir` is undefined, for tests). An in-memory database
 * may start from `pgliteDump`, a data folder that PGlite's `dumpDataDir` wrote (tests start from
 * one migrated copy instead of making a new cluster each time).
 */
export async function openDatabase(options: { databaseUrl: string | undefined; pgliteDir: string | undefined; pgliteDump?: Blob }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The pool drops an idle connection that the server closed (a restart, a failover, a test
    // database dropped with FORCE); without a listener that 'error' event would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    const statements = runningStatements();
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async executeSql(text, values) {
        const result: pg.QueryResult | pg.QueryResult[] = await statements.track(pool.query(text, values));
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: (channel, onPayload) => listenReconnecting(options.databaseUrl!, channel, onPayload),
      migrate: () => migratePg(db, { migrationsFolder }),
      async close() {
        await statements.settle();
        await pool.end();
      },
    };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite({ loadDataDir: options.pgliteDump });
  const db = drizzlePglite({ client, schema });
  const statements = runningStatements();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values) return statements.track(client.query(text, values));
      return (await statements.track(client.exec(text))).at(-1) ?? { rows: [] };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await statements.settle();
      await client.close();
    },
  };
}
