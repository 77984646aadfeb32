import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { startHarnessServer } from '../support/harnessServer.ts';

/** The harness page in Chromium, with its server, for one test file. */
export type EngineHarness = { page: Page; close(): Promise<void> };

/**
 * Opens a page of tests/browser/harness (index.html unless told) from Vite's dev server in Debian's
 * Chromium, once it has set `window[ready]`.
 */
export async function openEngineHarness(file = 'index.html', ready = 'harness'): Promise<EngineHarness> {
  const server = await startHarnessServer();
  const browser: Browser = await launchChromium();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${server.url}/tests/browser/harness/${file}`);
  await page
    .waitForFunction((name) => name in window, ready, { timeout: 60_000 })
    .catch(() => {
      throw new Error(`harness did not load: ${errors.join('\n')}`);
    });
  return {
    page,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
