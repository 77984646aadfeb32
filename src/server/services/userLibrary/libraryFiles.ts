import { randomBytes } from 'node:crypto';
import type { MediaFormat } from '../media/sniffMedia.ts';

/** Storage folder of library files (originals, thumbnails, proxies). */
const FOLDER = 'user-library';

/** Path of the route that serves a library file by its name. */
export const LIBRARY_FILE_ROUTE = '/api/userlibrary/file/';

/** The extension a stored file of each format gets, and the type it is served with. */
const STORED_AS: Record<MediaFormat, { extension: string; contentType: string }> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  mp3: { extension: 'mp3', contentType: 'audio/mpeg' },
  wav: { extension: 'wav', contentType: 'audio/wav' },
  mp4: { extension: 'mp4', contentType: 'video/mp4' },
  mov: { extension: 'mov', contentType: 'video/quicktime' },
  avi: { extension: 'avi', contentType: 'video/x-msvideo' },
  webm: { extension: 'webm', contentType: 'video/webm' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

const CONTENT_TYPE_BY_EXTENSION = new Map(Object.values(STORED_AS).map(({ extension, contentType }) => [extension, contentType]));

/** Names of stored library files: 128 random bits, URL-safe, then the extension of the format. */
export const LIBRARY_FILE_NAME = new RegExp(`^[A-Za-z0-9_-]{22}\\.(${[...CONTENT_TYPE_BY_EXTENSION.keys()].join('|')})$`);

/** A new unguessable file name for a file of `format`. */
export function newLibraryFileName(format: MediaFormat): string {
  return `${randomBytes(16).toString('base64url')}.${STORED_AS[format].extension}`;
}

/** The storage key of a library file name. */
export function libraryFileKey(name: string): string {
  return `${FOLDER}/${name}`;
}

/** The address a library file is served at (no token needed: the name is the secret). */
export function libraryFileUrl(name: string): string {
  return `${LIBRARY_FILE_ROUTE}${name}`;
}

/** The Content-Type of a stored library file, from its name's extension. */
export function libraryFileContentType(name: string): string {
  return CONTENT_TYPE_BY_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
}
