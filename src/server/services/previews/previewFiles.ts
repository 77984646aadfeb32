import type { FileStorage } from '../storage/fileStorage.ts';

/**
 * Where preview files live (`previews/{name}`, see `previewPlan.ts`) and where they are served.
 * Their names are hashes of what they show, so a name never changes its content: they are served
 * cached for ever, without a token.
 */
const PREVIEW_FOLDER = 'previews';

/** Path of the route that serves a preview file by its name. */
export const PREVIEW_FILE_ROUTE = '/api/previews/file/';

/** A preview file name: 32 hex digits and the extension. */
export const PREVIEW_FILE_NAME = /^[0-9a-f]{32}\.(jpg|mp4)$/;

/** The storage key of a preview file. */
export function previewFileKey(name: string): string {
  return `${PREVIEW_FOLDER}/${name}`;
}

/** The address a preview file is served at. */
export function previewFileUrl(name: string): string {
  return `${PREVIEW_FILE_ROUTE}${name}`;
}

/** The Content-Type of a preview file, from its extension. */
export function previewContentType(name: string): string {
  return name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg';
}

/** The storage key that records that the preview whose first file is `name` could not be made (its text is the reason). */
export function previewFailureKey(name: string): string {
  return `${PREVIEW_FOLDER}/failed/${name}.txt`;
}

/** Names known to be stored, per storage: a preview file, once written, stays (its name says what it holds). */
const knownStored = new WeakMap<FileStorage, Set<string>>();

/** Whether the preview file `name` is stored (a file once found is not looked up again). */
export async function isPreviewStored(storage: FileStorage, name: string): Promise<boolean> {
  let known = knownStored.get(storage);
  if (!known) knownStored.set(storage, (known = new Set()));
  if (known.has(name)) return true;
  const isStored = await storage.exists(previewFileKey(name));
  if (isStored) known.add(name);
  return isStored;
}
