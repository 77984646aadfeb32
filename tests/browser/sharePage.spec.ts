import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LAYOUTS, TEMPLATE_DESKTOP_PREVIEW_WIDTH } from '../../src/contract/sharing.ts';
import { shareAssetRoutes } from '../../src/server/routes/sharing/shareAssetRoutes.ts';
import { PAGE_TEMPLATES } from '../../src/server/services/sharing/pageTemplates.ts';
import { renderGonePage, renderSharePage, type SharePageView } from '../../src/server/services/sharing/publicPage/renderSharePage.ts';
import { sampleShareView } from '../../src/server/services/sharing/publicPage/sampleShareView.ts';
import { sharePageCsp } from '../../src/server/services/sharing/publicPage/sharePageCsp.ts';
import { launchChromium } from '../support/chromium.ts';
import { XSS, xssView } from '../support/sharePageFixtures.ts';

/**
 * The share page in Debian's Chromium, served by a bare Fastify with the page's CSP and our asset
 * routes (the share routes that build views from the database are tested with them): payloads stay
 * text, the brand style passes the CSP, the beacon fires once per page load, and every layout is
 * photographed at desktop and phone widths (SHOTS_DIR, default .tmp/screenshots/share) to be looked at.
 */
const run = promisify(execFile);
const shotsDir = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../.tmp/screenshots/share');
const posterFile = path.resolve(import.meta.dirname, '../../public/library/images/desk-workspace.jpg');

let app: FastifyInstance;
let base: string;
let browser: Browser;
let clip: Buffer;
const beacons: string[] = [];

/** The page's views by name: the sample of each template (poster and a real clip), the payload page. */
const views = new Map<string, SharePageView>([
  ['xss', xssView()],
  ...PAGE_TEMPLATES.map((template) => [template.layout, { ...sampleShareView(template, '/poster.jpg'), viewId: 'view-1' }] as const),
]);
/** A portrait video under a logo, in each layout (`{layout}-portrait`). */
for (const template of PAGE_TEMPLATES) {
  const view = sampleShareView(template, '/poster.jpg');
  views.set(`${template.layout}-portrait`, { ...view, content: { ...view.content, logo: '/logo.svg' }, item: { ...view.item, width: 1080, height: 1920 } });
}

beforeAll(async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'share-clip-'));
  const file = path.join(folder, 'clip.mp4');
  await run('ffmpeg', [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=25',
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  clip = await fs.readFile(file);
  await fs.rm(folder, { recursive: true, force: true });

  app = Fastify({ logger: false });
  shareAssetRoutes(app);
  app.get<{ Params: { name: string } }>('/s/:name', (request, reply) => {
    const view = views.get(request.params.name);
    if (!view) return reply.code(410).type('text/html; charset=utf-8').header('content-security-policy', sharePageCsp('Z29uZS1wYWdl')).send(renderGonePage());
    return reply.type('text/html; charset=utf-8').header('content-security-policy', sharePageCsp(view.nonce)).send(renderSharePage(view));
  });
  app.get('/logo.svg', async (_request, reply) => reply.type('image/svg+xml').send(await fs.readFile(path.resolve(import.meta.dirname, '../../public/favicon.svg'))));
  app.get('/poster.jpg', async (_request, reply) => reply.type('image/jpeg').send(await fs.readFile(posterFile)));
  app.get('/s/sample/video.mp4', (_request, reply) => reply.type('video/mp4').send(clip));
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/s/sample/played', (request, reply) => {
    beacons.push(String(request.body));
    return reply.code(204).send();
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
  await fs.mkdir(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the public share page in Chromium', () => {
  it('shows every payload as text and runs none of them', async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    const refused: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${base}/s/xss`);
    await page.waitForTimeout(300);
    expect(await page.title()).toBe(XSS.title);
    const text = await page.locator('body').innerText();
    for (const payload of [XSS.headline, '"><img src=x onerror=alert("body")>', "{{7*7}} and 'quotes' & <b>tags</b>", XSS.ownerName]) expect(text).toContain(payload);
    expect(await page.locator('img[src="x"], script:not([src]), svg[onload]').count()).toBe(0);
    expect(await page.locator('a[href^="javascript" i], a[href^="data:" i]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // The brand colour is a fallback (the payload was no colour) and its nonce'd style passed the CSP.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe('#2f6fed');
    expect(refused).toEqual([]);
    await page.close();
  });

  it('shows the poster and the texts without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/s/videoFirst`);
    await expect.poll(() => page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).poster)).toContain('/poster.jpg');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Hi Sam, this is for you');
    expect(await page.getByRole('link', { name: 'Reply to me' }).getAttribute('href')).toBe('/s/sample/go/cta');
    await context.close();
  });

  it('sends the play beacon once per page load, with the view id', async () => {
    beacons.length = 0;
    const page = await browser.newPage();
    await page.goto(`${base}/s/split`);
    const video = page.locator('video');
    for (let round = 0; round < 2; round++) {
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await video.evaluate((element: HTMLVideoElement) => element.pause());
    }
    await expect.poll(() => beacons).toEqual([JSON.stringify({ view: 'view-1' })]);
    await page.close();
  });

  it('answers a clear 410 page for a removed item', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${base}/s/removed`);
    expect(answer!.status()).toBe(410);
    expect(await page.locator('h1').innerText()).toBe('This video is no longer available');
    await page.screenshot({ path: path.join(shotsDir, 'gone-desktop.png') });
    await page.close();
  });

  it.each([...PAGE_LAYOUTS, ...PAGE_LAYOUTS.map((layout) => `${layout}-portrait`)])('photographs the %s page at desktop and phone widths', async (layout) => {
    for (const [width, height, name] of [
      [TEMPLATE_DESKTOP_PREVIEW_WIDTH, 900, 'desktop'],
      [390, 844, 'mobile'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${base}/s/${layout}`);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      // The player keeps the item's shape (the clip itself is 16:9).
      const box = (await page.locator('.player video').boundingBox())!;
      const { width: itemWidth, height: itemHeight } = views.get(layout)!.item;
      expect(box.width / box.height).toBeCloseTo(itemWidth / itemHeight, 1);
      await page.screenshot({ path: path.join(shotsDir, `${layout}-${name}.png`), fullPage: true });
      await context.close();
    }
  });
});
