import { createReadStream } from 'node:fs';
import type { StoredMailPictures } from '../../db/schema.ts';
import { renderFileKey, renderOutputNames } from '../generation/renderFiles.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { makeMailPictures } from './mailPicture.ts';

/**
 * Makes the mail pictures of a rendered video (`makeMailPictures`: the GIF of its first seconds
 * under the budget, the still JPEG of its first frame, both with the play button) in `folder`, and
 * stores them under the render's names (unguessable, never changed, so cached for ever). Answers
 * what the row records: the names and the GIF's size, which the code shows both pictures at.
 */
export async function storeMailPictures(storage: FileStorage, video: { file: string; folder: string; renderId: string }, signal?: AbortSignal): Promise<StoredMailPictures> {
  const made = await makeMailPictures(video.file, video.folder, { signal });
  const names = renderOutputNames(video.renderId);
  await storage.put(renderFileKey(names.mailGif), createReadStream(made.gif.file));
  await storage.put(renderFileKey(names.mailJpeg), createReadStream(made.jpeg.file));
  return { gif: names.mailGif, jpeg: names.mailJpeg, width: made.gif.width, height: made.gif.height };
}
