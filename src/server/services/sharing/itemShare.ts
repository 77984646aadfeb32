import { and, eq } from 'drizzle-orm';
import { mailClientById } from '../../../contract/mailClients.ts';
import type { ItemShareFields } from '../../../contract/sharing.ts';
import { imageMailPictures, itemMailCode, mailPicturesOf } from '../mail/itemMailCode.ts';
import { repairProjectDocument } from '../../../scene/document.ts';
import { projectMergeTagInputs } from '../../../scene/mergeFallbacks.ts';
import type { Database } from '../../db/database.ts';
import { projects } from '../../db/schema.ts';
import type { ProjectCard } from '../../../contract/projects.ts';
import { toProjectCard } from '../projects/projectCards.ts';
import type { ProjectKey, ProjectRow } from '../projects/projectStore.ts';
import { DomainError } from '../domainError.ts';
import { isReady } from './sharedFiles.ts';
import { sharingNotFound } from './sharingErrors.ts';
import type { AppContext } from '../../context.ts';
import { findUserPage, pageOfItem, toPageCard } from './sharingPages.ts';
import { layoutPictures } from './templatePagePreviews.ts';
import { mainLinkOf, shareLinkAddress } from './shareLinks.ts';
import { itemReports, utcDay } from './shareReports.ts';
import { cachedUserAnswer } from '../auth/accountCache.ts';
import { itemPersonalisationCounts } from '../personalisation/personalisationCounts.ts';
import { PERSONALISATION_COUNTS_DESCRIPTION } from '../../../contract/personalisationCounts.ts';

/** An item as its detail screen shows it: its card, its kind and its share fields (spec 002 §3). */
export type ItemDetails = ProjectCard & { type: ProjectRow['kind'] } & ItemShareFields;

/** The user's item of this kind. @throws DomainError not_found */
export async function findOwnItem(db: Database, { id, userId, kind }: ProjectKey): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.kind, kind)))
    .limit(1);
  if (!row) throw sharingNotFound();
  return row;
}

/** The user's video or image with this id. @throws DomainError not_found */
export async function findUserItem(db: Database, id: number, userId: number): Promise<Pick<ProjectRow, 'id' | 'kind'>> {
  const [row] = await db
    .select({ id: projects.id, kind: projects.kind })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .limit(1);
  if (!row) throw sharingNotFound();
  return row;
}

/** The share fields of an item; its main link is made here when the item is ready and has none yet. */
async function shareFieldsOf(context: AppContext, row: ProjectRow): Promise<ItemShareFields> {
  const { db } = context;
  const link = isReady(row) ? await mainLinkOf(db, row) : null;
  const doc = repairProjectDocument(row.jsonData).document;
  const pictures = row.kind === 'image' ? (row.generatedJpeg && isReady(row) ? imageMailPictures(row.generatedJpeg, doc.size) : null) : row.mailPictures;
  const [page, reports, personalised, layouts] = await Promise.all([pageOfItem(db, row), itemReports(db, row.id), itemPersonalisationCounts(db, row.id), layoutPictures(context)]);
  return {
    ...personalised,
    ...reports,
    thumbnailInst: { name: row.name, thumbnail: row.thumbnail, isPersonalized: false },
    sharingPage: toPageCard(page, layouts),
    mailClient: mailClientChoice(row.mailClient),
    link: link ? shareLinkAddress(context.config.publicUrl, link.token) : null,
    ...itemMailCode({
      publicUrl: context.config.publicUrl,
      mailClient: row.mailClient,
      token: link?.token ?? null,
      pictures: mailPicturesOf(pictures),
      subject: row.kind,
    }),
    redirectUrl: row.redirectUrl,
    allMergeTag: projectMergeTagInputs(doc),
  };
}

/** The chosen mail client as the detail answers it, or null when none is chosen (or a client no longer listed). */
function mailClientChoice(id: number | null): ItemShareFields['mailClient'] {
  const client = id === null ? undefined : mailClientById(id);
  return client ? { id: client.id, name: client.name } : null;
}

/**
 * The user's item as the detail call answers it; from the embedded database's account cache when
 * it holds it (by day: the daily report ends today). @throws DomainError not_found
 */
export function itemDetails(context: AppContext, key: ProjectKey): Promise<ItemDetails> {
  return cachedUserAnswer(context.db, key.userId, `details ${key.kind} ${key.id} ${utcDay(new Date())}`, async () => {
    const row = await findOwnItem(context.db, key);
    return { ...toProjectCard(row), type: row.kind, ...(await shareFieldsOf(context, row)) };
  });
}

/** What the detail PUT may change: the video's sharing page, the mail client, the image's redirect. */
export type ItemShareChange = { sharingPageId?: number; mailClient?: number; redirectUrl?: string };

/**
 * Changes an item's share settings. The sharing page must be one of the user's own pages (a
 * template is copied first, with the copy call's `video_id`); the mail client one of `MAIL_CLIENTS`.
 * @throws DomainError not_found for another user's item or page; invalid for a client not listed
 */
export async function changeItemShare(db: Database, key: ProjectKey, change: ItemShareChange): Promise<void> {
  await findOwnItem(db, key);
  if (change.sharingPageId !== undefined) await findUserPage(db, change.sharingPageId, key.userId);
  if (change.mailClient !== undefined && !mailClientById(change.mailClient)) throw new DomainError('invalid', 'Choose one of the listed mail clients.');
  await db
    .update(projects)
    .set(change)
    .where(and(eq(projects.id, key.id), eq(projects.userId, key.userId), eq(projects.kind, key.kind)));
}

/** What the API reference says of the share fields of the detail calls. */
export const ITEM_SHARE_FIELDS_DESCRIPTION = `report {linkClicked, videoPlayed, views} over all the item's links; dailyReport: the same per UTC day, the last 30 days, oldest first; thumbnailInst {name, thumbnail, isPersonalized}; sharingPage (the card of the page its links open: the chosen one, else the default page); ${PERSONALISATION_COUNTS_DESCRIPTION} (of this item); mailClient ({id, name} of the chosen client (GET /api/campaign/emailclient/), or null: codes are built for Gmail); link (the absolute public address /s/{token}, made when the item is ready; null before); code (the item's mail code, spec 002 §3: HTML built for its mail client, a one-column table with inline styles and absolute addresses: its picture (a video's GIF of the first 3 s with a play button, under 1 MB; Outlook on the desktop gets the still JPEG of its first frame instead; an image's JPEG) linked to its page through the tracked redirect /s/{token}/go/mail (counted as a click; an image with a redirect goes there), alt text "Play the video" ("See the image"), and a text link with the same words under it; null until the item is ready (a video's pictures are made before it is, and the code stays null if they could not be made)); codeText (its plain-text version, "Play the video: {address}", for text/plain beside the HTML); mailPictures ({animated: the GIF's address (null for an image), still: the JPEG's, width, height: the size the code shows them at} or null); redirectUrl ("" when off); allMergeTag ([tag, input type] pairs, input type text, email, url or image: an image tag takes an image address; a personalised item (one with tags) always has ["email", "email"], the contact's address; [] for an item without tags)`;
