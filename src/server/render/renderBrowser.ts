import fs from 'node:fs/promises';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { tempFolderPrefix } from '../services/media/tempSpace.ts';
import { renderChromiumArgs } from './chromiumArgs.ts';

/** A page of its own (in a fresh browser context) for one render job. */
export type RenderTab = { page: Page; context: BrowserContext; browser: Browser };

/**
 * The render worker's Chromium: one warm browser, launched on first use and kept open between
 * jobs; each page opened gets a fresh context (`open`; jobs reuse warm pages: `renderPagePool.ts`).
 * A browser that died (crash, killed) is noticed by its `disconnected` event and launched again for
 * the next job. Its temporary files go to a folder of its own under `tempRoot`, removed when it
 * ends, however it ends.
 */
export type RenderBrowser = {
  /** A fresh context and page; `options` size its window (default 640 x 360) and pixel ratio (default 1). */
  open(options?: { viewport?: { width: number; height: number }; deviceScaleFactor?: number }): Promise<RenderTab>;
  /** Closes the browser (and with it every page); it is launched again on the next `open`. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/** The window size of a render page; the engine's canvas is sized by the page, not by the window. */
const viewport = { width: 640, height: 360 };

/** Debian's Chromium at `executablePath`, launched when a render first needs it. */
export function createRenderBrowser(executablePath: string, tempRoot: string): RenderBrowser {
  let launching: Promise<Browser> | null = null;
  let isClosed = false;

  const launch = () => {
    const started = (async () => {
      await fs.mkdir(tempRoot, { recursive: true });
      const temp = await fs.mkdtemp(tempFolderPrefix(tempRoot, 'chromium'));
      const removeTemp = () => fs.rm(temp, { recursive: true, force: true });
      try {
        const browser = await chromium.launch({ executablePath, args: renderChromiumArgs, env: { ...process.env, TMPDIR: temp } });
        browser.on('disconnected', () => {
          if (launching === started) launching = null;
          void removeTemp();
        });
        return browser;
      } catch (error) {
        await removeTemp();
        throw error;
      }
    })();
    launching = started;
    started.catch(() => {
      if (launching === started) launching = null;
    });
    return started;
  };

  const shutDown = async () => {
    const current = launching;
    launching = null;
    const browser = await current?.catch(() => null);
    await browser?.close().catch(() => undefined);
  };

  return {
    async open(options = {}) {
      if (isClosed) throw new Error('the render browser is closed');
      const browser = await (launching ?? launch());
      const context = await browser.newContext({ viewport, ...options });
      try {
        return { page: await context.newPage(), context, browser };
      } catch (error) {
        await context.close().catch(() => undefined);
        throw error;
      }
    },
    restart: shutDown,
    async close() {
      isClosed = true;
      await shutDown();
    },
  };
}
