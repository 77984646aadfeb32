import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { projects, type StoredMailPictures } from '../../db/schema.ts';
import { renderFileKey, renderFileNameOf, renderFileUrl } from '../generation/renderFiles.ts';
import type { FileStorage } from '../storage/fileStorage.ts';

/** The generated files a project row names: its MP4 or PNG and JPEG (by name), its thumbnail (by address), a video's mail pictures (by name). */
export type ProjectFiles = { generatedFile: string | null; generatedJpeg: string | null; thumbnail: string | null; mailPictures?: StoredMailPictures | null };

/** Whether any project still names the generated file `name`. */
async function isReferenced(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(or(eq(projects.generatedFile, name), eq(projects.generatedJpeg, name), eq(projects.thumbnail, renderFileUrl(name))))
    .limit(1);
  return Boolean(row);
}

/**
 * Removes from storage the generated files of a project that is gone (its video or image, JPEG and
 * thumbnail), each once no other project names it, and its mail pictures (named by its own render
 * id: no other project names them). Addresses that are not generated files (a catalogue thumbnail)
 * are left alone.
 */
export async function removeProjectFiles(db: Database, storage: FileStorage, files: ProjectFiles): Promise<void> {
  const names = [files.generatedFile, files.generatedJpeg, renderFileNameOf(files.thumbnail)];
  for (const name of new Set(names)) {
    if (name && !(await isReferenced(db, name))) await storage.remove(renderFileKey(name));
  }
  if (files.mailPictures?.gif) for (const name of [files.mailPictures.gif, files.mailPictures.jpeg]) await storage.remove(renderFileKey(name));
}
