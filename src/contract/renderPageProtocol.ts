/**
 * The contract between the server's render worker and the render page (`render.html`, built with
 * the app): the page loads the same engine as the preview and answers these calls on
 * `window[RENDER_PAGE_GLOBAL]`; the server exposes two functions to it. Everything the page writes
 * (MP4 pieces, pictures) goes out through `window[RENDER_SINK](stream, base64, position)`, so no
 * file is ever held whole in the page; `window[RENDER_BEAT](stream, done)` tells the server that
 * work moves on (its hang detection).
 */
import type { SoundMix } from '../scene/soundPieces';

/** Name of the page's API object on `window`. */
export const RENDER_PAGE_GLOBAL = 'studioRender';

/** Name of the server's function that receives output: `(stream, base64 bytes, byte position) => Promise<void>`. */
export const RENDER_SINK = 'studioRenderSink';

/** Name of the server's heartbeat function: `(stream, units done) => void` (frames drawn, sounds decoded). */
export const RENDER_BEAT = 'studioRenderBeat';

/** A still picture to take: frame `frame` of the timeline, or scene `sceneId` at rest as the editor shows it (published images). */
export type ImageCapture = {
  frame: number;
  sceneId: number | null;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  /** JPEG quality 0..1. */
  quality?: number;
};

/** The render page's calls. Each `stream` names where the server writes the bytes. */
export type RenderPageApi = {
  /** Loads a project document (repaired like the editor's) and sets the output size; answers its frame count and repair warnings. */
  load(document: unknown, size: { width: number; height: number }): Promise<{ frameCount: number; warnings: string[] }>;
  /** Writes project frames `fromFrame`..`toFrame` (excluded) as an MP4 of H.264 video only. */
  encodeVideo(stream: string, fromFrame: number, toFrame: number): Promise<{ frames: number; bytes: number }>;
  /**
   * Mixes one piece of a sound track (`soundPieces`: its sounds placed on whole samples) and writes
   * its samples as raw 32-bit floats, little-endian, stereo interleaved; answers the files that
   * stayed silent. The server joins the pieces and encodes the track once.
   */
  mixSound(stream: string, mix: SoundMix): Promise<{ bytes: number; silent: Record<string, string> }>;
  /** Writes one still picture. */
  captureImage(stream: string, capture: ImageCapture): Promise<{ bytes: number }>;
};
