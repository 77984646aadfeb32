import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';
import { startHeartbeat } from './jobHeartbeat.ts';

/**
 * A kind of job: its queue name and how it is retried. A job that fails (its handler throws, or
 * the server stops while it runs) is tried again up to `retryLimit` more times; one still active
 * after `expireInSeconds` counts as failed. With `heartbeatSeconds`, the process working a job
 * beats while its handler runs, and a job not beaten for that long (its process died) counts as
 * failed too (`jobHeartbeat.ts`); without, a dead process's job waits for `expireInSeconds`.
 */
export type JobDefinition<Data extends object> = {
  name: string;
  retryLimit: number;
  expireInSeconds: number;
  heartbeatSeconds?: number;
  /**
   * Where a job goes, with its data, once it has failed for good (its last attempt failed, expired
   * or stopped beating): a queue whose worker tidies up what no handler of this one was left to.
   */
  deadLetter?: JobDefinition<Data>;
  /** Only for typing `send` and `work` alike. */
  data?: Data;
};

/** One run of a job, as its handler sees it. */
export type JobRun<Data extends object> = {
  id: string;
  data: Data;
  /** Tries made before this one (0 on the first). */
  retryCount: number;
  /** Whether a failure now is final. */
  isLastTry: boolean;
  /** Aborts when the server stops: the handler should end at once; its job is tried again on the next start. */
  signal: AbortSignal;
};

export type JobHandler<Data extends object> = (run: JobRun<Data>) => Promise<void>;

/** The product's job queue (pg-boss): jobs are rows in the database, so none is lost when the server stops. */
export type JobQueue = {
  /**
   * Registers the handler of a kind of job; this process then works those jobs, `concurrency` at a
   * time (default 1). Call before `start`.
   */
  work<Data extends object>(definition: JobDefinition<Data>, handler: JobHandler<Data>, options?: { concurrency?: number }): void;
  /**
   * Sends a job of this kind (with no data) at `start` and then every `everySeconds`: at most one
   * per period of that length across every process sharing the database (a pg-boss singleton
   * slot), however many of them schedule it. Call before `start`.
   */
  schedule(definition: JobDefinition<object>, everySeconds: number): void;
  /** Starts pg-boss (creating its tables on first use) and the workers registered. */
  start(log: FastifyBaseLogger): Promise<void>;
  /** Stores a job; a worker of this or another process takes it. Answers the job id. */
  send<Data extends object>(definition: JobDefinition<Data>, data: Data): Promise<string>;
  /**
   * Stores a job unless one with the same `key` is already stored (waiting, running or lately
   * done, by this or another process): the job's id is made from the key. Jobs of a queue are
   * taken highest `priority` first (default 0), then oldest first. Answers whether it was stored.
   */
  sendOnce<Data extends object>(definition: JobDefinition<Data>, data: Data, options: { key: string; priority?: number }): Promise<boolean>;
  /** How many jobs of this kind wait or run, across every process sharing the database. */
  pending(definition: JobDefinition<object>): Promise<number>;
  /**
   * The jobs of this kind waiting for a worker, each with how many jobs of its kind are ahead of
   * it: those being worked, and those waiting that a worker takes first (pg-boss's order).
   */
  waiting<Data extends object>(definition: JobDefinition<Data>): Promise<{ data: Data; ahead: number }[]>;
  /** Stops the workers (running handlers are aborted and their jobs go back to be tried again). */
  stop(): Promise<void>;
};

/** A UUID (the form pg-boss job ids take) made from a hash of `key`: equal keys, equal ids. */
function uuidOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How often an idle worker looks for jobs that another process sent (jobs sent here wake it at once). */
const POLLING_INTERVAL_SECONDS = 2;

/**
 * How often pg-boss's maintenance (once per period across every process) fails the active jobs
 * whose time is up, expired or no longer beaten, and gives them back to the queue.
 */
const MAINTENANCE_INTERVAL_SECONDS = 10;

/** Waiting jobs of a queue (created, or failed and to be retried) in the order pg-boss fetches them, after the active ones. */
const WAITING_SQL = `SELECT data, (SELECT count(*) FROM pgboss.job WHERE name = $1 AND state = 'active')::int + (row_number() OVER (ORDER BY priority DESC, created_on, id))::int - 1 AS ahead
  FROM pgboss.job WHERE name = $1 AND state < 'active'`;

/**
 * The job queue over the given database, PGlite or PostgreSQL alike: pg-boss runs its SQL through
 * the handle's `executeSql` (its `db` option) rather than a pool of its own.
 */
export function createJobQueue(database: Pick<DatabaseHandle, 'executeSql'>): JobQueue {
  // pg-boss's own cron (`schedule: true`) polls and slows every stop by seconds; `schedule` below needs neither.
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schedule: false, maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS });
  const handlers = new Map<string, { definition: JobDefinition<object>; handler: JobHandler<object>; concurrency: number }>();
  const schedules = new Map<string, { definition: JobDefinition<object>; everySeconds: number }>();
  const timers: NodeJS.Timeout[] = [];
  const workerIds = new Map<string, string[]>();
  const queuesReady = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let started = false;

  const ensureQueue = (definition: JobDefinition<object>) => {
    let ready = queuesReady.get(definition.name);
    if (!ready) {
      ready = boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        expireInSeconds: definition.expireInSeconds,
      });
      queuesReady.set(definition.name, ready);
    }
    return ready;
  };

  /** Stores a job (with its dead-letter queue) and wakes this process's workers of its queue; null when pg-boss kept it out (its id is taken). */
  const store = async (definition: JobDefinition<object>, data: object, options: PgBoss.SendOptions) => {
    await ensureQueue(definition);
    if (definition.deadLetter) await ensureQueue(definition.deadLetter);
    const id = await boss.send(definition.name, data, { ...options, ...(definition.deadLetter ? { deadLetter: definition.deadLetter.name } : {}) });
    if (id) for (const workerId of workerIds.get(definition.name) ?? []) boss.notifyWorker(workerId);
    return id;
  };

  return {
    work(definition, handler, options) {
      if (started) throw new Error(`register the ${definition.name} worker before the queue starts`);
      handlers.set(definition.name, { definition, handler: handler as JobHandler<object>, concurrency: Math.max(1, options?.concurrency ?? 1) });
    },

    schedule(definition, everySeconds) {
      if (started) throw new Error(`schedule the ${definition.name} job before the queue starts`);
      schedules.set(definition.name, { definition, everySeconds });
    },

    async start(log) {
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      started = true;
      for (const { definition, everySeconds } of schedules.values()) {
        await ensureQueue(definition);
        const sendDue = () =>
          boss
            .send(definition.name, {}, { singletonKey: definition.name, singletonSeconds: everySeconds })
            .catch((error: unknown) => log.error({ err: error, queue: definition.name }, 'scheduled job not sent'));
        await sendDue();
        timers.push(setInterval(() => void sendDue(), everySeconds * 1000).unref());
      }
      for (const { definition, handler, concurrency } of handlers.values()) {
        await ensureQueue(definition);
        // pg-boss 10 runs one job at a time per worker: `concurrency` workers share the queue.
        for (let index = 0; index < concurrency; index++) {
          const workerId = await boss.work<object>(definition.name, { includeMetadata: true, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1 }, async ([job]) => {
            if (!job) return;
            const run = { id: job.id, data: job.data, retryCount: job.retryCount, isLastTry: job.retryCount >= job.retryLimit, signal: stopping.signal };
            const stopBeating = definition.heartbeatSeconds
              ? startHeartbeat(database, { name: definition.name, id: job.id }, definition.heartbeatSeconds, (error) =>
                  log.warn({ err: error, job: job.id, queue: definition.name }, 'job heartbeat failed'),
                )
              : undefined;
            try {
              await handler(run);
            } catch (error) {
              log.warn({ err: error, job: job.id, queue: definition.name, retryCount: job.retryCount }, 'job failed');
              throw error;
            } finally {
              stopBeating?.();
            }
          });
          workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), workerId]);
        }
      }
    },

    async send(definition, data) {
      const id = await store(definition, data, {});
      if (!id) throw new Error(`the ${definition.name} job was not stored`);
      return id;
    },

    async sendOnce(definition, data, { key, priority = 0 }) {
      return (await store(definition, data, { id: uuidOf(`${definition.name}:${key}`), priority })) !== null;
    },

    async pending(definition) {
      await ensureQueue(definition);
      return (await boss.getQueueSize(definition.name, { before: 'completed' })) ?? 0;
    },

    async waiting<Data extends object>(definition: JobDefinition<Data>) {
      if (!started) return [];
      const { rows } = await database.executeSql(WAITING_SQL, [definition.name]);
      return rows as { data: Data; ahead: number }[];
    },

    async stop() {
      if (!started) return;
      for (const timer of timers.splice(0)) clearInterval(timer);
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
