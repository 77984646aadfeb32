import * as Comlink from 'comlink';
import { type SharedClock, viewSharedClock } from '../engine/clock/sharedClock';
import { Engine } from '../engine/Engine';
import { EngineError } from '../engine/errors';
import { captureImage } from '../engine/export/captureImage';
import { exportMp4 } from '../engine/export/exportMp4';
import { nativePlatform } from '../engine/platform/platform';
import { ThumbnailRenderer } from '../engine/ThumbnailRenderer';
import type { EngineApi } from './engineApi';

let engine: Engine | null = null;
let thumbnails: ThumbnailRenderer | null = null;
let output: { canvas: OffscreenCanvas; clock: SharedClock } | null = null;

function requireEngine(): Engine {
  if (!engine) throw new EngineError('NOT_INITIALISED', 'call init first');
  return engine;
}

/** Runs `work` on the engine and its canvas with the clock not followed, so that no clock frame is drawn over the frames `work` draws. */
async function withoutClock<T>(work: (running: Engine, canvas: OffscreenCanvas) => Promise<T>): Promise<T> {
  const running = requireEngine();
  if (!output) throw new EngineError('NOT_INITIALISED', 'call init first');
  running.stopFollowing();
  try {
    return await work(running, output.canvas);
  } finally {
    running.followClock(output.clock);
  }
}

const api: EngineApi = {
  async init(canvas, init, host, onEvent) {
    const platform = nativePlatform(self as unknown as { fonts: FontFaceSet }, (url, width, height, fill) => host.rasterizeSvg(url, width, height, fill));
    engine = new Engine(canvas, platform, { preserveDrawingBuffer: init.preserveDrawingBuffer, measureGpu: init.measureGpu, onEvent });
    thumbnails = new ThumbnailRenderer(platform);
    output = { canvas, clock: viewSharedClock(init.clock) };
    engine.followClock(output.clock);
  },
  loadDocument: async (document) => requireEngine().setDocument(document),
  applyPatches: async (patches) => requireEngine().applyPatches(patches),
  setView: async (view) => requireEngine().setView(view),
  renderThumbnail: async (sceneId, width, height) => {
    const document = requireEngine().currentDocument();
    if (!thumbnails) throw new EngineError('NOT_INITIALISED', 'call init first');
    return thumbnails.render(document, sceneId, width, height);
  },
  resize: async (width, height) => requireEngine().resize(width, height),
  frameCount: async () => requireEngine().frameCount(),
  renderFrame: (frame) => requireEngine().renderFrame(frame),
  exportMp4: (request, onChunk, onFrame) =>
    withoutClock((running, canvas) =>
      exportMp4(
        running,
        canvas,
        request,
        async ({ data, position }) => {
          // A copy: the target may reuse its buffer once the write resolves.
          const copy = data.slice();
          await onChunk(Comlink.transfer({ data: copy, position }, [copy.buffer]));
        },
        onFrame,
      ),
    ),
  captureImage: (frame, type, quality) => withoutClock((running, canvas) => captureImage(running, canvas, frame, type, quality)),
  readPixels: async (x, y, width, height) => {
    const pixels = requireEngine().readPixels(x, y, width, height);
    return Comlink.transfer(pixels, [pixels.buffer]);
  },
  stats: async () => requireEngine().getStats(),
  resetStats: async () => requireEngine().resetStats(),
};

Comlink.expose(api);
