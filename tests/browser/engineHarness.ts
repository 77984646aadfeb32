import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { startHarnessServer } from '../support/harnessServer.ts';

/** The harness page in Chromium, with its server, for one test file. */
export type EngineHarness = { page: Page; close(): Promise<void> };

/** Opens tests/browser/harness/index.html from Vite's dev server in Debian's Chromium. */
export async function openEngineHarness(): Promise<EngineHarness> {
  const server = await startHarnessServer();
  const browser: Browser = await launchChromium();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${server.url}/tests/browser/harness/index.html`);
  await page.waitForFunction(() => 'harness' in window, null, { timeout: 60_000 }).catch(() => {
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
