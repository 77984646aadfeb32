import { count, eq, type SQL } from 'drizzle-orm';
import type { AccountPersonalisationCounts, ItemPersonalisationCounts } from '../../../contract/personalisationCounts.ts';
import { PERSONALISATION_KINDS } from '../../../contract/personalisation.ts';
import type { Database } from '../../db/database.ts';
import { personalisedItems } from '../../db/schema.ts';

/** Counts rows by kind (`kind` grouped within the project or user index) into the counters. */
async function countsWhere(db: Database, where: SQL): Promise<ItemPersonalisationCounts> {
  const rows = await db.select({ kind: personalisedItems.kind, value: count() }).from(personalisedItems).where(where).groupBy(personalisedItems.kind);
  const of = (kind: number) => rows.find((row) => row.kind === kind)?.value ?? 0;
  return {
    downloadGenCount: of(PERSONALISATION_KINDS.download),
    sharingPageGenCount: of(PERSONALISATION_KINDS.soloLink),
    imageSoloGenCount: of(PERSONALISATION_KINDS.imageLink),
  };
}

/** The personalisation counters of one video or image (spec 002 §3 detail): its personalised items by kind. */
export function itemPersonalisationCounts(db: Database, projectId: number): Promise<ItemPersonalisationCounts> {
  return countsWhere(db, eq(personalisedItems.projectId, projectId));
}

/** The user's personalisation counters (spec 002 §3 account-level): their personalised items by kind; mail ones 0 until mail is built. */
export async function accountPersonalisationCounts(db: Database, userId: number): Promise<AccountPersonalisationCounts> {
  return { ...(await countsWhere(db, eq(personalisedItems.userId, userId))), soloMailGenCount: 0, batchMailGenCount: 0 };
}
