import type { DocumentPatch } from '../scene/patch';
import type { EngineEvent, EngineStats, EngineView, FrameReport } from '../engine/Engine';
import type { ImageType } from '../engine/export/captureImage';
import type { Mp4Chunk, Mp4Request, Mp4Result } from '../engine/export/exportMp4';

/** What the page that owns the canvas does for the worker (workers cannot decode SVG). */
export type HostServices = {
  rasterizeSvg(url: string, width: number, height: number, fill: string | null): Promise<ImageBitmap>;
};

/** Options for starting the compositor worker. */
export type EngineInit = {
  /** The shared clock (see src/engine/clock/sharedClock.ts) the main thread's audio clock writes. */
  clock: SharedArrayBuffer;
  preserveDrawingBuffer?: boolean;
  measureGpu?: boolean;
};

/**
 * The one typed interface between the app and the engine (exposed by compositor.worker.ts over
 * comlink). Playback, pause and seek are writes to the shared clock; the worker follows it and
 * draws frame floor(t x 25) whenever that frame or the document changed.
 */
export interface EngineApi {
  /** Takes the canvas (transferred) and starts following the clock. */
  init(canvas: OffscreenCanvas, init: EngineInit, host: HostServices, onEvent?: (event: EngineEvent) => void): Promise<void>;
  /** Loads a project document (validated and repaired); answers the repair warnings. */
  loadDocument(document: unknown): Promise<string[]>;
  /** Applies edits to the loaded document. */
  applyPatches(patches: DocumentPatch[]): Promise<void>;
  /** Chooses what is drawn: the timeline at the clock's frame, or one scene at rest while it is edited. */
  setView(view: EngineView): Promise<void>;
  /** A PNG of a scene at rest, `width` x `height` pixels (scene strip thumbnails). */
  renderThumbnail(sceneId: number, width: number, height: number): Promise<Blob>;
  /** Output size in pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Project length in frames. */
  frameCount(): Promise<number>;
  /** Draws exactly `frame`, waiting for every medium it needs (export, thumbnails, tests). */
  renderFrame(frame: number): Promise<FrameReport>;
  /**
   * Writes an MP4 of project frames drawn at the current size (H.264 High, 25 fps) and/or the given
   * sound (AAC), handing it out piece by piece to `onChunk` as it is written (the export, the server
   * render). Needs preserveDrawingBuffer; the clock is not followed meanwhile.
   */
  exportMp4(request: Mp4Request, onChunk: (chunk: Mp4Chunk) => Promise<void>, onFrame?: (framesDone: number) => void): Promise<Mp4Result>;
  /** Draws `frame` (the view's: the timeline, or a scene at rest) and answers it as a PNG or JPEG at the current size (needs preserveDrawingBuffer). */
  captureImage(frame: number, type: ImageType, quality?: number): Promise<Blob>;
  /** RGBA pixels of a rectangle of the last frame (needs preserveDrawingBuffer). */
  readPixels(x: number, y: number, width: number, height: number): Promise<Uint8Array>;
  stats(): Promise<EngineStats>;
  resetStats(): Promise<void>;
}
