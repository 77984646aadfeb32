import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductServer } from '../support/productServer.ts';
import { useProduct } from './product.ts';

let browser: Browser;
let server: ProductServer;

useProduct((product) => ({ browser, server } = product));

/** Whether a 1-pixel screenshot shows the sample presenter's skin (#f6c9a8, src/app/features/dev/sampleMedia.ts). */
async function isFaceColour(page: Page, shot: Buffer): Promise<boolean> {
  const rgb = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' }));
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, shot.toString('base64'));
  return [246, 201, 168].every((channel, index) => Math.abs(channel - rgb[index]!) <= 12);
}

describe('/dev/engine in the built product', () => {
  it('plays the sample project in the compositor worker, cross-origin isolated', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/dev/engine`);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    // The generated media load in the worker (blob: addresses): the presenter's face shows at its place.
    await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 60_000 });
    const face = await page.locator('canvas').evaluate((canvas) => {
      const box = canvas.getBoundingClientRect();
      return { x: Math.round(box.x + (box.width * 1550) / 1920), y: Math.round(box.y + (box.height * 432) / 1080) };
    });
    await expect.poll(async () => isFaceColour(page, await page.screenshot({ clip: { x: face.x, y: face.y, width: 1, height: 1 } })), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Play' }).click({ timeout: 60_000 });
    const time = page.getByLabel('Time');
    await expect.poll(async () => (await time.textContent()) ?? '', { timeout: 15_000 }).toMatch(/^0:0[2-9]\.\d\d \/ 0:20\.00$/);
    await page.getByRole('button', { name: 'Pause' }).click();

    // Frames were drawn while the clock ran (the counters come from the worker).
    await expect.poll(async () => Number(/drawn (\d+)/.exec((await page.locator('.engine-stats').textContent()) ?? '')?.[1] ?? 0)).toBeGreaterThan(25);
    expect(errors).toEqual([]);
    await page.close();
  });
});
