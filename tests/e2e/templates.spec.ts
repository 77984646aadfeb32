import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TextObject } from '../../src/scene/schema/canvasObject.ts';
import { type Product, useProduct } from './product.ts';
import { liveScenes, signedUpToken, Studio } from './studio.ts';

let product: Product;
// The one template whose previews this suite looks at: Sales Intro in 16:9 (its pictures, then its video).
useProduct((ready) => (product = ready), 'pglite', { templatePreviews: 'sales-intro@16:9' });

let accounts = 0;

/**
 * Limits for this suite: the first engine of a fresh browser compiles every shader program (tens of
 * seconds in software rendering on a busy machine, about a second on a GPU).
 */
const JOURNEY_MS = 240_000;
const ENGINE_START_MS = 180_000;

/** A fresh 1440x900 page, signed in as a new account when `signIn`. */
async function openPage(signIn: boolean): Promise<{ page: Page; studio: Studio; email: string; close(): Promise<void> }> {
  const context = await product.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const email = `templates-${++accounts}@editor.test`;
  const studio = new Studio(page, product.server, await signedUpToken(product.server, product.smtp, email));
  if (signIn) await studio.signIn();
  return { page, studio, email, close: () => context.close() };
}

/** How long after the server has made a preview the open list may take to show it (it asks again every 3 s), ms. */
const SHOWN_AFTER_MADE_MS = 6000;

/** The previews of Sales Intro in 16:9 as the list answers them (what the server has made so far). */
async function salesIntroPreviews(token: string): Promise<{ thumbnail: string | null; video: string | null }> {
  const answer = await fetch(`${product.server.url}/api/newvideo/video/template/?q=sales%20intro`, { headers: { authorization: `Token ${token}` } });
  const [item] = ((await answer.json()) as { results: { hVideo: { thumbnail: string | null; video: string | null } }[] }).results;
  return item!.hVideo;
}

/** Polls `read` every 200 ms until it answers a value; answers it and when it came. */
async function whenMade(read: () => Promise<string | null>, timeoutMs: number): Promise<{ value: string; at: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return { value, at: Date.now() };
    if (Date.now() > deadline) throw new Error('the preview was not made in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Share of the pixels of a page region (CSS px) within `tolerance` of `rgb`, read from a screenshot. */
async function colourShare(page: Page, clip: { x: number; y: number; width: number; height: number }, rgb: [number, number, number], tolerance: number): Promise<number> {
  const shot = await page.screenshot({ clip });
  return page.evaluate(
    async ({ base64, rgb, tolerance }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let matching = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (rgb.every((channel, offset) => Math.abs(data[index + offset]! - channel) <= tolerance)) matching++;
      }
      return matching / (bitmap.width * bitmap.height);
    },
    { base64: shot.toString('base64'), rgb, tolerance },
  );
}

describe('templates', () => {
  it(
    "shows the server's pictures on the home page within seconds of their being made, plays the preview video, and opens a template in the editor",
    async () => {
      const { page, studio, close } = await openPage(true);
      try {
        await page.goto(`${product.server.url}/`);
        await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
        const avatarVideos = page.getByRole('list', { name: 'Avatar Videos' });
        const card = avatarVideos.getByRole('button', { name: /Sales Intro/ });
        await card.getByText('3 scenes · 23 s').waitFor();
        // A template whose previews this server does not make shows a neutral placeholder, never a broken image.
        const thankYou = avatarVideos.getByRole('button', { name: /Thank You/ });
        await thankYou.locator('.template-thumb-empty').waitFor();
        expect(await thankYou.locator('img').count()).toBe(0);
        expect(await page.locator('canvas').count()).toBe(0);

        // The card shows the server's picture (a file it serves, loaded) within seconds of its being made.
        const picture = await whenMade(async () => (await salesIntroPreviews(studio.token)).thumbnail, JOURNEY_MS / 2);
        const image = card.locator('img');
        await expect.poll(() => image.getAttribute('src'), { timeout: SHOWN_AFTER_MADE_MS }).toBe(picture.value);
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: SHOWN_AFTER_MADE_MS }).toBe(800);
        expect(Date.now() - picture.at).toBeLessThan(SHOWN_AFTER_MADE_MS);

        // Pointed at, the card plays the preview video, there within seconds of the server making it (the page stays open meanwhile).
        await card.hover();
        const video = await whenMade(async () => (await salesIntroPreviews(studio.token)).video, JOURNEY_MS / 3);
        const playing = card.locator('video');
        await expect.poll(() => playing.evaluateAll((elements) => elements[0]?.getAttribute('src') ?? null), { timeout: SHOWN_AFTER_MADE_MS }).toBe(video.value);
        expect(Date.now() - video.at).toBeLessThan(SHOWN_AFTER_MADE_MS);
        await expect.poll(() => playing.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);

        await page.getByRole('tab', { name: 'Non-Avatar Videos' }).click();
        await page
          .getByRole('list', { name: 'Non-Avatar Videos' })
          .getByRole('button', { name: /Product Launch/ })
          .waitFor();
        await page.getByRole('tab', { name: 'Avatar Videos', exact: true }).click();

        // The popup plays the preview video, with its sound and controls.
        await avatarVideos.getByRole('button', { name: /Sales Intro/ }).click();
        const popup = page.getByRole('dialog', { name: 'Sales Intro' });
        const player = popup.getByLabel('Preview of Sales Intro');
        expect(await player.getAttribute('src')).toBe(video.value);
        await expect.poll(() => player.evaluate((element: HTMLVideoElement) => !element.paused && !element.muted && element.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
        await popup.getByRole('button', { name: 'Use This Template' }).click();

        await page.waitForURL(/\/video\/[1-9]\d*\/0\/avatar$/, { timeout: 30_000 });
        await page.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: ENGINE_START_MS });
        const id = Number(new URL(page.url()).pathname.split('/')[2]);
        const strip = page.getByRole('region', { name: 'Scenes' });
        await expect.poll(() => strip.getByRole('button', { name: /^Scene \d+$/ }).count()).toBe(3);

        const saved = await studio.saved('video', id);
        expect(saved.name).toBe('Sales Intro');
        expect(liveScenes(saved.jsonData)).toHaveLength(3);
        const firstScene = saved.jsonData.scenes[String(liveScenes(saved.jsonData)[0])]!;
        const heading = firstScene.jsonData.objects.find((object) => object._Name === 'Heading') as TextObject;
        expect(heading.text).toContain('{{first_name}}');

        // The heading is drawn on the canvas: white letters over the dark navy background.
        const topLeft = await studio.canvasPoint(heading.left, heading.top);
        const bottomRight = await studio.canvasPoint(heading.left + heading.width, heading.top + heading.height);
        const clip = { x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
        await expect.poll(() => colourShare(page, clip, [255, 255, 255], 40), { timeout: 30_000 }).toBeGreaterThan(0.05);
      } finally {
        await close();
      }
    },
    JOURNEY_MS,
  );

  it(
    'sends a logged-out visitor of /new-template through login, then into the editor with the template',
    async () => {
      const { page, email, close } = await openPage(false);
      try {
        await page.goto(`${product.server.url}/new-template?template=discount-offer`);
        await page.waitForURL(/\/login\/\?template=discount-offer$/);
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill('secret1');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.waitForURL(/\/video\/[1-9]\d*\/0\/avatar$/, { timeout: 30_000 });
        await page.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: ENGINE_START_MS });
        await expect
          .poll(() =>
            page
              .getByRole('region', { name: 'Scenes' })
              .getByRole('button', { name: /^Scene \d+$/ })
              .count(),
          )
          .toBe(3);
        await expect.poll(() => page.title()).toContain('Discount Offer');
      } finally {
        await close();
      }
    },
    JOURNEY_MS,
  );

  it(
    "adds a template's chosen scenes to the open project from the editor's templates tab",
    async () => {
      const { page, studio, close } = await openPage(true);
      try {
        await page.goto(`${product.server.url}/video/0/0/avatar`);
        await page.waitForURL(/\/video\/[1-9]\d*\/0\/avatar/);
        await page.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: ENGINE_START_MS });
        const id = Number(new URL(page.url()).pathname.split('/')[2]);
        await studio.tab('Templates');
        await page
          .getByRole('list', { name: 'Templates' })
          .getByRole('button', { name: /Sales Intro/ })
          .click();
        const scenes = page.getByRole('list', { name: 'Scenes of Sales Intro' });
        await scenes.getByRole('checkbox').first().waitFor();
        expect(await scenes.getByRole('checkbox').count()).toBe(3);
        await scenes.getByRole('checkbox').nth(1).uncheck();
        await page.getByRole('button', { name: 'Add 2 scenes' }).click();
        await page.waitForURL(/\/video\/\d+\/1\/templates$/);
        const saved = await studio.untilSaved('video', id, (document) => liveScenes(document).length === 3);
        const added = liveScenes(saved)
          .slice(1)
          .map((sceneId) => saved.scenes[String(sceneId)]!);
        const headings = added.map((scene) => (scene.jsonData.objects.find((object) => object._Name === 'Heading') as TextObject).text.replace(/\s+/g, ' '));
        expect(headings).toEqual(['Hi {{first_name}}, let’s grow your pipeline', 'Let’s talk this week']);
      } finally {
        await close();
      }
    },
    JOURNEY_MS,
  );
});
