import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAppDir, until } from '../support/renders.ts';
import { saveSharedScreenshot } from './screenshots.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/** One short server render on shared cores, then the share journey. */
const JOURNEY_MS = 420_000;
const RENDER_MS = 300_000;

/** A 160 x 60 PNG in the brand blue (the page's logo). */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAAA8CAIAAABuCSZCAAAAdUlEQVR42u3RAQ0AAAjDsPtBD6JxhQ9oMgVrqkeHiwWABViABViABViAAQuwAAuwAAuwAAMWYAEWYAEWYAEWYMACLMACLMACLMCABViABViABViAAQuwAAuwAAuwAAswYAEWYAEWYAEWYMACLMACLMACLMDfW6yONFGw88+4AAAAAElFTkSuQmCC',
  'base64',
);

let page: Page;
let studio: Studio;
/** The CTA's target: a tiny page of our own on a local port. */
let cta: { url: string; close(): Promise<void> };

useStudioSessions('share-link', (session) => ({ page, studio } = session));
beforeAll(async () => {
  renderAppDir();
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>CTA landed</title><h1>CTA landed at ${request.url}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cta = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
});
afterAll(() => cta?.close());

describe('Share via Link', () => {
  it(
    'copies the link; a viewer without login sees the page, plays the video and clicks the CTA; the owner sees 1 view, 1 play, 1 click live',
    { timeout: JOURNEY_MS },
    async () => {
      const id = await studio.generatedTextVideo('Share proof', 'headline', 'Shared with you', RENDER_MS);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio.server.url });
      await page.goto(`${studio.server.url}/myvideos/${id}`);

      // The report starts at nothing.
      for (const count of ['views', 'plays', 'clicks']) await expect.poll(() => page.getByTestId(`report-${count}`).textContent()).toBe('0');

      await page.getByRole('button', { name: 'Share via Link' }).click();
      const share = page.getByRole('dialog', { name: 'Share via Link' });
      await share.getByRole('heading', { name: 'How it works' }).waitFor();
      await share.frameLocator('iframe.share-preview-frame').getByRole('heading').first().waitFor();
      await saveSharedScreenshot(page, 'share-link-dialog');

      // Choose Sharing Page: the default page is current; Edit opens it in the page editor.
      await share.getByRole('button', { name: 'Change' }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose Sharing Page' });
      const current = chooser.getByRole('listitem').filter({ hasText: 'Current' });
      await current.waitFor();
      expect(await current.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      await saveSharedScreenshot(page, 'choose-sharing-page');
      await chooser.getByRole('button', { name: 'New from template' }).click();
      const templates = page.getByRole('dialog', { name: 'Choose Template Page' });
      await templates.getByRole('list', { name: 'Template pages' }).getByRole('button').first().waitFor();
      await saveSharedScreenshot(page, 'choose-template-page');
      await templates.getByRole('button', { name: 'Mobile' }).click();
      await saveSharedScreenshot(page, 'choose-template-page-mobile');
      await page.keyboard.press('Escape');
      await templates.waitFor({ state: 'hidden' });
      await current.getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL(/\/salespage\/\d+\?ptab=/);
      const pageId = Number(new URL(page.url()).pathname.split('/')[2]);

      // The page editor: a bad CTA link is marked and not saved; good edits autosave and the preview shows them.
      const editor = page.getByRole('form', { name: 'Sharing page' });
      await editor.getByLabel('Headline').fill('Meet our studio');
      await editor.getByLabel('Button label').fill('Book a call');
      await editor.getByLabel('Button link').fill('javascript:alert(1)');
      await editor.getByText('Enter a full address starting with http:// or https://.').waitFor();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await editor.getByLabel('Button link').fill(`${cta.url}/landed`);
      await page.getByRole('status').filter({ hasText: 'saving' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      // A logo from the media library: uploaded in the chooser, used, autosaved and shown by the preview.
      await editor.getByRole('button', { name: 'Choose logo' }).click();
      const logoChooser = page.getByRole('dialog', { name: 'Choose a logo' });
      const fileChooser = page.waitForEvent('filechooser');
      await logoChooser.getByRole('button', { name: 'Upload image', exact: true }).click();
      await (await fileChooser).setFiles({ name: 'brand.png', mimeType: 'image/png', buffer: LOGO_PNG });
      await logoChooser.getByRole('button', { name: 'Use image brand' }).waitFor();
      await saveSharedScreenshot(page, 'logo-chooser');
      await logoChooser.getByRole('button', { name: 'Use image brand' }).click();
      await editor.getByRole('img', { name: "The page's logo" }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      const saved = (await studio.api('GET', `/api/salespage/${pageId}/`)).body.result;
      expect(saved.content).toMatchObject({
        headline: 'Meet our studio',
        ctaLabel: 'Book a call',
        ctaUrl: `${cta.url}/landed`,
        logo: expect.stringMatching(/^\/api\/userlibrary\/file\//),
      });
      const preview = page.frameLocator('iframe.page-editor-frame');
      await preview.getByRole('heading', { name: 'Meet our studio' }).waitFor();
      await preview.locator('img.brand__logo').waitFor();
      await saveSharedScreenshot(page, 'page-editor-desktop');
      await page.getByRole('button', { name: 'Mobile' }).click();
      await preview.getByRole('heading', { name: 'Meet our studio' }).waitFor();
      await saveSharedScreenshot(page, 'page-editor-mobile');

      // Back to the video: the deep link opens the share dialog and Choose Sharing Page, then leaves the address.
      await page.getByRole('link', { name: 'Back to the video' }).click();
      await page.getByRole('dialog', { name: 'Choose Sharing Page' }).waitFor();
      await page.waitForURL(`${studio.server.url}/myvideos/${id}`);
      await page.getByRole('dialog', { name: 'Choose Sharing Page' }).getByRole('button', { name: 'Cancel' }).click();

      // Copy Link: 'Copied !' for a moment, the link on the clipboard.
      await share.getByRole('button', { name: 'Copy Link' }).click();
      await share.getByRole('button', { name: 'Copied !' }).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(await share.getByLabel('Public link').inputValue());
      expect(link).toMatch(/^http:\/\/.+\/s\/[A-Za-z0-9_-]{22,}$/);
      await share.getByRole('button', { name: 'Copy Link' }).waitFor();
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'hidden' });

      // A viewer: a fresh browser with no login.
      const browser = page.context().browser()!;
      const viewer = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const publicPage = await viewer.newPage();
        await publicPage.goto(link);
        await publicPage.getByRole('heading', { name: 'Meet our studio' }).waitFor();
        const video = publicPage.locator('video');
        expect(await video.getAttribute('poster')).toMatch(/poster/);
        expect(await publicPage.locator('img.brand__logo').evaluate((logo: HTMLImageElement) => logo.complete && logo.naturalWidth)).toBe(160);
        await publicPage.waitForTimeout(500);
        await saveSharedScreenshot(publicPage, 'public-page-desktop');
        await video.evaluate((element: HTMLVideoElement) => element.play());
        await until(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0.2), 20_000, 'the video to play');
        await publicPage.getByRole('link', { name: 'Book a call' }).click();
        await publicPage.waitForURL(`${cta.url}/landed`);
      } finally {
        await viewer.close();
      }

      // The owner's detail screen counts them, without a reload.
      for (const count of ['views', 'plays', 'clicks']) await expect.poll(() => page.getByTestId(`report-${count}`).textContent(), { timeout: 20_000 }).toBe('1');
      await saveSharedScreenshot(page, 'detail-report');

      // The public page at a phone's width (a second view, after the counts were read).
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const publicPage = await phone.newPage();
        await publicPage.goto(link);
        await publicPage.getByRole('heading', { name: 'Meet our studio' }).waitFor();
        await publicPage.waitForTimeout(500);
        await saveSharedScreenshot(publicPage, 'public-page-mobile');
      } finally {
        await phone.close();
      }
    },
  );
});
