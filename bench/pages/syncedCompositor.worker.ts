// The compositor worker of src/workers/compositor.worker.ts with one addition for the benchmark:
// after each frame the engine reads back one pixel, which waits for SwiftShader to finish the frame.
// Chromium's WebGL gl.finish() is only a flush, so `measureGpu` alone times the CPU side only.
import * as Comlink from 'comlink';
import { viewSharedClock } from '../../src/engine/clock/sharedClock';
import { Engine, type FrameReport } from '../../src/engine/Engine';
import { nativePlatform } from '../../src/engine/platform/platform';
import type { EngineApi } from '../../src/workers/engineApi';

/** The product engine; `renderFrame` (which followClock calls) also waits for the GPU and records the whole time. */
class SyncedEngine extends Engine {
  syncedTimesMs: number[] = [];

  override async renderFrame(frame: number): Promise<FrameReport> {
    const started = performance.now();
    const report = await super.renderFrame(frame);
    this.readPixels(0, 0, 1, 1);
    this.syncedTimesMs.push(performance.now() - started);
    return report;
  }
}

export type SyncedEngineApi = Pick<EngineApi, 'init' | 'loadDocument' | 'resize' | 'renderFrame' | 'stats' | 'resetStats'> & {
  /** Frame times including the GPU, since the last resetStats. */
  syncedFrameTimes(): Promise<number[]>;
};

let engine: SyncedEngine | null = null;
const requireEngine = () => engine ?? (() => { throw new Error('call init first'); })();

const api: SyncedEngineApi = {
  async init(canvas, init, host, onEvent) {
    const platform = nativePlatform(self as unknown as { fonts: FontFaceSet }, (url, width, height, fill) => host.rasterizeSvg(url, width, height, fill));
    engine = new SyncedEngine(canvas, platform, { preserveDrawingBuffer: init.preserveDrawingBuffer, measureGpu: init.measureGpu, onEvent });
    engine.followClock(viewSharedClock(init.clock));
  },
  loadDocument: async (document) => requireEngine().setDocument(document),
  resize: async (width, height) => requireEngine().resize(width, height),
  renderFrame: (frame) => requireEngine().renderFrame(frame),
  stats: async () => requireEngine().getStats(),
  async resetStats() {
    requireEngine().resetStats();
    requireEngine().syncedTimesMs = [];
  },
  syncedFrameTimes: async () => requireEngine().syncedTimesMs,
};

Comlink.expose(api);
