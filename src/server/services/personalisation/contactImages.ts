import type { MergeTagPair } from '../../../scene/mergeTags.ts';
import type { ServerConfig } from '../../config.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { libraryFileKey, libraryFileUrl, newLibraryFileName } from '../userLibrary/libraryFiles.ts';
import { downloadMergeImage, MergeImageRefusal } from './mergeImageDownload.ts';

/** A contact's values with their pictures on our own origin, what was left out and why, and how to remove the fetched copies. */
export type ContactImages = { contact: Record<string, string>; note: string | null; release(): Promise<void> };

/**
 * The contact's values as the render page can draw them (its Content-Security-Policy loads media
 * from our own origin only): each image tag's address on our own origin (`publicUrl`) becomes
 * that path; one on another site is fetched (`downloadMergeImage`: public hosts only, 10 s, 20 MB,
 * a PNG, JPEG, WebP or GIF) into storage as a library file, and the page gets that file's address.
 * A picture that cannot be fetched is left out: the tag's fallback is drawn, and `note` tells why
 * (the history entry's message). Call `release` once the render is done: the copies are removed.
 */
export async function contactImages(
  { storage, config }: { storage: FileStorage; config: Pick<ServerConfig, 'publicUrl' | 'mergeImageAllowPrivateHosts'> },
  tags: readonly MergeTagPair[],
  values: Readonly<Record<string, string>>,
): Promise<ContactImages> {
  const contact = { ...values };
  const stored: string[] = [];
  const notes: string[] = [];
  const ownOrigin = new URL(config.publicUrl).origin;
  for (const [name, inputType] of tags) {
    const address = contact[name]?.trim() ?? '';
    if (inputType !== 'image' || address === '') continue;
    const url = new URL(address);
    if (url.origin === ownOrigin) {
      contact[name] = `${url.pathname}${url.search}`;
      continue;
    }
    try {
      const picture = await downloadMergeImage(address, config.mergeImageAllowPrivateHosts);
      const file = newLibraryFileName(picture.format);
      await storage.put(libraryFileKey(file), picture.bytes);
      stored.push(file);
      contact[name] = libraryFileUrl(file);
    } catch (error) {
      if (!(error instanceof MergeImageRefusal)) throw error;
      contact[name] = '';
      notes.push(`The picture for {{${name}}} was not used, its fallback was shown: ${error.message}.`);
    }
  }
  return {
    contact,
    note: notes.length > 0 ? notes.join(' ') : null,
    release: async () => {
      await Promise.all(stored.map((file) => storage.remove(libraryFileKey(file))));
    },
  };
}
