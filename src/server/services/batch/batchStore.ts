import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation.ts';
import type { Database } from '../../db/database.ts';
import { batchContacts, batches, personalisedItems, projects } from '../../db/schema.ts';
import { DomainError } from '../domainError.ts';

/** A stored batch. */
export type BatchRow = typeof batches.$inferSelect;

/** A stored contact of a batch. */
export type BatchContactRow = typeof batchContacts.$inferSelect;

/** How many of a batch's personalised items are ready, failed and still under way. */
export type BatchCounts = { ready: number; failed: number; underWay: number };

/** A batch with what its history entry shows: its video's thumbnail and its items' counts. */
export type BatchListing = { row: BatchRow; thumbnail: string | null; counts: BatchCounts };

/** Contacts are written this many to a statement. */
const CONTACTS_PER_INSERT = 500;

/** Stores a validated batch and every contact of its CSV, in one transaction. */
export async function createBatch(db: Database, batch: typeof batches.$inferInsert, contacts: Omit<BatchContactRow, 'batchId'>[]): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(batches).values(batch).returning();
    for (let start = 0; start < contacts.length; start += CONTACTS_PER_INSERT) {
      await tx.insert(batchContacts).values(contacts.slice(start, start + CONTACTS_PER_INSERT).map((contact) => ({ ...contact, batchId: row!.id })));
    }
    return row!;
  });
}

/**
 * The user's batch `id`.
 * @throws DomainError not_found (another user's, or none)
 */
export async function findOwnedBatch(db: Database, userId: number, id: number): Promise<BatchRow> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'Not found.');
  return row;
}

/** A batch by id, whoever owns it (the jobs). */
export async function findBatch(db: Database, id: number): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id)).limit(1);
  return row;
}

/** The batch's valid contacts (those without problems: what generation makes), by contact number. */
export async function validContacts(db: Database, batchId: number): Promise<Pick<BatchContactRow, 'contactNumber' | 'email' | 'cells'>[]> {
  return db
    .select({ contactNumber: batchContacts.contactNumber, email: batchContacts.email, cells: batchContacts.cells })
    .from(batchContacts)
    .where(and(eq(batchContacts.batchId, batchId), sql`${batchContacts.problems} = '[]'::jsonb`))
    .orderBy(asc(batchContacts.contactNumber));
}

/** The ids of a video's batches: read before the video is deleted (its batches go with it). */
export async function batchIdsOf(db: Database, projectId: number): Promise<number[]> {
  const rows = await db.select({ id: batches.id }).from(batches).where(eq(batches.projectId, projectId));
  return rows.map((row) => row.id);
}

/** The counts of a batch's items by status. */
export async function batchCounts(db: Database, batchId: number): Promise<BatchCounts> {
  const [counts] = await db
    .select({
      ready: sql<number>`count(*) filter (where ${personalisedItems.status} = ${PERSONALISATION_STATUS.ready})::int`,
      failed: sql<number>`count(*) filter (where ${personalisedItems.status} = ${PERSONALISATION_STATUS.error})::int`,
      underWay: sql<number>`count(*) filter (where ${personalisedItems.status} in (${PERSONALISATION_STATUS.pending}, ${PERSONALISATION_STATUS.generating}))::int`,
    })
    .from(personalisedItems)
    .where(eq(personalisedItems.batchId, batchId));
  return { ready: Number(counts?.ready ?? 0), failed: Number(counts?.failed ?? 0), underWay: Number(counts?.underWay ?? 0) };
}

/** A batch as its history entry shows it. */
export async function batchListing(db: Database, row: BatchRow): Promise<BatchListing> {
  const [project] = await db.select({ thumbnail: projects.thumbnail }).from(projects).where(eq(projects.id, row.projectId)).limit(1);
  return { row, thumbnail: project?.thumbnail ?? null, counts: await batchCounts(db, row.id) };
}

/** A page of the user's batches, newest first: of one video (`projectId`), or of all of them. */
export async function listBatches(
  db: Database,
  filter: { userId: number; projectId?: number; type: number },
  page: { limit: number; offset: number },
): Promise<{ count: number; listings: BatchListing[] }> {
  const conditions: SQL[] = [eq(batches.userId, filter.userId), eq(batches.type, filter.type)];
  if (filter.projectId !== undefined) conditions.push(eq(batches.projectId, filter.projectId));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(batches).where(where);
  const rows = await db
    .select({ row: batches, thumbnail: projects.thumbnail })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(where)
    .orderBy(desc(batches.id))
    .limit(page.limit)
    .offset(page.offset);
  const listings = await Promise.all(rows.map(async ({ row, thumbnail }) => ({ row, thumbnail, counts: await batchCounts(db, row.id) })));
  return { count: total?.value ?? 0, listings };
}
