import path from 'node:path';
import { CANVAS_SIZES } from '../../scene/constants.ts';
import type { ProjectDocument } from '../../scene/document.ts';
import { thumbnailFrame } from '../../scene/renderSegments.ts';
import type { ImageCapture } from '../../contract/renderPageProtocol.ts';
import { sceneOrder } from '../../scene/timing.ts';
import { pageCallToFile, thumbnailCapture } from './pageOutput.ts';
import type { RenderSession } from './renderSession.ts';

export type StillRenderParts = { session: RenderSession; folder: string };

/** JPEG quality of published images. */
const IMAGE_JPEG_QUALITY = 0.92;

/** What a picture of the project shows: an image's first scene at rest, as the editor shows it; a video's thumbnail frame. */
function pictureOf(doc: ProjectDocument, kind: 'video' | 'image'): Pick<ImageCapture, 'frame' | 'sceneId'> {
  return kind === 'image' ? { frame: 0, sceneId: sceneOrder(doc)[0] ?? null } : { frame: thumbnailFrame(doc), sceneId: null };
}

/**
 * Publishes an image project on an open render page: its first scene at rest, as the editor shows
 * it, at the canvas size as a PNG and a JPEG, and a thumbnail; answers the files in `folder`.
 */
export async function renderImage({ session, folder }: StillRenderParts, doc: ProjectDocument): Promise<{ png: string; jpeg: string; thumbnail: string }> {
  const size = CANVAS_SIZES[doc.size];
  const picture = pictureOf(doc, 'image');
  const files = { png: path.join(folder, 'image.png'), jpeg: path.join(folder, 'image.jpg'), thumbnail: path.join(folder, 'thumbnail.jpg') };
  await session.call('load', [doc, size]);
  await pageCallToFile(session, files.png, 'captureImage', (stream) => [stream, { ...picture, ...size, type: 'image/png' }]);
  await pageCallToFile(session, files.jpeg, 'captureImage', (stream) => [stream, { ...picture, ...size, type: 'image/jpeg', quality: IMAGE_JPEG_QUALITY }]);
  await pageCallToFile(session, files.thumbnail, 'captureImage', (stream) => [stream, thumbnailCapture(picture, size.width, size.height)]);
  return files;
}

/** A project's thumbnail (a draft's, refreshed when the editor is left; a video generation's, drawn first): a JPEG in `folder`. */
export async function renderThumbnail({ session, folder }: StillRenderParts, doc: ProjectDocument, kind: 'video' | 'image'): Promise<string> {
  const size = CANVAS_SIZES[doc.size];
  const file = path.join(folder, 'thumbnail.jpg');
  await session.call('load', [doc, size]);
  await pageCallToFile(session, file, 'captureImage', (stream) => [stream, thumbnailCapture(pictureOf(doc, kind), size.width, size.height)]);
  return file;
}
