import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { createSharedLiveHub, type SharedLiveHub } from '../../src/server/live/sharedLiveHub.ts';
import { createPostgresTestDatabase } from '../support/testDatabase.ts';
import { until } from '../support/renders.ts';

/**
 * Two processes on one database, as in the scaled mode (a render worker publishing, an API process
 * holding the user's socket): on PostgreSQL two connections of their own; on PGlite (one process)
 * the same database notifies its own listeners.
 */
let handles: DatabaseHandle[] = [];
let worker: SharedLiveHub;
let api: SharedLiveHub;

beforeAll(async () => {
  if (process.env.TEST_DATABASE === 'postgres') {
    const first = await createPostgresTestDatabase();
    handles = [first, await openDatabase({ databaseUrl: first.url, pgliteDir: undefined })];
  } else {
    const only = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
    handles = [only, only];
  }
  worker = await createSharedLiveHub(handles[0]!);
  api = await createSharedLiveHub(handles[1]!);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  for (const handle of new Set(handles).values()) await handle.close();
});

/** A socket the hub can write to, keeping what it gets. */
const socket = () => {
  const received: unknown[] = [];
  return { received, readyState: 1, send: (text: string) => received.push(JSON.parse(text)) };
};

describe('live messages between processes', () => {
  it("reach the owner's sockets in the other process, in the order they were sent", async () => {
    const ann = socket();
    const bob = socket();
    api.connect(1, ann);
    api.connect(2, bob);
    const messages = Array.from({ length: 30 }, (_, index) => ({ command: 'videoEditor.progress.update', data: { id: 5, results: { type: 0, status: 2, progress: index } } }));
    for (const message of messages) worker.publish(1, message);
    await until(() => ann.received.length === messages.length, 10_000, 'the messages');
    expect(ann.received).toEqual(messages);
    expect(bob.received).toEqual([]);
  });
});
