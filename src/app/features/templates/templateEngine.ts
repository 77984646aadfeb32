import { type EngineClient, startEngine } from '../../engineClient/engineClient';
import type { ProjectDocument } from '../../../scene/schema/project';

/**
 * A page's engine for pictures of projects that have no stored picture yet (My Videos and My
 * Images drafts): one compositor worker for the page, started on first use, drawing one picture
 * at a time (the scene at rest, as the editor's scene strip draws it) and keeping each per key for
 * the whole visit, so a card that scrolls out and back, or a page opened again, costs nothing.
 * Template pictures are not drawn here: the server renders them once (`templatePreviews.ts`).
 */
export type TemplateEngine = {
  /**
   * The address of a PNG of a scene at rest, `width` x `height` px.
   * @param key - what the picture shows (project, revision, scene): asked again, the same picture comes back without loading anything
   * @param load - fetches the document and names the scene to draw (called only for a key not drawn yet)
   */
  thumbnail(key: string, load: () => Promise<ThumbnailSource>, width: number, height: number): Promise<string>;
  /** Ends the worker (the pictures already drawn stay available); a later request starts a new one. */
  dispose(): void;
};

/** What a thumbnail draws: a scene of a document. */
export type ThumbnailSource = { document: ProjectDocument; sceneId: number };

/** Size of the canvas between pictures (each picture sets its own). */
const IDLE_SIZE = { width: 16, height: 9 };

/** Pictures already drawn, by key, for the whole visit (small PNGs). */
const drawn = new Map<string, Promise<string>>();

/** Starts the page's picture engine (lazily: no worker until the first picture is asked for). */
export function createTemplateEngine(): TemplateEngine {
  let running: Promise<EngineClient> | null = null;
  let tail: Promise<unknown> = Promise.resolve();

  /** The worker, started on first use on a canvas of its own (a canvas hands its control to one worker only). */
  const engine = () =>
    (running ??= startEngine(document.createElement('canvas'), { preserveDrawingBuffer: true }).then(async (started) => {
      await started.resize(IDLE_SIZE.width, IDLE_SIZE.height);
      return started;
    }));

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
          const started = await engine();
          await started.loadDocument(document);
          return URL.createObjectURL(await started.renderThumbnail(sceneId, Math.round(width), Math.round(height)));
        }),
      );
      drawn.set(key, picture);
      picture.catch(() => drawn.delete(key));
      return picture;
    },

    dispose() {
      void running?.then((started) => started.dispose());
      running = null;
    },
  };
}
