import { randomBytes } from 'node:crypto';

/**
 * Where generated files live. Outputs (`renders/…`: MP4 videos, PNG and JPEG images, thumbnails)
 * are named from a generation's render id, 128 random bits, so their addresses are unguessable and
 * a retried render writes the same names again (never a second file). Rendered segments, sound
 * tracks, their encoded chunks and their mixed pieces (`render-cache/…`) are named by their content hash,
 * so an unchanged one is found again.
 */
const OUTPUT_FOLDER = 'renders';
/** The storage folder of rendered segments, sound tracks, sound chunks and sound pieces (pruned by `src/server/jobs/renderCachePruning.ts`). */
export const CACHE_FOLDER = 'render-cache';

/** Path of the route that serves a generated file by its name. */
export const RENDER_FILE_ROUTE = '/api/renders/file/';

const CONTENT_TYPES = { mp4: 'video/mp4', png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' } as const;

/** Names of generated files: a render id or a thumbnail id (22 URL-safe characters), an optional part, an extension. */
export const RENDER_FILE_NAME = /^[A-Za-z0-9_-]{22}(-[a-z]+)?\.(mp4|png|jpg|gif)$/;

/** A new render id (also the id of a draft thumbnail): 128 random bits, URL-safe. */
export function newRenderId(): string {
  return randomBytes(16).toString('base64url');
}

/** The files one generation writes: the video or the image (PNG and JPEG), its thumbnail, and a video's mail pictures (GIF and still JPEG, issue 19). */
export function renderOutputNames(renderId: string) {
  return {
    video: `${renderId}.mp4`,
    png: `${renderId}.png`,
    jpeg: `${renderId}-image.jpg`,
    thumbnail: `${renderId}-thumb.jpg`,
    mailGif: `${renderId}-mail.gif`,
    mailJpeg: `${renderId}-mail.jpg`,
  };
}

/** Whether a generated file is a mail code's picture (a video's mail GIF or still, an image's JPEG), which mail readers load from other origins. */
export function isMailPictureName(name: string): boolean {
  return /-(mail\.(gif|jpg)|image\.jpg)$/.test(name);
}

/** The storage key of a generated file's name. */
export function renderFileKey(name: string): string {
  return `${OUTPUT_FOLDER}/${name}`;
}

/** The address a generated file is served at (no token needed: the name is the secret). */
export function renderFileUrl(name: string): string {
  return `${RENDER_FILE_ROUTE}${name}`;
}

/** The Content-Type of a generated file, from its extension. */
export function renderFileContentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES] ?? 'application/octet-stream';
}

/** The name a generated file's address stands for, if it is one. */
export function renderFileNameOf(address: string | null): string | null {
  if (!address?.startsWith(RENDER_FILE_ROUTE)) return null;
  const name = address.slice(RENDER_FILE_ROUTE.length);
  return RENDER_FILE_NAME.test(name) ? name : null;
}

/** The storage key of a rendered segment (video only) by its content hash. */
export function segmentKey(hash: string): string {
  return `${CACHE_FOLDER}/segments/${hash}.mp4`;
}

/** The storage key of an encoded sound track (AAC as ADTS) by its content hash. */
export function soundTrackKey(hash: string): string {
  return `${CACHE_FOLDER}/sound/${hash}.aac`;
}

/** The storage key of an encoded chunk of a sound track (AAC as ADTS) by its content hash. */
export function soundChunkKey(hash: string): string {
  return `${CACHE_FOLDER}/sound-chunks/${hash}.aac`;
}

/** The storage key of a mixed piece of a sound track (raw f32 samples, stereo interleaved) by its content hash. */
export function soundPieceKey(hash: string): string {
  return `${CACHE_FOLDER}/sound-pieces/${hash}.f32`;
}
