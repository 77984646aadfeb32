import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the journeys leave their screenshots for people to look at: ignored by git, never compared. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

/** Saves a screenshot of the page as `{name}.png` in {@link SCREENSHOT_DIR}. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Saves a screenshot as {@link saveScreenshot} does, and a copy in the folder SHARE_SHOTS_DIR names (if set), for people to look at. */
export async function saveSharedScreenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  const copies = process.env.SHARE_SHOTS_DIR;
  if (!copies) return;
  await fs.mkdir(copies, { recursive: true });
  await fs.copyFile(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(copies, `${name}.png`));
}
