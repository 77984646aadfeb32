import path from 'node:path';
import type { ProjectDocument } from '../../scene/document.ts';
import type { PreviewPicture } from '../services/previews/previewPlan.ts';
import { pageCallToFile } from './pageOutput.ts';
import type { RenderSession } from './renderSession.ts';

/**
 * Takes preview pictures of a document on an open render page (see `previewPlan`): the document
 * is loaded once at the pictures' size and each picture is written, as a JPEG named after it, to
 * `folder`. Pictures of one name are taken once. Answers the files by name.
 */
export async function renderPreviewPictures(session: RenderSession, folder: string, doc: ProjectDocument, pictures: readonly PreviewPicture[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const first = pictures[0];
  if (!first) return files;
  await session.call('load', [doc, { width: first.capture.width, height: first.capture.height }]);
  for (const { name, capture } of pictures) {
    if (files.has(name)) continue;
    const file = path.join(folder, name);
    await pageCallToFile(session, file, 'captureImage', (stream) => [stream, capture]);
    files.set(name, file);
  }
  return files;
}
