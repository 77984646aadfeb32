import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductServer } from '../support/productServer.ts';
import { useProduct } from './product.ts';

let browser: Browser;
let server: ProductServer;

useProduct((product) => ({ browser, server } = product));

describe('/dev/engine in the built product', () => {
  it('plays the sample project in the compositor worker, cross-origin isolated', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/dev/engine`);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
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
