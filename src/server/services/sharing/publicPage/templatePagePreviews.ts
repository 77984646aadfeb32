import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Logger, pino } from 'pino';
import { TEMPLATE_DESKTOP_PREVIEW_WIDTH, TEMPLATE_MOBILE_PREVIEW_WIDTH } from '../../../../contract/sharing.ts';
import type { AppContext } from '../../../context.ts';
import { accountCacheOf } from '../../auth/accountCache.ts';
import { createRenderBrowser } from '../../../render/renderBrowser.ts';
import { isPreviewStored, previewFileKey, previewFileUrl } from '../../previews/previewFiles.ts';
import { PAGE_TEMPLATES, type PageTemplate } from '../pageTemplates.ts';
import { renderSharePage } from './renderSharePage.ts';
import { SAMPLE_BASE, sampleShareView } from './sampleShareView.ts';
import { SHARE_ASSETS } from './shareAssets.ts';
import { projectFile } from '../../../projectFiles.ts';

/**
 * The pictures of the template pages (`mobileViewPreview`, `desktopViewPreview` of
 * `GET /api/salespage/public/`): each template's page as a viewer sees it (`sampleShareView`),
 * photographed by Debian's Chromium at a desktop and a phone width, once. A picture is named by a
 * hash of everything it shows (the page's HTML, the stylesheet, the poster, the window), so an
 * unchanged template finds its pictures again and a changed template or renderer makes new ones;
 * they are stored and served as preview files (`/api/previews/file/{name}`, cached for ever).
 */

/** Changes when how the pictures are taken changes (windows, JPEG quality, this file). */
const PICTURE_FORMAT = 'share-page-preview/1';

/** The sample poster: a picture shipped in public/. */
const POSTER_FILE = projectFile('public/library/images/desk-workspace.jpg');
const POSTER_PATH = '/s/sample/poster.jpg';

/** Phone window width, CSS px (the picture is {@link TEMPLATE_MOBILE_PREVIEW_WIDTH} px wide: the pixel ratio makes up the rest). */
const PHONE_WIDTH = 390;

/** The windows a template page is photographed in. */
export const PAGE_PREVIEW_WINDOWS = {
  desktop: { viewport: { width: TEMPLATE_DESKTOP_PREVIEW_WIDTH, height: 900 }, deviceScaleFactor: 1 },
  mobile: { viewport: { width: PHONE_WIDTH, height: 844 }, deviceScaleFactor: TEMPLATE_MOBILE_PREVIEW_WIDTH / PHONE_WIDTH },
} as const;
type Window = keyof typeof PAGE_PREVIEW_WINDOWS;

const JPEG_QUALITY = 85;

let poster: Buffer | null = null;
const posterBytes = () => (poster ??= fs.readFileSync(POSTER_FILE));

const plans = new Map<string, { html: string; names: Record<Window, string> }>();

/** A template page's HTML and the names of its two pictures (worked out once per template). */
function previewPlan(template: PageTemplate) {
  const known = plans.get(template.key);
  if (known) return known;
  const html = renderSharePage(sampleShareView(template, POSTER_PATH));
  const content = createHash('sha256').update(PICTURE_FORMAT).update(html).update(SHARE_ASSETS.css.body).update(posterBytes()).digest('hex');
  const name = (window: Window) => `${createHash('sha256').update(content).update(JSON.stringify(PAGE_PREVIEW_WINDOWS[window])).digest('hex').slice(0, 32)}.jpg`;
  const plan = { html, names: { desktop: name('desktop'), mobile: name('mobile') } };
  plans.set(template.key, plan);
  return plan;
}

/** Whether this server makes template pictures: as for the video templates' (TEMPLATE_PREVIEWS), only when it makes all of them. */
const makesPictures = ({ config }: AppContext) => config.templatePreviews === 'all';

/** The batch being made now in this process, if any. */
let making: Promise<void> | null = null;
/** Templates whose pictures failed in this process (not tried again until it restarts). */
const failed = new Set<string>();

/** Photographs `html` in every window the names lack and stores the pictures. */
async function photograph(context: AppContext, browser: ReturnType<typeof createRenderBrowser>, html: string, names: Record<Window, string>) {
  for (const window of Object.keys(names) as Window[]) {
    if (await isPreviewStored(context.storage, names[window])) continue;
    const tab = await browser.open(PAGE_PREVIEW_WINDOWS[window]);
    try {
      // The page and its files are answered from memory; nothing else is fetched (the video is refused: the poster shows).
      await tab.page.route('**/*', (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/s/sample') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
        if (pathname === SHARE_ASSETS.css.path) return route.fulfill({ contentType: SHARE_ASSETS.css.contentType, body: SHARE_ASSETS.css.body });
        if (pathname === POSTER_PATH) return route.fulfill({ contentType: 'image/jpeg', body: posterBytes() });
        return route.abort();
      });
      await tab.page.goto(`${SAMPLE_BASE}/s/sample`, { waitUntil: 'load' });
      // Runs in the page (the server's types have no DOM): the fonts and every picture are in.
      await tab.page.waitForFunction(() => {
        const page = (globalThis as unknown as { document: { fonts: { status: string }; images: Iterable<{ complete: boolean }> } }).document;
        return page.fonts.status === 'loaded' && [...page.images].every((image) => image.complete);
      });
      const picture = await tab.page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY });
      await context.storage.put(previewFileKey(names[window]), picture);
      // Detail answers show the pictures of their sharing page's layout.
      accountCacheOf(context.db)?.forgetAnswers();
    } finally {
      await tab.context.close().catch(() => undefined);
    }
  }
}

/**
 * Makes the pictures of every template page not stored yet, in one Chromium launched for them
 * and closed after. A template that fails is logged and left without pictures until restart.
 */
export function prepareTemplatePagePreviews(context: AppContext, log: Logger = pino({ level: context.config.logLevel })): Promise<void> {
  making ??= (async () => {
    const browser = createRenderBrowser(context.config.chromiumPath, path.join(context.config.dataDir, 'tmp'));
    try {
      for (const template of PAGE_TEMPLATES) {
        if (failed.has(template.key)) continue;
        const { html, names } = previewPlan(template);
        try {
          await photograph(context, browser, html, names);
        } catch (error) {
          failed.add(template.key);
          log.warn({ template: template.key, err: error }, 'template page preview failed');
        }
      }
    } finally {
      await browser.close();
      making = null;
    }
  })();
  return making;
}

/** The pictures of a template page, as the template list answers them. */
export type TemplatePagePreviews = { desktopViewPreview: string | null; mobileViewPreview: string | null };

/**
 * The addresses of template `templateKey`'s pictures (`PageTemplate.key`), each null while it is
 * not made. Asking for a picture not made starts making the missing ones in the background (when
 * TEMPLATE_PREVIEWS is `prepare`), so a later list has them; this never waits for Chromium.
 */
export async function templatePagePreviews(context: AppContext, templateKey: string): Promise<TemplatePagePreviews> {
  const template = PAGE_TEMPLATES.find((candidate) => candidate.key === templateKey);
  if (!template) return { desktopViewPreview: null, mobileViewPreview: null };
  const { names } = previewPlan(template);
  const [desktop, mobile] = await Promise.all([isPreviewStored(context.storage, names.desktop), isPreviewStored(context.storage, names.mobile)]);
  if ((!desktop || !mobile) && makesPictures(context) && !failed.has(template.key)) void prepareTemplatePagePreviews(context).catch(() => undefined);
  return { desktopViewPreview: desktop ? previewFileUrl(names.desktop) : null, mobileViewPreview: mobile ? previewFileUrl(names.mobile) : null };
}
