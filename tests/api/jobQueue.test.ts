import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { createJobQueue, type JobDefinition } from '../../src/server/jobs/queue.ts';
import { openTestDatabase } from '../support/testDatabase.ts';

const log = pino({ level: 'silent' });
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 30_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the job queue (pg-boss on this database)', () => {
  it('keeps jobs sent while no worker runs and works them after a restart', async () => {
    const definition: JobDefinition<{ n: number }> = { name: 'test-kept', retryLimit: 1, expireInSeconds: 60 };
    const sender = createJobQueue(database);
    await sender.start(log);
    for (const n of [1, 2, 3]) await sender.send(definition, { n });
    await sender.stop();

    const worked: number[] = [];
    const worker = createJobQueue(database);
    worker.work(definition, async (run) => {
      worked.push(run.data.n);
    });
    await worker.start(log);
    await until(() => worked.length === 3);
    await worker.stop();
    expect(worked.toSorted()).toEqual([1, 2, 3]);
  });

  it('gives a job that was running when the server stopped back, to be tried again on the next start', async () => {
    const definition: JobDefinition<{ name: string }> = { name: 'test-interrupted', retryLimit: 2, expireInSeconds: 60 };
    const first = createJobQueue(database);
    let started = false;
    first.work(definition, (run) => {
      started = true;
      return new Promise((_resolve, reject) => run.signal.addEventListener('abort', () => reject(new Error('stopped'))));
    });
    await first.start(log);
    await first.send(definition, { name: 'long work' });
    await until(() => started);
    await first.stop();

    const tries: { name: string; retryCount: number; isLastTry: boolean }[] = [];
    const second = createJobQueue(database);
    second.work(definition, async (run) => {
      tries.push({ name: run.data.name, retryCount: run.retryCount, isLastTry: run.isLastTry });
    });
    await second.start(log);
    await until(() => tries.length === 1);
    await second.stop();
    expect(tries).toEqual([{ name: 'long work', retryCount: 1, isLastTry: false }]);
  });

  it('hands a job that failed for good, with its data, to its dead-letter queue', async () => {
    const deadLetter: JobDefinition<{ name: string }> = { name: 'test-dead', retryLimit: 0, expireInSeconds: 60 };
    const definition: JobDefinition<{ name: string }> = { name: 'test-doomed', retryLimit: 1, expireInSeconds: 60, deadLetter };
    const queue = createJobQueue(database);
    let attempts = 0;
    const dead: string[] = [];
    queue.work(definition, async () => {
      attempts++;
      throw new Error('always fails');
    });
    queue.work(deadLetter, async (run) => {
      dead.push(run.data.name);
    });
    await queue.start(log);
    await queue.send(definition, { name: 'doomed' });
    await until(() => dead.length === 1);
    await queue.stop();
    expect({ attempts, dead }).toEqual({ attempts: 2, dead: ['doomed'] });
  });

  it('refuses a worker registered after the start', async () => {
    const queue = createJobQueue(database);
    await queue.start(log);
    expect(() => queue.work({ name: 'test-late', retryLimit: 0, expireInSeconds: 60 }, async () => undefined)).toThrow('register the test-late worker before the queue starts');
    await queue.stop();
  });
});
