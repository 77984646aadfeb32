import type { DatabaseHandle } from '../db/database.ts';

/**
 * One beat of a running job: its lease ends `seconds` from now. pg-boss 10 fails an active job
 * once `started_on + expire_in` has passed (and tries it again, if it has tries left); a beat moves
 * `started_on` so that this moment is `seconds` ahead. `expire_in` itself stays the job's longest
 * run, which pg-boss also waits for in the process that works it.
 */
const BEAT_SQL = `UPDATE pgboss.job SET started_on = now() - expire_in + make_interval(secs => $3::double precision)
  WHERE name = $1 AND id = $2 AND state = 'active'`;

/**
 * Beats for a running job until the returned function is called: at once, then every third of
 * `seconds`. While its process lives the job stays its own; once the process dies (or stops
 * beating), the queue's maintenance fails the job within `seconds` plus its interval and another
 * worker takes it again. A beat that fails (the database out of reach) is reported to `onError`
 * and the next one tries again.
 */
export function startHeartbeat(database: Pick<DatabaseHandle, 'executeSql'>, job: { name: string; id: string }, seconds: number, onError: (error: unknown) => void): () => void {
  const beat = () => database.executeSql(BEAT_SQL, [job.name, job.id, seconds]).catch(onError);
  void beat();
  const timer = setInterval(() => void beat(), (seconds * 1000) / 3);
  return () => clearInterval(timer);
}
