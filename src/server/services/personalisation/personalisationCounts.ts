import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { AccountPersonalisationCounts, ItemPersonalisationCounts } from '../../../contract/personalisationCounts.ts';
import { PERSONALISATION_KINDS } from '../../../contract/personalisation.ts';
import type { Database } from '../../db/database.ts';
import { personalisedItems } from '../../db/schema.ts';

/** Counts rows by kind, solo or in a batch (grouped within the project or user index), into the counters. */
async function countsWhere(db: Database, where: SQL): Promise<AccountPersonalisationCounts> {
  const inBatch = sql<boolean>`${personalisedItems.batchId} is not null`;
  const rows = await db.select({ kind: personalisedItems.kind, inBatch, value: count() }).from(personalisedItems).where(where).groupBy(personalisedItems.kind, inBatch);
  const of = (kind: number, batched?: boolean) =>
    rows.filter((row) => row.kind === kind && (batched === undefined || row.inBatch === batched)).reduce((sum, row) => sum + row.value, 0);
  return {
    downloadGenCount: of(PERSONALISATION_KINDS.download),
    sharingPageGenCount: of(PERSONALISATION_KINDS.soloLink),
    imageSoloGenCount: of(PERSONALISATION_KINDS.imageLink),
    soloMailGenCount: of(PERSONALISATION_KINDS.soloMail, false),
    batchMailGenCount: of(PERSONALISATION_KINDS.soloMail, true),
  };
}

/** The personalisation counters of one video or image (spec 002 §3 detail): its personalised items by kind. */
export async function itemPersonalisationCounts(db: Database, projectId: number): Promise<ItemPersonalisationCounts> {
  const { downloadGenCount, sharingPageGenCount, imageSoloGenCount } = await countsWhere(db, eq(personalisedItems.projectId, projectId));
  return { downloadGenCount, sharingPageGenCount, imageSoloGenCount };
}

/** The user's personalisation counters (spec 002 §3 account-level): their personalised items by kind, mail codes solo and in batches apart. */
export function accountPersonalisationCounts(db: Database, userId: number): Promise<AccountPersonalisationCounts> {
  return countsWhere(db, eq(personalisedItems.userId, userId));
}
