import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { PERSONALISATION_KINDS, PERSONALISATION_STATUS } from '../../../contract/personalisation.ts';
import type { Database } from '../../db/database.ts';
import { personalisedItems } from '../../db/schema.ts';

/** How many of the latest finished renders the estimate takes the median of. */
const SAMPLE_SIZE = 20;

/** The estimate of a batch's time and what it is based on (the preflight's `etaSeconds`, `etaBasis`). */
export type BatchEta = { etaSeconds: number | null; etaBasis: string };

/**
 * The median seconds from request to ready of the latest {@link SAMPLE_SIZE} ready solo
 * personalised videos (downloads and solo links) matching `where`, and how many there were. Batch
 * contacts are left out: they wait in their batch's queue from the moment it starts.
 */
async function medianRenderSeconds(db: Database, where?: SQL): Promise<{ seconds: number; renders: number } | null> {
  const recent = db
    .select({ seconds: sql<number>`extract(epoch from ${personalisedItems.updatedAt} - ${personalisedItems.createdAt})`.as('seconds') })
    .from(personalisedItems)
    .where(
      and(
        eq(personalisedItems.status, PERSONALISATION_STATUS.ready),
        isNull(personalisedItems.batchId),
        inArray(personalisedItems.kind, [PERSONALISATION_KINDS.download, PERSONALISATION_KINDS.soloLink]),
        where,
      ),
    )
    .orderBy(desc(personalisedItems.id))
    .limit(SAMPLE_SIZE)
    .as('recent');
  const [row] = await db.select({ renders: sql<number>`count(*)::int`, seconds: sql<number | null>`percentile_cont(0.5) within group (order by ${recent.seconds})` }).from(recent);
  return row && Number(row.renders) > 0 ? { seconds: Number(row.seconds), renders: Number(row.renders) } : null;
}

/**
 * How long a batch of `contacts` valid contacts of video `projectId` should take from Generate Code
 * to its last ready contact: the median render time of this video's latest solo personalisations
 * (else of any video's on this server) × contacts ÷ the render workers of this process (`WORKERS`,
 * at least 1), rounded up to a second; null when nothing has been measured.
 */
export async function batchEta(db: Database, batch: { projectId: number; contacts: number; workers: number }): Promise<BatchEta> {
  const own = await medianRenderSeconds(db, eq(personalisedItems.projectId, batch.projectId));
  const measured = own ?? (await medianRenderSeconds(db));
  if (!measured) return { etaSeconds: null, etaBasis: 'No personalised video has been rendered here yet, so there is no estimate.' };
  const workers = Math.max(1, batch.workers);
  const of = own ? 'of this video' : 'made on this server';
  return {
    etaSeconds: Math.ceil((measured.seconds * batch.contacts) / workers),
    etaBasis: `Based on the median time of the last ${measured.renders} personalised video(s) ${of} (${measured.seconds.toFixed(1)} s each), ${workers} rendered at a time.`,
  };
}
