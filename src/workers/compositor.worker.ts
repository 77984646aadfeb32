import * as Comlink from 'comlink';
import { viewSharedClock } from '../engine/clock/sharedClock';
import { Engine } from '../engine/Engine';
import { EngineError } from '../engine/errors';
import { nativePlatform } from '../engine/platform/platform';
import { ThumbnailRenderer } from '../engine/ThumbnailRenderer';
import type { EngineApi } from './engineApi';

let engine: Engine | null = null;
let thumbnails: ThumbnailRenderer | null = null;

function requireEngine(): Engine {
  if (!engine) throw new EngineError('NOT_INITIALISED', 'call init first');
  return engine;
}

const api: EngineApi = {
  async init(canvas, init, host, onEvent) {
    const platform = nativePlatform(self as unknown as { fonts: FontFaceSet }, (url, width, height, fill) => host.rasterizeSvg(url, width, height, fill));
    engine = new Engine(canvas, platform, { preserveDrawingBuffer: init.preserveDrawingBuffer, measureGpu: init.measureGpu, onEvent });
    thumbnails = new ThumbnailRenderer(platform);
    engine.followClock(viewSharedClock(init.clock));
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
  readPixels: async (x, y, width, height) => {
    const pixels = requireEngine().readPixels(x, y, width, height);
    return Comlink.transfer(pixels, [pixels.buffer]);
  },
  stats: async () => requireEngine().getStats(),
  resetStats: async () => requireEngine().resetStats(),
};

Comlink.expose(api);
