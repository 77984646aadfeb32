import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fitScale } from '../../src/app/features/editor/stage/canvasFit.ts';
import { type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let page: Page;
let studio: Studio;

useStudioSessions('screens', (session) => ({ page, studio } = session));

/** Whether a control lies wholly inside the window and takes a click at its middle (nothing covers it). */
async function isReachable(control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  const window = page.viewportSize()!;
  if (!box || box.x < 0 || box.y < 0 || box.x + box.width > window.width || box.y + box.height > window.height) return false;
  // Playwright's trial click checks that the control is visible, enabled, stable and the one hit at its middle, without clicking.
  return control.click({ trial: true, timeout: 2000 }).then(
    () => true,
    () => false,
  );
}

/** The canvas and the area it fits in, CSS px. */
async function canvasAndArea() {
  const canvas = (await page.locator('.editor-canvas-holder').boundingBox())!;
  const area = (await page.locator('.editor-stage').boundingBox())!;
  return { canvas, area };
}

describe('the editor on small screens', () => {
  it('keeps the header’s controls and the speech panel reachable at 1024 x 768, with a workable canvas', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await studio.create('video');
    const header = page.locator('.editor-header');
    const controls = [
      header.getByRole('link', { name: 'Avatar Studio home' }),
      header.getByRole('textbox', { name: 'Project name' }),
      header.getByRole('button', { name: 'Duplicate video' }),
      header.getByRole('button', { name: 'Delete video' }),
      header.getByRole('button', { name: /^Sav/ }),
      header.getByRole('button', { name: 'Export now' }),
      header.getByRole('button', { name: 'Generate Video' }),
    ];
    for (const control of controls) expect(await isReachable(control), await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

    // The speech panel waits collapsed beside the canvas, which keeps most of the room.
    const { canvas } = await canvasAndArea();
    expect(canvas.width).toBeGreaterThanOrEqual(440);
    expect(canvas.height).toBeGreaterThanOrEqual(245);
    await saveScreenshot(page, 'editor-1024');

    // Opened, it lies over the canvas, its script box at hand; the header stays reachable.
    await page.getByRole('button', { name: 'Expand speech panel' }).click();
    expect(await isReachable(page.getByRole('textbox', { name: 'Text 1' }))).toBe(true);
    expect((await canvasAndArea()).canvas.width).toBe(canvas.width);
    for (const control of controls) expect(await isReachable(control)).toBe(true);
    await saveScreenshot(page, 'editor-1024-speech');
    await page.getByRole('button', { name: 'Collapse speech panel' }).click();

    // The rail's tabs and the timeline stay usable.
    await studio.tab('Text');
    await page.getByRole('heading', { name: 'Text' }).waitFor();
    expect(await isReachable(page.getByRole('button', { name: 'Collapse timeline' }))).toBe(true);
  });

  it('lets the canvas use the room it has at 1280 x 720, and more as the window grows', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await studio.create('video');
    const { canvas, area } = await canvasAndArea();
    // It fills its area less the margins (clear of the expand button), not the spec's 0.8 of it.
    expect(Math.abs(canvas.width - 1920 * fitScale(area, { width: 1920, height: 1080 }))).toBeLessThanOrEqual(1);
    expect(canvas.width).toBeGreaterThan(1920 * 0.8 * Math.min(area.width / 1920, area.height / 1080) + 10);
    expect(await isReachable(page.getByRole('button', { name: 'Expand preview' }))).toBe(true);
    await saveScreenshot(page, 'editor-1280');

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await canvasAndArea()).canvas.width).toBeGreaterThan(canvas.width + 150);
  });
});
