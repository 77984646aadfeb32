import { applyPatches, type DocumentPatch } from '../scene/patch';
import { type ProjectDocument, repairProjectDocument } from '../scene/document';
import { projectLength } from '../scene/timing';
import { PlayerState, readClock, type SharedClock } from './clock/sharedClock';
import { EngineError } from './errors';
import { Compositor } from './gl/Compositor';
import { LayerMedia } from './media/LayerMedia';
import type { EnginePlatform } from './platform/platform';
import { evaluateFrame, evaluateSceneAtRest } from './timeline/evaluateFrame';
import { FPS, frameAtSeconds } from '../scene/time';

/** What rendering one frame cost and showed; `redrawn`: screens drawn again (see `DrawStats`); `view`: what it drew (the timeline, or a scene at rest). */
export type FrameReport = { frame: number; layers: number; passes: number; redrawn: number; totalMs: number; drawMs: number; view: EngineView };

/** Counters for the preview: frames drawn and missed while playing, and recent frame times. */
export type EngineStats = {
  framesDrawn: number;
  framesMissed: number;
  lastFrame: number;
  frameTimesMs: number[];
  failedMedia: Record<string, string>;
  contextLost: boolean;
};

/**
 * Events the engine raises outside any call (context loss is an event, not a rejection). `frame`:
 * a frame drawn while following the clock, for the clock or for a call (`renderFrame`, after which
 * the clock has nothing new to draw: the page still learns what is on screen); `drawnAt` is when
 * its drawing was done, in ms since the Unix epoch at `performance` precision
 * (`performance.timeOrigin + performance.now()`), so the page can compare it with its own clocks
 * (the audio/video offset); `view` is the view it drew (the editor learns a scene's first frame is
 * on screen).
 */
export type EngineEvent = { type: 'contextlost' } | { type: 'contextrestored' } | { type: 'ended' } | { type: 'frame'; frame: number; drawnAt: number; view: EngineView };

/**
 * What the engine draws: the project's timeline at the clock's frame (playback, export), or one
 * scene at rest while it is being edited (every object shown, `hiddenIds` left to the page).
 */
export type EngineView = { kind: 'timeline' } | { kind: 'scene'; sceneId: number; hiddenIds?: readonly string[] };

export type EngineOptions = {
  /** Keep the drawn frame readable after the call returns (tests, export). */
  preserveDrawingBuffer?: boolean;
  /** Wait for the GPU after each frame (a 1-pixel read) so frame times include it (benchmarks). */
  measureGpu?: boolean;
  onEvent?: (event: EngineEvent) => void;
};

const keptFrameTimes = 250;

/**
 * The compositor: holds the document, turns a frame number into a draw list (pure), makes its
 * media ready and draws it. Playback reads the shared clock on every animation frame and draws
 * frame floor(t x 25) only when it changed.
 */
export class Engine {
  private compositor: Compositor;
  private media: LayerMedia;
  private document: ProjectDocument | null = null;
  private view: EngineView = { kind: 'timeline' };
  private lastFrame = -1;
  /** Bumped by every change to what a frame shows; a frame drawn from an older version is stale. */
  private version = 0;
  private drawnVersion = -1;
  /** The document whose transition programs `warmTransitions` prepared last. */
  private warmedDocument: ProjectDocument | null = null;
  private isBusy = false;
  /** Renders run one at a time (the video decoders and the GL state are not shared-safe). */
  private queue: Promise<unknown> = Promise.resolve();
  private loop: { clock: SharedClock; handle: number } | null = null;
  private stats: EngineStats = { framesDrawn: 0, framesMissed: 0, lastFrame: -1, frameTimesMs: [], failedMedia: {}, contextLost: false };
  /** Aborted by `dispose`: removes the canvas listeners. */
  private readonly listening = new AbortController();

  constructor(
    private canvas: OffscreenCanvas,
    platform: EnginePlatform,
    private options: EngineOptions = {},
  ) {
    this.compositor = new Compositor(canvas, { preserveDrawingBuffer: options.preserveDrawingBuffer });
    this.media = new LayerMedia(this.compositor.gl, platform);
    const { signal } = this.listening;
    canvas.addEventListener(
      'webglcontextlost',
      (event) => {
        event.preventDefault();
        this.stats.contextLost = true;
        this.media.reset({ deleteTextures: false });
        this.options.onEvent?.({ type: 'contextlost' });
      },
      { signal },
    );
    canvas.addEventListener(
      'webglcontextrestored',
      () => {
        this.stats.contextLost = false;
        this.compositor.restore();
        this.warmedDocument = null;
        this.version++;
        this.options.onEvent?.({ type: 'contextrestored' });
        if (this.lastFrame >= 0) void this.renderFrame(this.lastFrame);
      },
      { signal },
    );
  }

  /** Ends the engine: stops following the clock, frees its textures, decoders and GL objects, and gives up the canvas's context. */
  dispose(): void {
    this.stopFollowing();
    this.listening.abort();
    this.media.reset({ deleteTextures: true });
    this.compositor.dispose();
  }

  /** Loads a document (validated and repaired); returns the repair warnings. */
  setDocument(input: unknown): string[] {
    const { document, warnings } = repairProjectDocument(input);
    this.document = document;
    this.version++;
    return warnings;
  }

  /** Loads a document that is already valid (one another engine repaired): no checks, no copy. */
  setTrustedDocument(document: ProjectDocument): void {
    if (document === this.document) return;
    this.document = document;
    this.version++;
  }

  /** The loaded document, as repaired and patched. */
  currentDocument(): ProjectDocument {
    return this.requireDocument();
  }

  /** Chooses what is drawn (see {@link EngineView}); the next frame shows it. */
  setView(view: EngineView): void {
    this.view = view;
    this.version++;
  }

  /** Applies edits to the loaded document. */
  applyPatches(patches: DocumentPatch[]): void {
    this.document = applyPatches(this.requireDocument(), patches);
    this.version++;
  }

  /** Sets the output size in pixels (the preview size while editing, the file size on export). */
  resize(width: number, height: number): void {
    this.canvas.width = Math.max(1, Math.round(width));
    this.canvas.height = Math.max(1, Math.round(height));
    this.compositor.forgetCanvasPixels();
    this.version++;
  }

  /** Project length in frames. */
  frameCount(): number {
    return Math.ceil(projectLength(this.requireDocument()) * FPS);
  }

  /** Draws exactly `frame`, waiting for every image, font and video frame it needs. */
  renderFrame(frame: number): Promise<FrameReport> {
    const report = this.queue.then(() => this.draw(frame));
    this.queue = report.catch(() => undefined);
    return report;
  }

  private async draw(frame: number): Promise<FrameReport> {
    if (this.stats.contextLost) throw new EngineError('CONTEXT_LOST', 'the WebGL context is lost; the frame will be drawn when it is restored');
    const started = performance.now();
    const version = this.version;
    const view = this.view;
    const document = this.requireDocument();
    const list = view.kind === 'scene' ? evaluateSceneAtRest(document, view.sceneId, view.hiddenIds) : evaluateFrame(document, frame);
    const textures = await this.media.prepare(list, this.canvas.width / list.width);
    const draw = this.compositor.draw(list, textures);
    if (this.options.measureGpu) this.compositor.sync();
    const totalMs = performance.now() - started;
    this.lastFrame = frame;
    this.drawnVersion = version;
    this.stats.framesDrawn++;
    this.stats.lastFrame = frame;
    this.stats.frameTimesMs.push(totalMs);
    if (this.stats.frameTimesMs.length > keptFrameTimes) this.stats.frameTimesMs.shift();
    this.warmTransitions(document);
    if (this.loop) this.options.onEvent?.({ type: 'frame', frame, drawnAt: performance.timeOrigin + performance.now(), view });
    return { frame, layers: draw.layers, passes: draw.passes, redrawn: draw.redrawn, totalMs, drawMs: draw.cpuMs, view };
  }

  /**
   * In the idle after a frame of a new document (or edit), compiles the blend programs of its scene
   * transitions that this context has not compiled, so the first transition played does not stop
   * for its compile (a few hundred ms on software GL) and the first frame does not wait for them.
   */
  private warmTransitions(document: ProjectDocument): void {
    if (document === this.warmedDocument) return;
    this.warmedDocument = document;
    const ids = Object.values(document.scenes).flatMap(({ sanimation }) => (sanimation && sanimation.duration > 0 ? [sanimation.id] : []));
    if (ids.length === 0) return;
    setTimeout(() => {
      this.queue = this.queue.then(() => this.compositor.prepareTransitions(ids)).catch(() => undefined);
    }, 0);
  }

  /** Copies the drawn pixels (RGBA, rows from the top) of a rectangle of the output. */
  readPixels(x: number, y: number, width: number, height: number): Uint8Array {
    const { gl } = this.compositor;
    const pixels = new Uint8Array(width * height * 4);
    gl.readPixels(x, this.canvas.height - y - height, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    const rows = new Uint8Array(pixels.length);
    for (let row = 0; row < height; row++) rows.set(pixels.subarray((height - 1 - row) * width * 4, (height - row) * width * 4), row * width * 4);
    return rows;
  }

  /** Follows the shared clock on every animation frame until `stopFollowing`. */
  followClock(clock: SharedClock): void {
    this.stopFollowing();
    const tick = () => {
      if (!this.loop) return;
      this.loop.handle = requestAnimationFrame(tick);
      if (!this.document) return;
      const { time, state } = readClock(clock);
      const frame = Math.min(frameAtSeconds(time), Math.max(0, this.frameCount() - 1));
      if (this.isBusy || (frame === this.lastFrame && this.drawnVersion === this.version)) return;
      if (state === PlayerState.playing && this.lastFrame >= 0 && frame > this.lastFrame + 1) this.stats.framesMissed += frame - this.lastFrame - 1;
      this.isBusy = true;
      this.renderFrame(frame)
        .catch(() => undefined)
        .finally(() => {
          this.isBusy = false;
        });
    };
    this.loop = { clock, handle: requestAnimationFrame(tick) };
  }

  stopFollowing(): void {
    if (this.loop) cancelAnimationFrame(this.loop.handle);
    this.loop = null;
  }

  /** A copy of the counters, with media failures. */
  getStats(): EngineStats {
    return { ...this.stats, frameTimesMs: [...this.stats.frameTimesMs], failedMedia: this.media.failed() };
  }

  /** Zeroes the play counters (benchmarks measure one run at a time). */
  resetStats(): void {
    this.stats = { ...this.stats, framesDrawn: 0, framesMissed: 0, frameTimesMs: [] };
  }

  private requireDocument(): ProjectDocument {
    if (!this.document) throw new EngineError('NOT_INITIALISED', 'no document loaded');
    return this.document;
  }
}
