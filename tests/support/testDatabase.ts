import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { migratedPgliteDump } from './migratedPglite.ts';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function runAsAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server of TEST_POSTGRES_URL, dropped on close. */
export async function createPostgresTestDatabase(): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runAsAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: undefined });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await runAsAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh, empty database for one test file: PostgreSQL when TEST_DATABASE=postgres, else in-memory PGlite. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE === 'postgres') return createPostgresTestDatabase();
  return openDatabase({ databaseUrl: undefined, pgliteDir: undefined, pgliteDump: await migratedPgliteDump() });
}
