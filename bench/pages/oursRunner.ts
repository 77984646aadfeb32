// Our compositor as the app runs it: the compositor worker over comlink following the shared clock,
// started like src/app/engine/engineClient.ts but with `measureGpu` (gl.finish after each frame,
// so frame times include SwiftShader's work), which the client does not pass through.
import * as Comlink from 'comlink';
import { rasterizeSvgInPage } from '../../src/engine/platform/rasterizeSvgInPage';
import type { ProjectDocument } from '../../src/scene/document';
import type { EngineApi, HostServices } from '../../src/workers/engineApi';
import { type FrameRun, newClock, playClock } from './playback';

export type OutputSize = { width: number; height: number };

const hostServices: HostServices = {
  async rasterizeSvg(url, width, height, fill) {
    const bitmap = await rasterizeSvgInPage(url, width, height, fill);
    return Comlink.transfer(bitmap, [bitmap]);
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the worker has drawn nothing new for a while (the follow loop is idle). */
async function settle(api: Comlink.Remote<EngineApi>) {
  let drawn = -1;
  for (;;) {
    await sleep(250);
    const now = (await api.stats()).framesDrawn;
    if (now === drawn) return;
    drawn = now;
  }
}

/** Loads `document` in a fresh compositor worker at `size`, draws frame 0, then plays `seconds` of it. */
export async function runOurs(host: HTMLElement, document: ProjectDocument, size: OutputSize, seconds: number): Promise<FrameRun & { failedMedia: Record<string, string> }> {
  const canvas = Object.assign(window.document.createElement('canvas'), size);
  host.append(canvas);
  const worker = new Worker(new URL('../../src/workers/compositor.worker.ts', import.meta.url), { type: 'module', name: 'compositor' });
  try {
    const api = Comlink.wrap<EngineApi>(worker);
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
    return { frameTimesMs: stats.frameTimesMs, framesDrawn: stats.framesDrawn, framesMissed: stats.framesMissed, failedMedia: stats.failedMedia };
  } finally {
    worker.terminate();
    canvas.remove();
  }
}
