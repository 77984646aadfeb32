import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppDir } from '../support/renders.ts';
import { saveSharedScreenshot } from './screenshots.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/** The main render and one contact's render on shared cores, then the journey. */
const JOURNEY_MS = 540_000;
const RENDER_MS = 240_000;

let page: Page;
let studio: Studio;

useStudioSessions('personalised-link', (session) => ({ page, studio } = session));
beforeAll(() => void renderAppDir());

describe('New Personalised Link', () => {
  it("makes Ada's link in Share via Link; its entry gets ready live; the link greets Ada without login", { timeout: JOURNEY_MS }, async () => {
    const id = await studio.generatedTextVideo('Personal hello', 'greeting', 'Hi {{first_name}}', RENDER_MS);
    await page.goto(`${studio.server.url}/myvideos/${id}`);
    await page.getByRole('button', { name: 'Share via Link' }).click();
    const share = page.getByRole('dialog', { name: 'Share via Link' });
    await share.getByText('Enter variable values').waitFor();
    await share.getByLabel('email', { exact: true }).fill('ada@example.com');
    await share.getByLabel('first_name', { exact: true }).fill('Ada');
    await share.getByRole('button', { name: 'Generate' }).click();

    const entry = share.getByRole('listitem', { name: 'Personalised link for ada@example.com, Ada' });
    await entry.waitFor();
    expect(await share.getByLabel('first_name', { exact: true }).inputValue()).toBe('');
    // Ready through the live progress messages: the page is not reloaded. (The render reuses the
    // main video's segments, so it may be ready at once: Copy before Ready is the component test's.)
    await entry.getByText('Ready').waitFor({ timeout: RENDER_MS });
    expect(await entry.getByRole('button', { name: 'Copy' }).isDisabled()).toBe(false);
    await saveSharedScreenshot(page, 'personalised-link-dialog');
    const link = await entry.getByRole('link', { name: 'Open' }).getAttribute('href');
    expect(link).toMatch(/^http:\/\/.+\/s\/[A-Za-z0-9_-]{22,}$/);

    const viewer = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const publicPage = await viewer.newPage();
      await publicPage.goto(link!);
      await publicPage.getByRole('heading', { name: 'Hi Ada, this is for you' }).waitFor();
      await saveSharedScreenshot(publicPage, 'personalised-link-page');
    } finally {
      await viewer.close();
    }
  });
});
