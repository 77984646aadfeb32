import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { type GooglePeer, startGooglePeer, TEST_GOOGLE_CLIENT_ID } from '../support/googlePeer.ts';
import { type ProductServer, startProductServer } from '../support/productServer.ts';
import { type SmtpPeer, startSmtpPeer } from '../support/smtpPeer.ts';
import { serveGoogleIdentityStandIn } from './googleIdentityStandIn.ts';
import { saveScreenshot } from './screenshots.ts';

let google: GooglePeer;
let smtp: SmtpPeer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  google = await startGooglePeer();
  smtp = await startSmtpPeer();
  server = await startProductServer({ smtpUrl: smtp.url, database: 'pglite', env: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await google?.close();
});

const isIsolated = (page: Page) => page.evaluate(() => window.crossOriginIsolated);
const googleButton = (page: Page) => page.frameLocator('iframe[title="Sign in with Google Button"]').getByRole('button', { name: 'Sign in with Google' });

describe('Sign in with Google in the browser', () => {
  it("shows Google's button on the login page, signs in through its popup, and the studio's pages are isolated again after; logging out brings the button back", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await serveGoogleIdentityStandIn(context, await google.sign('grace@example.com'));
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/login`);
      // Google's script and button frame load: the page is not isolated, so require-corp does not block them.
      await googleButton(page).waitFor();
      expect(await isIsolated(page)).toBe(false);
      await saveScreenshot(page, 'login-google');

      // The popup hands the token back to its opener (COOP same-origin would cut it off).
      const popup = context.waitForEvent('page');
      await googleButton(page).click();
      const chooser = await popup;
      await page.waitForURL(`${server.url}/`);
      expect(chooser.isClosed()).toBe(true);
      await page.getByRole('navigation').getByRole('link', { name: 'My Videos' }).waitFor();
      // The studio's pages need the engine's shared clock: the page reached from the login page was loaded again, isolated.
      await expect.poll(() => isIsolated(page), { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => typeof SharedArrayBuffer)).toBe('function');
      await page.getByRole('button', { name: /Grace/ }).waitFor();

      await page.getByRole('button', { name: /Grace/ }).click();
      await page.getByText('Logout', { exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/login/);
      await googleButton(page).waitFor();
      expect(await isIsolated(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
