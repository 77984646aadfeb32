import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { type ProductServer, startProductServer } from '../support/productServer.ts';
import { type SmtpPeer, startSmtpPeer } from '../support/smtpPeer.ts';

/** The built product as a suite drives it: the server, the SMTP peer it mails to, and Chromium. */
export type Product = { server: ProductServer; smtp: SmtpPeer; browser: Browser };

/**
 * Starts the product (on the embedded database unless told otherwise) for a whole test file, and stops it after.
 * @param options.templatePreviews - the template previews it renders (TEMPLATE_PREVIEWS; none by default)
 */
export function useProduct(onReady: (product: Product) => void, database: 'pglite' | 'postgres' = 'pglite', options: { templatePreviews?: string } = {}): void {
  let product: Product | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpPeer();
    const server = await startProductServer({ smtpUrl: smtp.url, database, templatePreviews: options.templatePreviews });
    product = { smtp, server, browser: await launchChromium() };
    onReady(product);
  });
  afterAll(async () => {
    await product?.browser.close();
    await product?.server.close();
    await product?.smtp.close();
  });
}
