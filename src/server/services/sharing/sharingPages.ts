import { and, asc, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SharingPage, SharingPageCard, SharingPageContent, SharingPageUpdate, TemplatePageCard } from '../../../contract/sharing.ts';
import { mergeTagNames } from '../../../scene/mergeTags.ts';
import type { Database } from '../../db/database.ts';
import { projects, sharingPages, userUploads } from '../../db/schema.ts';
import { LIBRARY_FILE_ROUTE } from '../userLibrary/libraryFiles.ts';
import { DEFAULT_PAGE_TEMPLATE, PAGE_TEMPLATES } from './pageTemplates.ts';
import { DomainError } from '../domainError.ts';
import { sharingNotFound } from './sharingErrors.ts';
import type { LayoutPictures } from './templatePagePreviews.ts';

/**
 * Sharing pages (spec 002 §3): the template pages every account may copy, and each user's own
 * pages, one of them the default that items without a chosen page open.
 */

/** A stored sharing page. */
export type SharingPageRow = typeof sharingPages.$inferSelect;

/** The longest page name. */
export const PAGE_NAME_MAX = 120;

const COPY_SUFFIX = ' (copy)';

const PAGE_IN_USE_MESSAGE = 'This sharing page is the current page of an item: choose another page for it first.';

/** Whether a page's text uses merge tags (it then reads differently per contact). */
function usesMergeTags(content: SharingPageContent): boolean {
  return [content.title, content.headline, content.body, content.ctaLabel].some((text) => mergeTagNames(text).length > 0);
}

/** A page as cards show it: its picture is its layout's template picture. */
export function toPageCard(row: SharingPageRow, pictures: LayoutPictures): SharingPageCard {
  return {
    id: row.id,
    name: row.name,
    previewImage: pictures(row.layout).desktopViewPreview,
    isPersonalized: usesMergeTags(row.content),
    isDefault: row.isDefault,
    layout: row.layout,
    timestamp: row.updatedAt.toISOString(),
  };
}

/** A page with what it says (the editor's load). */
export function toSharingPage(row: SharingPageRow, pictures: LayoutPictures): SharingPage {
  return { ...toPageCard(row, pictures), content: row.content };
}

/** A template page as the template dialog shows it: with its screenshots. */
function toTemplateCard(row: SharingPageRow, pictures: LayoutPictures): TemplatePageCard {
  return { ...toPageCard(row, pictures), ...pictures(row.layout) };
}

/** Writes the template pages of `pageTemplates.ts` into the table by key (new ones added, changed ones updated); run at start. */
export async function upsertPageTemplates(db: Database): Promise<void> {
  await db
    .insert(sharingPages)
    .values(PAGE_TEMPLATES.map((template) => ({ templateKey: template.key, name: template.name, layout: template.layout, content: template.content })))
    .onConflictDoUpdate({
      target: sharingPages.templateKey,
      set: { name: sql`excluded.name`, layout: sql`excluded.layout`, content: sql`excluded.content`, updatedAt: sql`now()` },
      setWhere: sql`(${sharingPages.name}, ${sharingPages.layout}, ${sharingPages.content}) is distinct from (excluded.name, excluded.layout, excluded.content)`,
    });
}

/** The template pages, in the order they are shipped. */
export async function listTemplatePages(db: Database, pictures: LayoutPictures): Promise<TemplatePageCard[]> {
  const rows = await db.select().from(sharingPages).where(isNotNull(sharingPages.templateKey)).orderBy(asc(sharingPages.id));
  return rows.map((row) => toTemplateCard(row, pictures));
}

/** The user's default page, made from the default template on first use (at most one: a second maker finds the first's). */
export async function defaultPageOf(db: Database, userId: number): Promise<SharingPageRow> {
  const find = () =>
    db
      .select()
      .from(sharingPages)
      .where(and(eq(sharingPages.userId, userId), eq(sharingPages.isDefault, true)))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing;
  const { name, layout, content } = DEFAULT_PAGE_TEMPLATE;
  await db.insert(sharingPages).values({ userId, name, layout, content, isDefault: true }).onConflictDoNothing();
  const [made] = await find();
  return made!;
}

/** A page of the user's sharing pages (the default first, then last changed first), with the count of all. */
export async function listUserPages(db: Database, userId: number, { limit, offset }: { limit: number; offset: number }, pictures: LayoutPictures) {
  await defaultPageOf(db, userId);
  const where = eq(sharingPages.userId, userId);
  const [total] = await db.select({ value: count() }).from(sharingPages).where(where);
  const rows = await db
    .select()
    .from(sharingPages)
    .where(where)
    .orderBy(desc(sharingPages.isDefault), desc(sharingPages.updatedAt), desc(sharingPages.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.value ?? 0, results: rows.map((row) => toPageCard(row, pictures)) };
}

/** The user's own page. @throws DomainError not_found for a template, another user's page or a missing id */
export async function findUserPage(db: Database, id: number, userId: number): Promise<SharingPageRow> {
  const [row] = await db
    .select()
    .from(sharingPages)
    .where(and(eq(sharingPages.id, id), eq(sharingPages.userId, userId)))
    .limit(1);
  if (!row) throw sharingNotFound();
  return row;
}

/** The user's own page or a template page (what may be read and copied). @throws DomainError not_found */
export async function findReadablePage(db: Database, id: number, userId: number): Promise<SharingPageRow> {
  const [row] = await db
    .select()
    .from(sharingPages)
    .where(and(eq(sharingPages.id, id), sql`(${sharingPages.userId} = ${userId} or ${sharingPages.templateKey} is not null)`))
    .limit(1);
  if (!row) throw sharingNotFound();
  return row;
}

/** Whether `address` is the file of a picture in the user's media library. */
async function isOwnPicture(db: Database, userId: number, address: string): Promise<boolean> {
  const name = address.slice(LIBRARY_FILE_ROUTE.length);
  const [row] = await db
    .select({ id: userUploads.id })
    .from(userUploads)
    .where(and(eq(userUploads.userId, userId), eq(userUploads.kind, 'image'), or(eq(userUploads.originalFile, name), eq(userUploads.proxyFile, name))))
    .limit(1);
  return row !== undefined;
}

/**
 * Applies the editor's autosave to the user's page: name, layout and any content fields. A logo
 * must be a picture of the user's own media library.
 * @throws DomainError not_found; invalid (field content.logo) for a logo that is not the user's picture
 */
export async function updateUserPage(db: Database, id: number, userId: number, update: SharingPageUpdate): Promise<SharingPageRow> {
  const current = await findUserPage(db, id, userId);
  const logo = update.content?.logo;
  if (logo && !(await isOwnPicture(db, userId, logo))) throw new DomainError('invalid', 'Choose a picture from your media library.', { field: 'content.logo' });
  const [row] = await db
    .update(sharingPages)
    .set({ name: update.name ?? current.name, layout: update.layout ?? current.layout, content: { ...current.content, ...update.content }, updatedAt: sql`now()` })
    .where(and(eq(sharingPages.id, id), eq(sharingPages.userId, userId)))
    .returning();
  if (!row) throw sharingNotFound();
  return row;
}

/**
 * Copies the user's page or a template page into a new page of the user: a template's copy keeps
 * the template's name, a page's copy is "{name} (copy)". @throws DomainError not_found
 */
export async function copyPage(db: Database, id: number, userId: number): Promise<SharingPageRow> {
  const source = await findReadablePage(db, id, userId);
  const name = source.templateKey === null ? `${source.name.slice(0, PAGE_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}` : source.name;
  const [copy] = await db.insert(sharingPages).values({ userId, name, layout: source.layout, content: source.content }).returning();
  return copy!;
}

/**
 * Deletes the user's page, unless it is the default page or the current page of any item.
 * @throws DomainError not_found, or conflict for the default page and a page in use
 */
export async function deleteUserPage(db: Database, id: number, userId: number): Promise<{ id: number }> {
  const page = await findUserPage(db, id, userId);
  if (page.isDefault) throw new DomainError('conflict', 'The default sharing page cannot be deleted.');
  const [use] = await db.select({ value: count() }).from(projects).where(eq(projects.sharingPageId, id));
  if ((use?.value ?? 0) > 0) throw new DomainError('conflict', PAGE_IN_USE_MESSAGE);
  // An item may have chosen the page since the count: the delete asks again in the same statement.
  const [deleted] = await db
    .delete(sharingPages)
    .where(and(eq(sharingPages.id, id), eq(sharingPages.userId, userId), sql`not exists (select 1 from ${projects} where ${projects.sharingPageId} = ${id})`))
    .returning({ id: sharingPages.id });
  if (!deleted) throw new DomainError('conflict', PAGE_IN_USE_MESSAGE);
  return deleted;
}

/** The page an item's links open: its chosen page, else the owner's default page. */
export async function pageOfItem(db: Database, item: { userId: number; sharingPageId: number | null }): Promise<SharingPageRow> {
  if (item.sharingPageId !== null) {
    const [row] = await db.select().from(sharingPages).where(eq(sharingPages.id, item.sharingPageId)).limit(1);
    if (row) return row;
  }
  return defaultPageOf(db, item.userId);
}
