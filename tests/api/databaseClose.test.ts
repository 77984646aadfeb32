import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/testDatabase.ts';

/** How the embedded database and PostgreSQL close (TEST_DATABASE picks which one). */
describe('closing the database', () => {
  it('lets a statement under way finish, and the statement it sets off when it ends', async () => {
    const database = await openTestDatabase();
    const slow = database.kind === 'postgres' ? 'select pg_sleep(0.3), 1 as n' : 'select 1 as n';
    // As the job queue does: a completion sent without waiting, once the job's fetch has answered.
    const chained = database.executeSql(slow, []).then(() => database.executeSql('select 2 as n', []));
    await database.close();
    await expect(chained).resolves.toMatchObject({ rows: [{ n: 2 }] });
  });

  it('refuses statements sent after it closed', async () => {
    const database = await openTestDatabase();
    await database.close();
    await expect(database.executeSql('select 1', [])).rejects.toThrow();
  });
});
