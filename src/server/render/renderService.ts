import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRenderBrowser, type RenderBrowser } from './renderBrowser.ts';
import { createRenderPagePool, type PageLease } from './renderPagePool.ts';
import { openRenderSession, type RenderSession } from './renderSession.ts';

/** How long a render page may go without progress (a frame drawn, a sound decoded, bytes written) before it counts as hung. */
export const RENDER_STALL_MS = 60_000;

/** A render page is kept warm for the next job this long, and for at most this many jobs (`renderPagePool.ts`). */
export const WARM_PAGE_LIMITS = { idleMs: 30_000, maxJobs: 50 };

/** What render jobs use: the warm Chromium, the render page of the built app and the engine version. */
export type RenderService = {
  /** The render page for one job (see `openRenderSession`): a warm one the last job gave back, or a new one (`renderPagePool.ts`). */
  open(options: PageLease): Promise<RenderSession>;
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
  const pages = createRenderPagePool(
    ({ signal, onPageLog }) => openRenderSession(browser, { origin: options.origin(), stallMs: RENDER_STALL_MS, signal, onPageLog }),
    WARM_PAGE_LIMITS,
  );
  let version: Promise<string> | null = null;
  return {
    open: (lease) => pages.open(lease),
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
    async close() {
      await pages.close();
      await browser.close();
    },
  };
}
