import { canEncodeVideo } from 'mediabunny';
import type { Mp4Chunk } from '../../../../engine/export/exportMp4';
import { CANVAS_SIZES } from '../../../../scene/constants';
import type { ProjectDocument } from '../../../../scene/document';
import { renderFrameCount } from '../../../../scene/renderSegments';
import { FPS } from '../../../../scene/time';
import { downloadFile } from '../../../components/downloadFile';
import { startEngine } from '../../../engineClient/engineClient';
import { mixProjectAudio } from '../../../render/mixProjectAudio';
import { FileBytes } from './fileBytes';

/**
 * Whether this browser's WebCodecs can encode the server's video: H.264 High at the project's
 * canvas size and 25 fps (mediabunny builds the same codec string here as when it encodes).
 */
export async function canExportInBrowser(size: ProjectDocument['size']): Promise<boolean> {
  if (typeof OffscreenCanvas === 'undefined' || typeof OfflineAudioContext === 'undefined') return false;
  const { width, height } = CANVAS_SIZES[size];
  return canEncodeVideo('avc', { width, height, frameRate: FPS }).catch(() => false);
}

/** Rejects when `signal` aborts. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    const stop = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('The export was cancelled.', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });

/**
 * Exports a project as the server renders it, in this browser: a compositor worker of its own (the
 * preview's keeps running) at the canvas size draws every frame of the timeline, the sound is mixed
 * on an OfflineAudioContext, and the engine's `exportMp4` encodes both (H.264 High at 25 fps, AAC)
 * into one MP4, which is gathered here. Aborting `signal` ends the worker at once.
 * @param onProgress - the fraction of frames encoded, 0..1
 */
export async function exportInBrowser(document: ProjectDocument, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<Blob> {
  const size = CANVAS_SIZES[document.size];
  const canvas = Object.assign(window.document.createElement('canvas'), size);
  const engine = await startEngine(canvas, { preserveDrawingBuffer: true });
  const frames = renderFrameCount(document);
  const file = new FileBytes();
  const work = async () => {
    await engine.loadDocument(document);
    await engine.setView({ kind: 'timeline' });
    await engine.resize(size.width, size.height);
    const { audio } = await mixProjectAudio(document, frames / FPS);
    const onChunk = async ({ data, position }: Mp4Chunk) => file.write(position, data);
    await engine.exportMp4({ video: { fromFrame: 0, toFrame: frames }, audio }, onChunk, (done) => onProgress(done / frames));
  };
  try {
    await Promise.race([work(), aborted(signal)]);
  } finally {
    engine.dispose();
  }
  return new Blob([file.bytes()], { type: 'video/mp4' });
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadFile(url, fileName);
  // The download has its own reference once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
