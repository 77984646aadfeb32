import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CREDIT_TYPES } from '../../../contract/accountRules.ts';
import type { PreflightCredit } from '../../../contract/batchPreflight.ts';
import { BATCH_TYPES, type BatchType } from '../../../contract/batch.ts';
import { PERSONALISATION_KINDS, PERSONALISATION_STATUS, type PersonalisationKind } from '../../../contract/personalisation.ts';
import { CONTACT_EMAIL_TAG, type MergeTagPair } from '../../../scene/mergeTags.ts';
import type { Database } from '../../db/database.ts';
import { batches, personalisedItems, shareLinks } from '../../db/schema.ts';
import { ensureSubscription, useCredits } from '../account/credits.ts';
import { DomainError } from '../domainError.ts';
import { newRenderId } from '../generation/renderFiles.ts';
import { failPersonalisation, type PersonalisedItemRow, PERSONALISATION_OFFERS } from '../personalisation/personalisedItems.ts';
import { newShareToken } from '../sharing/shareLinks.ts';
import { BATCH_CANCELLED_MESSAGE } from './batchEntries.ts';
import { type BatchRow, findOwnedBatch, validContacts } from './batchStore.ts';
import { personalisableVideo } from './batchValidation.ts';
import { contactMergeValues, type TagColumns, tagColumns } from './contactRules.ts';

/** What a batch of each type makes per contact: a link batch a solo link (kind 2), a mail batch a solo mail code (kind 4). */
const CONTACT_KINDS: Record<BatchType, PersonalisationKind> = { [BATCH_TYPES.link]: PERSONALISATION_KINDS.soloLink, [BATCH_TYPES.mail]: PERSONALISATION_KINDS.soloMail };

/** The kind of personalised item a batch of this type makes per contact. */
export const batchContactKind = (type: number): PersonalisationKind => CONTACT_KINDS[type as BatchType];

/**
 * What one contact of a batch costs: what its solo kind costs (`PERSONALISATION_OFFERS`), since each
 * contact gets the same (its own page greeting them and its own video; a mail batch's also its mail
 * pictures): one Video Personalization (2) and one Salespage Personalization (3) credit, and one
 * Thumbnail Personalization (4) credit in a mail batch.
 */
export const batchContactCosts = (type: number) => PERSONALISATION_OFFERS[batchContactKind(type)].costs;

/** Contacts' links and items are written this many to a statement. */
const ROWS_PER_INSERT = 500;

/** The name of a credit type. */
const creditName = (creditType: number) => CREDIT_TYPES.find((entry) => entry.creditType === creditType)?.name ?? 'personalisation';

/**
 * What a batch of type `type` with `contacts` valid contacts takes of each credit type
 * ({@link batchContactCosts} times the contacts), against what the user has left of it in the current period.
 */
export async function batchCredits(db: Database, userId: number, batch: { type: number; contacts: number }): Promise<PreflightCredit[]> {
  const { contacts } = batch;
  const { balances } = await ensureSubscription(db, userId);
  return batchContactCosts(batch.type).map(({ creditType, amount }) => {
    const balance = balances.find((entry) => entry.creditType === creditType)!;
    return { creditType, name: creditName(creditType), needed: contacts * amount, left: balance.totalCredit - balance.usedCredit };
  });
}

/**
 * Refuses when a credit type has less left than `contacts` contacts take: the message says how
 * many are missing, and the answer carries `creditType` and `missing`.
 * @throws DomainError payment_required
 */
async function assertCreditsFor(db: Database, userId: number, batch: { type: number; contacts: number }) {
  for (const { creditType, name, needed, left } of await batchCredits(db, userId, batch)) {
    const missing = needed - left;
    if (missing > 0) {
      throw new DomainError(
        'payment_required',
        `Not enough ${name} credits for this batch: it needs ${needed}, ${left} left (${missing} missing). Renew your subscription to get more, or generate fewer contacts.`,
        { extra: { creditType, missing } },
      );
    }
  }
}

/**
 * The column of each of the video's tags in the batch's CSV, as validation resolved them.
 * @throws DomainError invalid (the video's merge tags changed since validation)
 */
export function batchTagColumns(batch: Pick<BatchRow, 'mergeTagMap' | 'headers'>, tags: readonly MergeTagPair[]): TagColumns {
  try {
    return tagColumns(tags, batch.mergeTagMap, batch.headers);
  } catch {
    throw new DomainError('invalid', "The video's merge tags changed since this CSV was validated: validate it again.");
  }
}

/**
 * Starts the user's validated batch (issue 18): in one transaction, takes the credits of every valid
 * contact up front (refused with the count missing, nothing made, when a type runs short), and makes
 * each valid contact's share link (its values: its page greets the contact) and personalised item
 * (kind 2, or 4 in a mail batch; pending, keyed by batch and contact number: made once), and marks the batch generating.
 * Starting a batch that is already generating changes nothing (the caller sends its fan-out again,
 * which sends only what is missing). Answers the batch.
 * @throws DomainError not_found; conflict (cancelled, or the video is no longer ready); invalid (no
 * valid contact, or the video's merge tags changed since validation); payment_required
 */
export async function startBatch(db: Database, userId: number, batchId: number): Promise<BatchRow> {
  const batch = await findOwnedBatch(db, userId, batchId);
  if (batch.state === 'generating') return batch;
  if (batch.state === 'cancelled') throw new DomainError('conflict', 'This batch was cancelled: validate the CSV again to make a new one.');
  const { project, tags } = await personalisableVideo(db, userId, batch.projectId);
  const columns = batchTagColumns(batch, tags);
  if (batch.totalCount === 0) throw new DomainError('invalid', 'Every contact of this CSV has errors: fix them and validate it again.');
  await assertCreditsFor(db, userId, { type: batch.type, contacts: batch.totalCount });
  const costs = batchContactCosts(batch.type);

  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(batches)
      .set({ state: 'generating', credits: costs.map((cost) => ({ ...cost, amount: cost.amount * batch.totalCount })), updatedAt: sql`now()` })
      .where(and(eq(batches.id, batch.id), eq(batches.state, 'validated')))
      .returning();
    if (!started) return findOwnedBatch(tx, userId, batchId);
    for (const cost of costs) {
      await useCredits(tx, { userId, creditType: cost.creditType, amount: cost.amount * batch.totalCount, meta: { name: project.name, reason: 'batch' } });
    }
    const contacts = await validContacts(tx, batch.id);
    for (let start = 0; start < contacts.length; start += ROWS_PER_INSERT) {
      const slice = contacts.slice(start, start + ROWS_PER_INSERT).map((contact) => ({ ...contact, values: contactMergeValues(tags, columns, contact.cells) }));
      const links = await tx
        .insert(shareLinks)
        .values(
          slice.map(({ values }) => ({
            token: newShareToken(),
            projectId: project.id,
            userId,
            mergeValues: values,
            batchId: batch.id,
            contactEmail: values[CONTACT_EMAIL_TAG] ?? null,
          })),
        )
        .returning({ id: shareLinks.id });
      await tx.insert(personalisedItems).values(
        slice.map(({ contactNumber, values }, index) => ({
          userId,
          projectId: project.id,
          kind: batchContactKind(batch.type),
          mergeValues: values,
          allMergeTag: tags,
          renderId: newRenderId(),
          shareLinkId: links[index]!.id,
          batchId: batch.id,
          contactNumber,
          credits: costs,
        })),
      );
    }
    return started;
  });
}

/** The batch's items still waiting for a render (pending), oldest contact first: what its fan-out job queues. */
export async function pendingBatchItems(db: Database, batchId: number): Promise<Pick<PersonalisedItemRow, 'id' | 'renderId' | 'contactNumber'>[]> {
  return db
    .select({ id: personalisedItems.id, renderId: personalisedItems.renderId, contactNumber: personalisedItems.contactNumber })
    .from(personalisedItems)
    .where(and(eq(personalisedItems.batchId, batchId), eq(personalisedItems.status, PERSONALISATION_STATUS.pending)))
    .orderBy(asc(personalisedItems.contactNumber));
}

/**
 * Cancels the user's batch: not started, it can no longer be; generating, its contacts still
 * pending are marked failed ({@link BATCH_CANCELLED_MESSAGE}) and their credits given back (their
 * queued jobs then do nothing); contacts already rendering finish. Cancelling twice changes nothing.
 * Answers the batch and the items it stopped.
 * @throws DomainError not_found
 */
export async function cancelBatch(db: Database, userId: number, batchId: number): Promise<{ batch: BatchRow; stopped: PersonalisedItemRow[] }> {
  const batch = await findOwnedBatch(db, userId, batchId);
  if (batch.state === 'cancelled') return { batch, stopped: [] };
  const [cancelled] = await db
    .update(batches)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(eq(batches.id, batch.id))
    .returning();
  const stopped: PersonalisedItemRow[] = [];
  for (const item of await pendingBatchItems(db, batch.id)) {
    const failed = await failPersonalisation(db, item.id, item.renderId, BATCH_CANCELLED_MESSAGE);
    if (failed) stopped.push(failed);
  }
  return { batch: cancelled!, stopped };
}

/**
 * Tries a failed contact of the user's batch again: its credits taken again, a new render id (a
 * late job of the failed render can no longer publish), pending. Answers the item to queue.
 * @throws DomainError not_found (not the user's batch, or no such contact in it); conflict (the
 * batch was cancelled, or the contact has not failed); payment_required
 */
export async function retryBatchContact(db: Database, userId: number, batchId: number, contactNumber: number): Promise<PersonalisedItemRow> {
  const batch = await findOwnedBatch(db, userId, batchId);
  if (batch.state === 'cancelled') throw new DomainError('conflict', 'This batch was cancelled.');
  const [item] = await db
    .select()
    .from(personalisedItems)
    .where(and(eq(personalisedItems.batchId, batch.id), eq(personalisedItems.contactNumber, contactNumber)))
    .limit(1);
  if (!item) throw new DomainError('not_found', 'Not found.');
  if (item.status !== PERSONALISATION_STATUS.error) throw new DomainError('conflict', 'Only a failed contact can be tried again.');
  const costs = batchContactCosts(batch.type);
  return db.transaction(async (tx) => {
    for (const cost of costs) {
      await useCredits(tx, {
        userId,
        ...cost,
        meta: { reason: 'batch retry' },
        shortfall: `Not enough ${creditName(cost.creditType)} credits left to try this contact again. Renew your subscription to get more.`,
      });
    }
    const [retried] = await tx
      .update(personalisedItems)
      .set({ status: PERSONALISATION_STATUS.pending, progress: 0, error: null, renderId: newRenderId(), credits: costs, updatedAt: sql`now()` })
      .where(and(eq(personalisedItems.id, item.id), inArray(personalisedItems.status, [PERSONALISATION_STATUS.error])))
      .returning();
    if (!retried) throw new DomainError('conflict', 'Only a failed contact can be tried again.');
    return retried;
  });
}
