// Our compositor as the app runs it: the compositor worker (src/workers/compositor.worker.ts) over
// comlink following the shared clock. `synced` passes `measureGpu`, so each frame waits for
// SwiftShader (a 1-pixel read) and its time includes the GPU; `product` runs it exactly as the app
// does, for the real count of missed frames.
import * as Comlink from 'comlink';
import { rasterizeSvgInPage } from '../../src/engine/platform/rasterizeSvgInPage';
import type { ProjectDocument } from '../../src/scene/document';
import type { EngineApi, HostServices } from '../../src/workers/engineApi';
import { PlayerState, writeClock } from '../../src/engine/clock/sharedClock';
import { FPS } from '../../src/scene/time';
import { type FrameRun, newClock, playClock } from './playback';

export type OutputSize = { width: number; height: number };
export type OursWorker = 'synced' | 'product';
/** A run of ours: the engine's frame times (with the GPU when synced) and media failures. */
export type OursRun = FrameRun & { failedMedia: Record<string, string> };

const hostServices: HostServices = {
  async rasterizeSvg(url, width, height, fill) {
    const bitmap = await rasterizeSvgInPage(url, width, height, fill);
    return Comlink.transfer(bitmap, [bitmap]);
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the worker has drawn at least `atLeast` frames and then nothing new for a while (the follow loop is idle). */
async function settle(api: Comlink.Remote<EngineApi>, atLeast: number) {
  let drawn = -1;
  for (;;) {
    await sleep(150);
    const now = (await api.stats()).framesDrawn;
    if (now >= atLeast && now === drawn) return;
    drawn = now;
  }
}

/** Loads `document` in a fresh compositor worker at `size`, draws frame `startFrame`, then plays `seconds` of it from there. */
export async function runOurs(host: HTMLElement, document: ProjectDocument, size: OutputSize, seconds: number, kind: OursWorker, startFrame = 0): Promise<OursRun> {
  const canvas = Object.assign(window.document.createElement('canvas'), size);
  host.append(canvas);
  const worker = new Worker(new URL('../../src/workers/compositor.worker.ts', import.meta.url), { type: 'module', name: 'compositor' });
  try {
    const api = Comlink.wrap<EngineApi>(worker);
    const clock = newClock();
    writeClock(clock, startFrame / FPS, PlayerState.paused); // the follow loop draws this frame first
    const offscreen = canvas.transferControlToOffscreen();
    await api.init(Comlink.transfer(offscreen, [offscreen]), { clock: clock.buffer, measureGpu: kind === 'synced', preserveDrawingBuffer: true }, Comlink.proxy(hostServices));
    await api.resize(size.width, size.height); // before the document, so the first frame is drawn at this size
    await api.loadDocument(document);
    // The follow loop draws the start frame by itself (loading fonts, images, rasters, opening the decoders);
    // no renderFrame call of ours, which would run beside it on the same decoders.
    await settle(api, 1);
    await api.resetStats();
    await playClock(clock, seconds, undefined, startFrame / FPS);
    await settle(api, 0);
    const stats = await api.stats();
    return { frameTimesMs: stats.frameTimesMs, framesDrawn: stats.framesDrawn, framesMissed: stats.framesMissed, failedMedia: stats.failedMedia };
  } finally {
    worker.terminate();
    canvas.remove();
  }
}
