import * as Comlink from 'comlink';
import { PlaybackController } from '../../engine/clock/PlaybackController';
import { createSharedClock, PlayerState } from '../../engine/clock/sharedClock';
import type { EngineEvent } from '../../engine/Engine';
import { rasterizeSvgInPage } from '../../engine/platform/rasterizeSvgInPage';
import type { MixSound } from '../../scene/audioMix';
import { FPS } from '../../scene/time';
import type { Mp4Request } from '../../engine/export/exportMp4';
import type { EngineApi, HostServices } from '../../workers/engineApi';
import { attachAudioProbe } from '../audio/audioProbe';
import { heardTime } from '../audio/heardTime';
import { PreviewSound } from '../audio/PreviewSound';

/**
 * How far ahead of the audio context's time a play or seek starts, seconds: the sounds are
 * scheduled for that moment (nodes need a moment to reach the audio thread), and the picture holds
 * until it is heard.
 */
const START_AHEAD = 0.1;

/** The engine calls the app makes as `EngineApi` defines them; the client does the worker's plumbing (transfers, callbacks). */
type EngineCalls = Pick<
  EngineApi,
  'applyPatches' | 'setView' | 'renderThumbnail' | 'resize' | 'frameCount' | 'renderFrame' | 'exportMp4' | 'captureImage' | 'readPixels' | 'stats' | 'resetStats'
>;

/** The app's handle on the compositor worker: the engine's calls, and the audio clock and sound that drive playback. */
export type EngineClient = EngineCalls & {
  /** Loads a project into the worker; answers the repair warnings. */
  loadDocument(document: unknown): Promise<string[]>;
  /** The sounds to play (the project's `audioMixPlan`), from the next play or seek on; their files start decoding. */
  setSounds(sounds: readonly MixSound[]): void;
  /** Plays from the current position once the sounds of its first seconds are decoded. */
  play(): Promise<void>;
  pause(): void;
  stop(): void;
  /** Moves to a frame (frame-accurate; the worker draws it on its next animation frame). */
  seek(frame: number): void;
  playerState(): PlayerState;
  /** Current time in seconds. */
  time(): number;
  /** Sound files that stay silent (no sound track, not found), with the reason. */
  failedSounds(): Record<string, string>;
  dispose(): void;
};

/** Decodes SVGs for the worker, which has no DOM. */
const hostServices: HostServices = {
  async rasterizeSvg(url, width, height, fill) {
    const bitmap = await rasterizeSvgInPage(url, width, height, fill);
    return Comlink.transfer(bitmap, [bitmap]);
  },
};

/** Hands the request's sound samples to the worker (moved, not copied: the caller's buffers are emptied). */
const transferSound = (request: Mp4Request): Mp4Request => Comlink.transfer(request, request.audio?.channels.map((channel) => channel.buffer as ArrayBuffer) ?? []);

/**
 * Starts the compositor worker on `canvas` (its control moves to the worker) with a shared clock
 * written from the main thread's AudioContext, which also plays the sound: the clock reads the time
 * of the sound being heard (`heardTime`), so the picture keeps step with the speakers. Returns the
 * only engine handle the app uses.
 */
export async function startEngine(
  canvas: HTMLCanvasElement,
  options: { onEvent?: (event: EngineEvent) => void; preserveDrawingBuffer?: boolean; measureGpu?: boolean } = {},
): Promise<EngineClient> {
  const worker = new Worker(new URL('../../workers/compositor.worker.ts', import.meta.url), { type: 'module', name: 'compositor' });
  const api = Comlink.wrap<EngineApi>(worker);
  const clock = createSharedClock();
  const audio = new AudioContext();
  const sound = new PreviewSound(audio);
  attachAudioProbe(audio, sound.output);
  let frameCount = 0;
  const controller = new PlaybackController(clock, heardTime(audio), () => frameCount / FPS);
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
    ticking = controller.tick() === PlayerState.playing ? requestAnimationFrame(tick) : 0;
    if (!ticking) sound.stop();
  };
  /** Plays the sounds from where the clock is, starting at context time `startAt`. */
  const startSound = (startAt: number) => sound.start({ contextTime: startAt, projectTime: controller.time() });

  return {
    applyPatches: (patches) => api.applyPatches(patches),
    setView: (view) => api.setView(view),
    renderThumbnail: (sceneId, width, height) => api.renderThumbnail(sceneId, width, height),
    resize: (width, height) => api.resize(width, height),
    frameCount: () => api.frameCount(),
    renderFrame: (frame) => api.renderFrame(frame),
    exportMp4: (request, onChunk, onFrame) => api.exportMp4(transferSound(request), Comlink.proxy(onChunk), onFrame && Comlink.proxy(onFrame)),
    captureImage: (frame, type, quality) => api.captureImage(frame, type, quality),
    readPixels: (x, y, width, height) => api.readPixels(x, y, width, height),
    stats: () => api.stats(),
    resetStats: () => api.resetStats(),
    async loadDocument(document) {
      const warnings = await api.loadDocument(document);
      frameCount = await api.frameCount();
      return warnings;
    },
    setSounds: (sounds) => sound.setPlan(sounds),
    async play() {
      frameCount = await api.frameCount();
      await audio.resume();
      await sound.ready(controller.startPosition());
      if (controller.playerState() === PlayerState.playing) return;
      const startAt = audio.currentTime + START_AHEAD;
      controller.play(startAt);
      startSound(startAt);
      if (!ticking) ticking = requestAnimationFrame(tick);
    },
    pause() {
      controller.pause();
      sound.stop();
    },
    stop() {
      controller.stop();
      sound.stop();
    },
    seek(frame) {
      if (controller.playerState() !== PlayerState.playing) return controller.seek(frame / FPS);
      const startAt = audio.currentTime + START_AHEAD;
      controller.seek(frame / FPS, startAt);
      startSound(startAt);
    },
    playerState: () => controller.playerState(),
    time: () => controller.time(),
    failedSounds: () => sound.failed(),
    dispose() {
      cancelAnimationFrame(ticking);
      sound.stop();
      worker.terminate();
      void audio.close();
    },
  };
}
