import path from 'node:path';
import type { ImageCapture, RenderPageApi } from '../../contract/renderPageProtocol.ts';
import type { RenderSession } from './renderSession.ts';
import { openStreamFile } from './streamFile.ts';

/**
 * Calls the render page with its output written to `file` as it comes (the stream is named after
 * the file); `onBeat` hears the page's heartbeats.
 */
export async function pageCallToFile<K extends keyof RenderPageApi>(
  session: RenderSession,
  file: string,
  method: K,
  args: (stream: string) => Parameters<RenderPageApi[K]>,
  onBeat?: (done: number) => void,
): Promise<Awaited<ReturnType<RenderPageApi[K]>>> {
  const name = path.basename(file);
  const output = await openStreamFile(file);
  try {
    return await session.call(method, args(name), { name, write: output.write, onBeat });
  } finally {
    await output.close();
  }
}

/** The size of a thumbnail of a `width` x `height` picture: its longer side 640 px, both sides even. */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = 640 / Math.max(width, height);
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2));
  return { width: even(width), height: even(height) };
}

/** A thumbnail of `picture` (a frame, or a scene at rest) of a `width` x `height` project: a JPEG of {@link thumbnailSize}. */
export function thumbnailCapture(picture: Pick<ImageCapture, 'frame' | 'sceneId'>, width: number, height: number): ImageCapture {
  return { ...picture, ...thumbnailSize(width, height), type: 'image/jpeg', quality: 0.85 };
}
