import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRenderBrowser, type RenderBrowser } from './renderBrowser.ts';
import { openRenderSession, type RenderSession } from './renderSession.ts';

/** How long a render page may go without progress (a frame drawn, a sound decoded, bytes written) before it counts as hung. */
export const RENDER_STALL_MS = 60_000;

/** What render jobs use: the warm Chromium, the render page of the built app and the engine version. */
export type RenderService = {
  /** Opens the render page for one job (see `openRenderSession`). */
  open(options: { signal: AbortSignal; onPageLog?(text: string): void }): Promise<RenderSession>;
  /**
   * The engine's version: a hash of the built render page, which names the hashed bundles of the
   * engine and the worker, so any change to how frames are drawn or encoded gives a new version
   * (and rendered segments of the old one are not reused).
   */
  engineVersion(): Promise<string>;
  close(): Promise<void>;
};

/**
 * The render service of this process. Chromium (`chromiumPath`) starts on the first render, not
 * before, so processes that render nothing never start it; its temporary files go under `tempRoot`.
 * @param origin - this process's own HTTP origin, asked when a render starts (the server listens by then)
 */
export function createRenderService(options: { chromiumPath: string; appDir: string; tempRoot: string; origin: () => string }): RenderService {
  const browser: RenderBrowser = createRenderBrowser(options.chromiumPath, options.tempRoot);
  let version: Promise<string> | null = null;
  return {
    open: ({ signal, onPageLog }) => openRenderSession(browser, { origin: options.origin(), stallMs: RENDER_STALL_MS, signal, onPageLog }),
    engineVersion() {
      version ??= fs.readFile(path.join(options.appDir, 'render.html')).then(
        (page) => createHash('sha256').update(page).digest('hex').slice(0, 16),
        (error: unknown) => {
          version = null;
          throw new Error(`the render page is not built (${(error as Error).message}): run npm run build`);
        },
      );
      return version;
    },
    close: () => browser.close(),
  };
}
