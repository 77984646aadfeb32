import * as Comlink from 'comlink';
import { PlaybackController } from '../../engine/clock/PlaybackController';
import { createSharedClock, type PlayerState } from '../../engine/clock/sharedClock';
import type { EngineEvent } from '../../engine/Engine';
import { rasterizeSvgInPage } from '../../engine/platform/rasterizeSvgInPage';
import { FPS } from '../../scene/time';
import type { EngineApi, HostServices } from '../../workers/engineApi';

/** The app's handle on the compositor worker: its API, and the audio clock that drives playback. */
export type EngineClient = {
  api: Comlink.Remote<EngineApi>;
  /** Loads a project into the worker; answers the repair warnings. */
  loadDocument(document: unknown): Promise<string[]>;
  play(): Promise<void>;
  pause(): void;
  stop(): void;
  /** Moves to a frame (frame-accurate; the worker draws it on its next animation frame). */
  seek(frame: number): void;
  playerState(): PlayerState;
  /** Current time in seconds. */
  time(): number;
  dispose(): void;
};

/** Decodes SVGs for the worker, which has no DOM. */
const hostServices: HostServices = {
  async rasterizeSvg(url, width, height, fill) {
    const bitmap = await rasterizeSvgInPage(url, width, height, fill);
    return Comlink.transfer(bitmap, [bitmap]);
  },
};

/**
 * Starts the compositor worker on `canvas` (its control moves to the worker) with a shared clock
 * written from the main thread's AudioContext time (which will also play the sound), and returns
 * the only engine handle the app uses.
 */
export async function startEngine(
  canvas: HTMLCanvasElement,
  options: { onEvent?: (event: EngineEvent) => void; preserveDrawingBuffer?: boolean; measureGpu?: boolean } = {},
): Promise<EngineClient> {
  const worker = new Worker(new URL('../../workers/compositor.worker.ts', import.meta.url), { type: 'module', name: 'compositor' });
  const api = Comlink.wrap<EngineApi>(worker);
  const clock = createSharedClock();
  const audio = new AudioContext();
  let frameCount = 0;
  const controller = new PlaybackController(clock, { now: () => audio.currentTime }, () => frameCount / FPS);
  const offscreen = canvas.transferControlToOffscreen();
  const onEvent = (event: EngineEvent) => options.onEvent?.(event);
  await api.init(
    Comlink.transfer(offscreen, [offscreen]),
    { clock: clock.buffer, preserveDrawingBuffer: options.preserveDrawingBuffer, measureGpu: options.measureGpu },
    Comlink.proxy(hostServices),
    Comlink.proxy(onEvent),
  );

  let ticking = 0;
  const tick = () => {
    ticking = controller.tick() === 1 ? requestAnimationFrame(tick) : 0;
  };

  return {
    api,
    async loadDocument(document) {
      const warnings = await api.loadDocument(document);
      frameCount = await api.frameCount();
      return warnings;
    },
    async play() {
      frameCount = await api.frameCount();
      await audio.resume();
      controller.play();
      if (!ticking) ticking = requestAnimationFrame(tick);
    },
    pause: () => controller.pause(),
    stop: () => controller.stop(),
    seek(frame) {
      controller.seek(frame / FPS);
    },
    playerState: () => controller.playerState(),
    time: () => controller.time(),
    dispose() {
      cancelAnimationFrame(ticking);
      worker.terminate();
      void audio.close();
    },
  };
}
