import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PUBLIC_SHARE_PATHS } from '../../../contract/sharing.ts';
import type { CanvasSizeIndex } from '../../../scene/constants.ts';
import type { Database } from '../../db/database.ts';
import { personalisedItems, projects, shareLinks, sharingPages, users } from '../../db/schema.ts';
import type { SharingPageRow } from './sharingPages.ts';

/** A stored share link. */
export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** A new link token: 144 random bits, base64url (24 characters). */
export function newShareToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The absolute public address of a link. */
export function shareLinkAddress(publicUrl: string, token: string): string {
  return `${publicUrl}${PUBLIC_SHARE_PATHS.page(token)}`;
}

/** The main link of an item, made on first need (at most one per item: a second maker finds the first's). */
export async function mainLinkOf(db: Database, item: { id: number; userId: number }): Promise<ShareLinkRow> {
  const find = () =>
    db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.projectId, item.id), eq(shareLinks.isMain, true)))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing;
  await db.insert(shareLinks).values({ token: newShareToken(), projectId: item.id, userId: item.userId, isMain: true }).onConflictDoNothing();
  const [made] = await find();
  return made!;
}

/** What a public page needs of the item a link shows: never its document, only its fallbacks and size. */
export type SharedItem = {
  id: number;
  userId: number;
  kind: 'video' | 'image';
  name: string;
  generateStatus: number | null;
  generatedFile: string | null;
  generatedJpeg: string | null;
  thumbnail: string | null;
  redirectUrl: string;
  size: CanvasSizeIndex;
  mergeTagFallbacks: Record<string, string> | undefined;
};

/** A link as its public page reads it: the item (null once deleted), the owner and the page to show. */
export type PublicLink = {
  link: Pick<ShareLinkRow, 'id' | 'token' | 'userId' | 'mergeValues'>;
  item: SharedItem | null;
  owner: Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'calendarUrl' | 'linkedinUrl' | 'facebookUrl' | 'twitterUrl'>;
  /** The item's page (its chosen one, else the owner's default); null when the item is gone or the default is not made yet. */
  page: SharingPageRow | null;
};

/**
 * What a personalised link shows in place of the item's files: the contact's render (ready at its
 * status 1; an image's JPEG is its thumbnail, the poster), and the item's own thumbnail until the
 * contact's is drawn. Nothing for a link without a personalised item.
 */
function personalFiles(personal: { status: number | null; file: string | null; thumbnail: string | null } | null): Partial<SharedItem> {
  if (personal?.status === null || personal?.status === undefined) return {};
  return { generateStatus: personal.status, generatedFile: personal.file, generatedJpeg: null, ...(personal.thumbnail ? { thumbnail: personal.thumbnail } : {}) };
}

/** The link with this token and all its public page shows, in one query; undefined for an unknown token. The page of a personalised link shows the contact's render. */
export async function findPublicLink(db: Database, token: string): Promise<PublicLink | undefined> {
  const [row] = await db
    .select({
      link: { id: shareLinks.id, token: shareLinks.token, userId: shareLinks.userId, mergeValues: shareLinks.mergeValues },
      item: {
        id: projects.id,
        userId: projects.userId,
        kind: projects.kind,
        name: projects.name,
        generateStatus: projects.generateStatus,
        generatedFile: projects.generatedFile,
        generatedJpeg: projects.generatedJpeg,
        thumbnail: projects.thumbnail,
        redirectUrl: projects.redirectUrl,
        size: sql<CanvasSizeIndex>`coalesce((${projects.jsonData}->>'size')::int, 0)`,
        mergeTagFallbacks: sql<Record<string, string> | undefined>`${projects.jsonData}->'mergeTagFallbacks'`,
      },
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        calendarUrl: users.calendarUrl,
        linkedinUrl: users.linkedinUrl,
        facebookUrl: users.facebookUrl,
        twitterUrl: users.twitterUrl,
      },
      page: sharingPages,
      personal: { status: personalisedItems.status, file: personalisedItems.file, thumbnail: personalisedItems.thumbnail },
    })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .leftJoin(projects, eq(projects.id, shareLinks.projectId))
    .leftJoin(
      sharingPages,
      sql`${sharingPages.id} = ${projects.sharingPageId} or (${projects.sharingPageId} is null and ${sharingPages.userId} = ${projects.userId} and ${sharingPages.isDefault})`,
    )
    .leftJoin(personalisedItems, eq(personalisedItems.shareLinkId, shareLinks.id))
    .where(eq(shareLinks.token, token))
    .limit(1);
  if (!row) return undefined;
  const item = row.item?.id ? { ...row.item, mergeTagFallbacks: row.item.mergeTagFallbacks ?? undefined, ...personalFiles(row.personal) } : null;
  return { link: row.link, item, owner: row.owner, page: item ? row.page : null };
}
