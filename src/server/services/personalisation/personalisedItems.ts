import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { CREDIT_TYPES } from '../../../contract/accountRules.ts';
import { GENERATE_STATUS } from '../../../contract/generation.ts';
import {
  cleanMergeValues,
  cleanPronunciation,
  mergeValueProblems,
  PERSONALISATION_KINDS,
  PERSONALISATION_STATUS,
  type PersonalisationKind,
  pronunciationProblems,
} from '../../../contract/personalisation.ts';
import { repairProjectDocument } from '../../../scene/document.ts';
import { projectMergeTagInputs } from '../../../scene/mergeFallbacks.ts';
import { CONTACT_EMAIL_TAG } from '../../../scene/mergeTags.ts';
import type { Database } from '../../db/database.ts';
import { personalisedItems, projects, shareLinks, type StoredMailPictures } from '../../db/schema.ts';
import { grantCredits, useCredits } from '../account/credits.ts';
import { DomainError } from '../domainError.ts';
import { newRenderId } from '../generation/renderFiles.ts';
import type { ProjectKind } from '../projects/projectKinds.ts';
import { newShareToken } from '../sharing/shareLinks.ts';

/** A stored personalised item. */
export type PersonalisedItemRow = typeof personalisedItems.$inferSelect;

/** One credit use. */
type Cost = { creditType: number; amount: number };

/**
 * What each kind is made of (spec 001 credit types): a personalised video takes one Video
 * Personalization credit (2), a personalised image one Image Personalization credit (5), a
 * personalised link, whose sharing page greets the contact, one Salespage Personalization credit
 * (3), and a solo mail code's personalised thumbnail (its GIF and still) one Thumbnail
 * Personalization credit (4).
 */
export const PERSONALISATION_OFFERS: Record<PersonalisationKind, { itemKind: ProjectKind; costs: Cost[]; hasLink: boolean }> = {
  [PERSONALISATION_KINDS.download]: { itemKind: 'video', costs: [{ creditType: 2, amount: 1 }], hasLink: false },
  [PERSONALISATION_KINDS.soloLink]: {
    itemKind: 'video',
    costs: [
      { creditType: 2, amount: 1 },
      { creditType: 3, amount: 1 },
    ],
    hasLink: true,
  },
  [PERSONALISATION_KINDS.soloMail]: {
    itemKind: 'video',
    costs: [
      { creditType: 2, amount: 1 },
      { creditType: 3, amount: 1 },
      { creditType: 4, amount: 1 },
    ],
    hasLink: true,
  },
  [PERSONALISATION_KINDS.imageLink]: {
    itemKind: 'image',
    costs: [
      { creditType: 5, amount: 1 },
      { creditType: 3, amount: 1 },
    ],
    hasLink: true,
  },
};

/** The refusal when a credit type has run out: which credits, and what to do. */
function creditShortfall({ creditType }: Cost, itemKind: ProjectKind): string {
  const name = CREDIT_TYPES.find((entry) => entry.creditType === creditType)?.name ?? 'personalisation';
  return `Not enough ${name} credits left to personalise this ${itemKind}. Renew your subscription to get more.`;
}

/** A new personalised item, the name of its video or image, and its link's token (null for a download). */
export type MadePersonalisation = PersonalisationListing;

/**
 * Makes a personalised item of the user's ready video or image for one contact, pending (3): its
 * values and spoken spellings checked against the item's tags, its credits taken and, for the link kinds, its own share
 * link (with the values: its page greets the contact, its analytics are its own), all in one
 * transaction: a refusal leaves nothing behind and takes nothing.
 * @throws DomainError not_found (not the user's item of that kind); conflict (not ready yet);
 * invalid (no merge tags, or values that do not pass: `mergeTagData` names each field's problem);
 * payment_required (a credit type has run out)
 */
export async function makePersonalisation(
  db: Database,
  request: { userId: number; projectId: number; kind: PersonalisationKind; values: Record<string, string>; pronunciation?: Record<string, string> },
): Promise<MadePersonalisation> {
  const offer = PERSONALISATION_OFFERS[request.kind];
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, request.projectId), eq(projects.userId, request.userId), eq(projects.kind, offer.itemKind)))
    .limit(1);
  if (!project) throw new DomainError('not_found', 'Not found.');
  if (project.generateStatus !== GENERATE_STATUS.ready) {
    throw new DomainError('conflict', `Generate the ${offer.itemKind} first: personalised versions are made from a ready ${offer.itemKind}.`);
  }
  const tags = projectMergeTagInputs(repairProjectDocument(project.jsonData).document);
  if (tags.length === 0) throw new DomainError('invalid', `This ${offer.itemKind} has no merge tags to personalise.`);
  const problems = { ...mergeValueProblems(tags, request.values), ...pronunciationProblems(tags, request.pronunciation ?? {}) };
  if (Object.keys(problems).length > 0) throw new DomainError('invalid', 'Check the values of the highlighted fields.', { extra: { mergeTagData: problems } });
  const values = cleanMergeValues(tags, request.values);
  const pronunciation = cleanPronunciation(request.pronunciation ?? {});

  return db.transaction(async (tx) => {
    for (const cost of offer.costs) {
      await useCredits(tx, { userId: request.userId, ...cost, meta: { name: project.name, reason: 'personalise' }, shortfall: creditShortfall(cost, offer.itemKind) });
    }
    let link: { id: number; token: string } | null = null;
    if (offer.hasLink) {
      const token = newShareToken();
      const [made] = await tx
        .insert(shareLinks)
        .values({ token, projectId: project.id, userId: request.userId, mergeValues: values, contactEmail: values[CONTACT_EMAIL_TAG] ?? null })
        .returning({ id: shareLinks.id });
      link = { id: made!.id, token };
    }
    const [row] = await tx
      .insert(personalisedItems)
      .values({
        userId: request.userId,
        projectId: project.id,
        kind: request.kind,
        mergeValues: values,
        pronunciation,
        allMergeTag: tags,
        renderId: newRenderId(),
        shareLinkId: link?.id ?? null,
        credits: offer.costs,
      })
      .returning();
    return { row: row!, itemName: project.name, token: link?.token ?? null, mailClient: project.mailClient };
  });
}

/** A personalised item as its render job finds it, or undefined when it (or its video) was deleted. */
export async function findPersonalisedItem(db: Database, id: number): Promise<PersonalisedItemRow | undefined> {
  const [row] = await db.select().from(personalisedItems).where(eq(personalisedItems.id, id)).limit(1);
  return row;
}

const UNDER_WAY = [PERSONALISATION_STATUS.pending, PERSONALISATION_STATUS.generating];

/** The render `renderId` of item `id` while it is under way. */
const current = (id: number, renderId: string) => and(eq(personalisedItems.id, id), eq(personalisedItems.renderId, renderId), inArray(personalisedItems.status, UNDER_WAY));

/** Records a render's progress: generating (2) with a percentage, or pending (3) again after a failed attempt. Answers the row when it changed. */
export async function recordPersonalisation(db: Database, id: number, renderId: string, status: 2 | 3, progress: number): Promise<PersonalisedItemRow | undefined> {
  const [row] = await db
    .update(personalisedItems)
    .set({ status, progress: Math.round(progress), updatedAt: sql`now()` })
    .where(current(id, renderId))
    .returning();
  return row;
}

/**
 * Marks the render ready (1) with its files, once: a retried job that finished again changes nothing and gets undefined.
 * @param note - what the render left out and why (a contact's picture that could not be fetched), shown as the entry's message; null when nothing
 */
export async function publishPersonalisation(
  db: Database,
  id: number,
  renderId: string,
  files: { file: string; thumbnail: string; mailPictures?: StoredMailPictures },
  note: string | null = null,
): Promise<PersonalisedItemRow | undefined> {
  const [row] = await db
    .update(personalisedItems)
    .set({ status: PERSONALISATION_STATUS.ready, progress: 100, error: note, ...files, updatedAt: sql`now()` })
    .where(current(id, renderId))
    .returning();
  return row;
}

/**
 * Marks the render failed (0) with its reason and gives back every credit it took (grant entries
 * "refund"), in one transaction. Answers the row when it changed.
 */
export async function failPersonalisation(db: Database, id: number, renderId: string, reason: string): Promise<PersonalisedItemRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(personalisedItems)
      .set({ status: PERSONALISATION_STATUS.error, error: reason, updatedAt: sql`now()` })
      .where(current(id, renderId))
      .returning();
    if (row) for (const cost of row.credits) await grantCredits(tx, { userId: row.userId, ...cost, meta: { reason: 'refund' } });
    return row;
  });
}

/**
 * Which history a history path names (spec 002 §7 uses one path shape for an item id and a user
 * id): with `scope` as asked; without, an item (video or image of `itemKind`) when one with this id
 * exists, else the user-wide history when the id is the caller's own user id. An item must be the
 * caller's and a user id their own; anything else is not found.
 * @returns the item's id, or undefined for the user-wide history
 * @throws DomainError not_found
 */
export async function historyItem(db: Database, ask: { id: number; userId: number; itemKind: ProjectKind; scope: 'item' | 'user' | undefined }): Promise<number | undefined> {
  const [item] = await db
    .select({ userId: projects.userId })
    .from(projects)
    .where(and(eq(projects.id, ask.id), eq(projects.kind, ask.itemKind)))
    .limit(1);
  const isUserWide = ask.scope === 'user' || (ask.scope === undefined && !item);
  if (isUserWide) {
    if (ask.id !== ask.userId) throw new DomainError('not_found', 'Not found.');
    return undefined;
  }
  if (item?.userId !== ask.userId) throw new DomainError('not_found', 'Not found.');
  return ask.id;
}

/** A history row: the item, its video or image's name and mail client, and its link's token. */
export type PersonalisationListing = { row: PersonalisedItemRow; itemName: string; token: string | null; mailClient: number | null };

/**
 * A page of the user's solo personalised items of the given kinds (a batch's contacts are listed by
 * their batch), newest first: of one video or image (`projectId`), or of all of them.
 */
export async function listPersonalisations(
  db: Database,
  filter: { userId: number; kinds: readonly PersonalisationKind[]; projectId?: number },
  page: { limit: number; offset: number },
): Promise<{ count: number; listings: PersonalisationListing[] }> {
  const conditions: SQL[] = [eq(personalisedItems.userId, filter.userId), inArray(personalisedItems.kind, [...filter.kinds]), isNull(personalisedItems.batchId)];
  if (filter.projectId !== undefined) conditions.push(eq(personalisedItems.projectId, filter.projectId));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(personalisedItems).where(where);
  const listings = await listingsWhere(db, where).orderBy(desc(personalisedItems.id)).limit(page.limit).offset(page.offset);
  return { count: total?.value ?? 0, listings };
}

/** The listings of the personalised items that match `where`, with their video's or image's name and mail client and their link's token. */
function listingsWhere(db: Database, where: SQL | undefined) {
  return db
    .select({ row: personalisedItems, itemName: projects.name, token: shareLinks.token, mailClient: projects.mailClient })
    .from(personalisedItems)
    .innerJoin(projects, eq(projects.id, personalisedItems.projectId))
    .leftJoin(shareLinks, eq(shareLinks.id, personalisedItems.shareLinkId))
    .where(where);
}

/** The user's personalised item `id` of video or image `projectId` (solo or a batch's contact), as a history lists it. @throws DomainError not_found */
export async function findPersonalisationListing(db: Database, key: { id: number; userId: number; projectId: number }): Promise<PersonalisationListing> {
  const [listing] = await listingsWhere(db, and(eq(personalisedItems.id, key.id), eq(personalisedItems.userId, key.userId), eq(personalisedItems.projectId, key.projectId))).limit(
    1,
  );
  if (!listing) throw new DomainError('not_found', 'Not found.');
  return listing;
}
