import type { FrameDrawer } from './exportMp4';

/** The still formats a capture writes. */
export type ImageType = 'image/png' | 'image/jpeg';

/**
 * Draws `frame` (every medium ready) and encodes the canvas as it then is: a PNG, or a JPEG of
 * `quality` 0..1 (published images, thumbnails). The canvas must keep its drawing buffer.
 */
export async function captureImage(drawer: FrameDrawer, canvas: OffscreenCanvas, frame: number, type: ImageType, quality?: number): Promise<Blob> {
  await drawer.renderFrame(frame);
  return canvas.convertToBlob({ type, quality });
}
