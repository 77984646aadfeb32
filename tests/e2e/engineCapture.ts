import type { Browser } from 'playwright-core';
import { type ImageCapture, RENDER_BEAT, RENDER_PAGE_GLOBAL, RENDER_SINK, type RenderPageApi } from '../../src/contract/renderPageProtocol.ts';

/**
 * Pictures drawn by the engine as the preview draws them: the product's own render page (the same
 * compositor worker as the editor) opened in the test's Chromium, one PNG per capture.
 */
export async function captureWithEngine(browser: Browser, origin: string, document: unknown, size: { width: number; height: number }, captures: ImageCapture[]): Promise<Buffer[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const chunks = new Map<string, Buffer[]>();
    await page.exposeFunction(RENDER_SINK, (stream: string, base64: string) => void chunks.set(stream, [...(chunks.get(stream) ?? []), Buffer.from(base64, 'base64')]));
    await page.exposeFunction(RENDER_BEAT, () => undefined);
    await page.goto(`${origin}/render.html`);
    await page.waitForFunction((name) => name in window, RENDER_PAGE_GLOBAL, { timeout: 60_000 });
    const call = <K extends keyof RenderPageApi>(method: K, args: Parameters<RenderPageApi[K]>) =>
      page.evaluate(([name, called, values]) => (window as unknown as Record<string, Record<string, (...parameters: unknown[]) => Promise<unknown>>>)[name]![called]!(...values), [
        RENDER_PAGE_GLOBAL,
        method,
        args as unknown[],
      ] as const);
    const pictures: Buffer[] = [];
    for (const [index, capture] of captures.entries()) {
      await call('load', [document, size]);
      await call('captureImage', [`capture-${index}`, capture]);
      pictures.push(Buffer.concat(chunks.get(`capture-${index}`) ?? []));
    }
    return pictures;
  } finally {
    await context.close();
  }
}
