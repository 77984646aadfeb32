// Our compositor as the app runs it: a compositor worker over comlink following the shared clock,
// started like src/app/engine/engineClient.ts but with `measureGpu`, which the client does not pass
// through. `synced` runs the bench worker (the same engine plus a 1-pixel readback per frame, so
// times include SwiftShader); `product` runs src/workers/compositor.worker.ts itself.
import * as Comlink from 'comlink';
import { rasterizeSvgInPage } from '../../src/engine/platform/rasterizeSvgInPage';
import type { ProjectDocument } from '../../src/scene/document';
import type { HostServices } from '../../src/workers/engineApi';
import type { SyncedEngineApi } from './syncedCompositor.worker';
import { type FrameRun, newClock, playClock } from './playback';

export type OutputSize = { width: number; height: number };
export type OursWorker = 'synced' | 'product';
/** A run of ours: `frameTimesMs` as measured (with the GPU when synced), `engineFrameTimesMs` as the engine's stats report them. */
export type OursRun = FrameRun & { engineFrameTimesMs: number[]; failedMedia: Record<string, string> };

function startWorker(kind: OursWorker): Worker {
  return kind === 'synced'
    ? new Worker(new URL('./syncedCompositor.worker.ts', import.meta.url), { type: 'module', name: 'compositor-synced' })
    : new Worker(new URL('../../src/workers/compositor.worker.ts', import.meta.url), { type: 'module', name: 'compositor' });
}

const hostServices: HostServices = {
  async rasterizeSvg(url, width, height, fill) {
    const bitmap = await rasterizeSvgInPage(url, width, height, fill);
    return Comlink.transfer(bitmap, [bitmap]);
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the worker has drawn nothing new for a while (the follow loop is idle). */
async function settle(api: Comlink.Remote<SyncedEngineApi>) {
  let drawn = -1;
  for (;;) {
    await sleep(250);
    const now = (await api.stats()).framesDrawn;
    if (now === drawn) return;
    drawn = now;
  }
}

/** Loads `document` in a fresh compositor worker at `size`, draws frame 0, then plays `seconds` of it. */
export async function runOurs(host: HTMLElement, document: ProjectDocument, size: OutputSize, seconds: number, kind: OursWorker): Promise<OursRun> {
  const canvas = Object.assign(window.document.createElement('canvas'), size);
  host.append(canvas);
  const worker = startWorker(kind);
  try {
    // The product worker answers every call used here; only syncedFrameTimes is the bench worker's own.
    const api = Comlink.wrap<SyncedEngineApi>(worker);
    const clock = newClock();
    const offscreen = canvas.transferControlToOffscreen();
    await api.init(Comlink.transfer(offscreen, [offscreen]), { clock: clock.buffer, measureGpu: true }, Comlink.proxy(hostServices));
    await api.loadDocument(document);
    await api.resize(size.width, size.height);
    await api.renderFrame(0); // loads fonts, images, text and vector rasters, opens the decoders
    await settle(api);
    await api.resetStats();
    await playClock(clock, seconds);
    await settle(api);
    const stats = await api.stats();
    const frameTimesMs = kind === 'synced' ? await api.syncedFrameTimes() : stats.frameTimesMs;
    return { frameTimesMs, engineFrameTimesMs: stats.frameTimesMs, framesDrawn: stats.framesDrawn, framesMissed: stats.framesMissed, failedMedia: stats.failedMedia };
  } finally {
    worker.terminate();
    canvas.remove();
  }
}
