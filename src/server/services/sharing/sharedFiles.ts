import { RENDER_FILE_ROUTE, renderFileKey } from '../generation/renderFiles.ts';
import type { SharedItem } from './shareLinks.ts';

/** A stored file a public page serves. */
export type SharedFile = { key: string; contentType: string };

/** The storage key of a generated file's address (`/api/renders/file/{name}`), or null for any other address. */
function renderKeyOf(address: string | null): string | null {
  return address?.startsWith(RENDER_FILE_ROUTE) ? renderFileKey(address.slice(RENDER_FILE_ROUTE.length)) : null;
}

/** Whether an item's generation is ready (status 1) with its file. */
export function isReady(item: Pick<SharedItem, 'generateStatus' | 'generatedFile'>): boolean {
  return item.generateStatus === 1 && item.generatedFile !== null;
}

/** The MP4 of a ready video, else null. */
export function sharedVideo(item: SharedItem): SharedFile | null {
  return item.kind === 'video' && isReady(item) ? { key: renderFileKey(item.generatedFile!), contentType: 'video/mp4' } : null;
}

/** The poster: a ready image's JPEG, else the item's thumbnail (a JPEG), else null. */
export function sharedPoster(item: SharedItem): SharedFile | null {
  if (item.kind === 'image' && isReady(item) && item.generatedJpeg) return { key: renderFileKey(item.generatedJpeg), contentType: 'image/jpeg' };
  const key = renderKeyOf(item.thumbnail);
  return key ? { key, contentType: 'image/jpeg' } : null;
}
