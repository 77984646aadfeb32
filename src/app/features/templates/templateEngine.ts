import { type EngineClient, startEngine } from '../../compositor/engineClient';
import type { ProjectDocument } from '../../../scene/schema/project';

/**
 * The engine behind template thumbnails and previews: one compositor worker for the page,
 * started on first use, doing one thing at a time. Thumbnails are drawn one after another (the
 * scene at rest, as the editor's scene strip draws them) and kept per key for the whole visit,
 * so a card that scrolls out and back, or a page opened again, costs nothing. A preview holds the
 * engine while it is open: thumbnails asked for meanwhile wait for it to close.
 */
export type TemplateEngine = {
  /**
   * The address of a PNG of a scene at rest, `width` x `height` px.
   * @param key - what the picture shows (template, size, scene): asked again, the same picture comes back without loading anything
   * @param load - fetches the document and names the scene to draw (called only for a key not drawn yet)
   */
  thumbnail(key: string, load: () => Promise<ThumbnailSource>, width: number, height: number): Promise<string>;
  /**
   * Shows `document` on the engine's canvas, moved into `holder`, at `width` x `height` px, from
   * its first frame; answers the player. The canvas leaves `holder` when the preview is closed.
   */
  preview(document: ProjectDocument, holder: HTMLElement, width: number, height: number): Promise<TemplatePlayer>;
  /** Ends the worker (the pictures already drawn stay available); a later request starts a new one. */
  dispose(): void;
};

/** What a thumbnail draws: a scene of a document. */
export type ThumbnailSource = { document: ProjectDocument; sceneId: number };

/** A running preview. */
export type TemplatePlayer = {
  play(): Promise<void>;
  pause(): void;
  /** Whether playback runs (it stops by itself at the end). */
  isPlaying(): boolean;
  /** Back to the first frame, stopped. */
  rewind(): void;
  close(): void;
};

/** Size of the canvas while no preview shows it (it still draws each loaded document once). */
const IDLE_SIZE = { width: 16, height: 9 };

/** Pictures already drawn, by key, for the whole visit (a handful of small PNGs per template). */
const drawn = new Map<string, Promise<string>>();

/** Starts the page's template engine (lazily: no worker until the first picture is asked for). */
export function createTemplateEngine(): TemplateEngine {
  let running: { canvas: HTMLCanvasElement; client: Promise<EngineClient> } | null = null;
  let tail: Promise<unknown> = Promise.resolve();

  /** The worker and its canvas, started on first use (a canvas hands its control to one worker only, so each start makes its own). */
  const engine = () => {
    if (!running) {
      const canvas = document.createElement('canvas');
      canvas.className = 'template-preview-canvas';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', 'Template preview');
      const client = startEngine(canvas, { preserveDrawingBuffer: true }).then(async (started) => {
        await started.api.resize(IDLE_SIZE.width, IDLE_SIZE.height);
        return started;
      });
      running = { canvas, client };
    }
    return running;
  };

  /** Runs `job` after every job asked for before it. */
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const result = tail.then(job);
    tail = result.catch(() => undefined);
    return result;
  };

  return {
    thumbnail(key, load, width, height) {
      const known = drawn.get(key);
      if (known) return known;
      // Fetched while earlier pictures are drawn; drawn one after another.
      const picture = load().then(({ document, sceneId }) =>
        serial(async () => {
          const started = await engine().client;
          await started.loadDocument(document);
          return URL.createObjectURL(await started.api.renderThumbnail(sceneId, Math.round(width), Math.round(height)));
        }),
      );
      drawn.set(key, picture);
      picture.catch(() => drawn.delete(key));
      return picture;
    },

    preview(document, holder, width, height) {
      let release = () => {};
      const closed = new Promise<void>((resolve) => (release = resolve));
      return new Promise<TemplatePlayer>((resolve, reject) => {
        // The preview keeps the engine until it is closed, so no thumbnail swaps its document meanwhile.
        serial(async () => {
          const { canvas, client } = engine();
          const started = await client;
          await started.loadDocument(document);
          await started.api.setView({ kind: 'timeline' });
          await started.api.resize(Math.round(width), Math.round(height));
          started.seek(0);
          holder.append(canvas);
          resolve({
            play: () => started.play(),
            pause: () => started.pause(),
            isPlaying: () => started.playerState() === 1,
            rewind: () => {
              started.stop();
              started.seek(0);
            },
            close: () => {
              started.stop();
              canvas.remove();
              void started.api.resize(IDLE_SIZE.width, IDLE_SIZE.height);
              release();
            },
          });
          await closed;
        }).catch(reject);
      });
    },

    dispose() {
      running?.canvas.remove();
      void running?.client.then((started) => started.dispose());
      running = null;
    },
  };
}
