import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { personalisedItems } from '../../db/schema.ts';
import { renderFileKey, renderOutputNames } from '../generation/renderFiles.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { findPersonalisedItem } from './personalisedItems.ts';

/**
 * The files a personalised render may leave in storage, all named by its render id
 * (`renderOutputNames`): a video's MP4, thumbnail and mail pictures, an image's PNG and JPEG (its thumbnail). No
 * other row names them: each personalised item has a render id of its own.
 */
function personalisedFileNames(renderId: string): string[] {
  const names = renderOutputNames(renderId);
  return [names.video, names.thumbnail, names.png, names.jpeg, names.mailGif, names.mailJpeg];
}

/** The render ids of a video's or image's personalised items: read before the item is deleted (its rows go with it). */
export async function personalisedRenderIdsOf(db: Database, projectId: number): Promise<string[]> {
  const rows = await db.select({ renderId: personalisedItems.renderId }).from(personalisedItems).where(eq(personalisedItems.projectId, projectId));
  return rows.map((row) => row.renderId);
}

/** Removes from storage every file of these personalised renders (missing ones are no error). */
export async function removePersonalisedFiles(storage: FileStorage, renderIds: readonly string[]): Promise<void> {
  for (const renderId of renderIds) for (const name of personalisedFileNames(renderId)) await storage.remove(renderFileKey(name));
}

/**
 * After a personalised render could not be published: removes its files when its item is gone
 * (its video or image was deleted while it rendered), since no row will ever name them.
 */
export async function removeFilesOfDeletedItem(db: Database, storage: FileStorage, itemId: number, renderId: string): Promise<void> {
  if (!(await findPersonalisedItem(db, itemId))) await removePersonalisedFiles(storage, [renderId]);
}
