import { createReadStream } from 'node:fs';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { LibraryItem } from '../../../contract/userLibrary.ts';
import type { Database } from '../../db/database.ts';
import { userUploads } from '../../db/schema.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { InspectedUpload } from './inspectUpload.ts';
import { libraryFileKey, libraryFileUrl, newLibraryFileName } from './libraryFiles.ts';
import { CONTENT_TYPE_OF_KIND, type UploadCategory, type UploadContentType, type UploadKind } from './uploadCategories.ts';

export type UploadRow = typeof userUploads.$inferSelect;

/** Processing states of an item (the generation status codes of spec 001 §4). */
export const UploadStatus = { failed: 0, ready: 1, processing: 2, queued: 3 } as const;
export type UploadStatusCode = (typeof UploadStatus)[keyof typeof UploadStatus];

/** Longest item name. */
export const UPLOAD_NAME_MAX = 200;

/** A media item as the API answers it (spec 000 §3 "Media item"). */
export function toMediaItem(row: UploadRow): LibraryItem {
  const mediaFile = libraryFileUrl(row.proxyFile ?? row.originalFile);
  const status = row.processingStatus as UploadStatusCode;
  return {
    id: row.id,
    name: row.name,
    category: row.category as UploadCategory,
    ctg: 'upload' as const,
    ctype: CONTENT_TYPE_OF_KIND[row.kind] as UploadContentType,
    media_file: mediaFile,
    media_thumbnail: row.thumbnailFile ? libraryFileUrl(row.thumbnailFile) : row.kind === 'csv' ? mediaFile : null,
    src: mediaFile,
    original_file: libraryFileUrl(row.originalFile),
    fileInfo: {
      ...row.fileInfo,
      processing: status === UploadStatus.processing || status === UploadStatus.queued,
      status,
      progress: row.processingProgress,
    },
    timestamp: row.createdAt.toISOString(),
  };
}

/** Every stored file of an item. */
const filesOf = (row: Pick<UploadRow, 'originalFile' | 'thumbnailFile' | 'proxyFile'>) => [row.originalFile, row.thumbnailFile, row.proxyFile].filter((name) => name !== null);

/** Removes stored library files; a file already gone is no error. */
export async function removeLibraryFiles(storage: FileStorage, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => storage.remove(libraryFileKey(name))));
}

/**
 * Stores a checked upload: its original and thumbnail under new unguessable names, and its row.
 * Items that need a proxy start queued (status 3, progress 0). Nothing is left behind on failure.
 */
export async function createUpload(
  db: Database,
  storage: FileStorage,
  upload: { userId: number; name: string; category: UploadCategory; path: string; inspected: InspectedUpload },
): Promise<UploadRow> {
  const { inspected } = upload;
  const stored: string[] = [];
  const store = async (path: string, name: string) => {
    stored.push(name);
    await storage.put(libraryFileKey(name), createReadStream(path));
    return name;
  };
  try {
    const originalFile = await store(upload.path, newLibraryFileName(inspected.format));
    const thumbnailFile = inspected.thumbnailPath ? await store(inspected.thumbnailPath, newLibraryFileName('jpeg')) : null;
    const [row] = await db
      .insert(userUploads)
      .values({
        userId: upload.userId,
        name: upload.name,
        category: upload.category,
        kind: inspected.kind,
        format: inspected.format,
        originalFile,
        thumbnailFile,
        fileInfo: inspected.fileInfo,
        processingStatus: inspected.plan ? UploadStatus.queued : UploadStatus.ready,
        processingProgress: inspected.plan ? 0 : 100,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeLibraryFiles(storage, stored);
    throw error;
  }
}

/** LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of a user's items, newest first, with the count of all that match. */
export async function listUploads(
  db: Database,
  userId: number,
  filter: { category?: UploadCategory; kind?: UploadKind; query?: string; limit: number; offset: number },
): Promise<{ count: number; rows: UploadRow[] }> {
  const conditions: SQL[] = [eq(userUploads.userId, userId)];
  if (filter.category) conditions.push(eq(userUploads.category, filter.category));
  if (filter.kind) conditions.push(eq(userUploads.kind, filter.kind));
  if (filter.query) conditions.push(ilike(userUploads.name, containing(filter.query)));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(userUploads).where(where);
  const rows = await db.select().from(userUploads).where(where).orderBy(desc(userUploads.id)).limit(filter.limit).offset(filter.offset);
  return { count: total?.value ?? 0, rows };
}

const ownRow = (userId: number, id: number) => and(eq(userUploads.id, id), eq(userUploads.userId, userId));

/** Renames the user's item; undefined when the user has no such item. */
export async function renameUpload(db: Database, userId: number, id: number, name: string): Promise<UploadRow | undefined> {
  const [row] = await db.update(userUploads).set({ name }).where(ownRow(userId, id)).returning();
  return row;
}

/** Deletes the user's item and then its files (original, thumbnail, proxy); false when the user has no such item. */
export async function deleteUpload(db: Database, storage: FileStorage, userId: number, id: number): Promise<boolean> {
  const [row] = await db.delete(userUploads).where(ownRow(userId, id)).returning();
  if (!row) return false;
  await removeLibraryFiles(storage, filesOf(row));
  return true;
}

/** Reads an item by id whoever owns it (the processing job). */
export async function findUpload(db: Database, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(userUploads).where(eq(userUploads.id, id));
  return row;
}

/**
 * Records processing progress, or the finished proxy with what it is; undefined when the item is
 * gone (deleted meanwhile), so the caller can drop what it made.
 */
export async function updateProcessing(
  db: Database,
  id: number,
  change: { status: UploadStatusCode; progress: number; proxyFile?: string; fileInfo?: UploadRow['fileInfo'] },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(userUploads)
    .set({ processingStatus: change.status, processingProgress: change.progress, proxyFile: change.proxyFile, fileInfo: change.fileInfo })
    .where(eq(userUploads.id, id))
    .returning();
  return row;
}
