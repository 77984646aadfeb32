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

useStudioSessions('download-link', (session) => ({ page, studio } = session));
beforeAll(() => void renderAppDir());

describe('Generate Download Link', () => {
  it("a newcomer's personalised video: Download asks for values; Ada's MP4 gets ready live and downloads as {name}-Ada.mp4", { timeout: JOURNEY_MS }, async () => {
    const id = await studio.generatedTextVideo('Personal hello', 'greeting', 'Hi {{first_name}}', RENDER_MS);
    await page.goto(`${studio.server.url}/myvideos/${id}`);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Download Link' });
    await dialog.getByText('No downloads generated yet.').waitFor();
    await saveSharedScreenshot(page, 'download-link-empty');

    const email = dialog.getByLabel('email', { exact: true });
    await email.fill('not-mail');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText('Enter a valid e-mail address.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await saveSharedScreenshot(page, 'download-link-errors');

    await email.fill('ada@example.com');
    expect(await dialog.getByText('Enter a valid e-mail address.').count()).toBe(0);
    await dialog.getByLabel('first_name', { exact: true }).fill('Ada');
    await dialog.getByRole('button', { name: 'Add pronunciation of first_name' }).click();
    await dialog.getByLabel('first_name: Pronunciation (optional)').fill('Ay-dah');
    await dialog.getByRole('button', { name: 'Generate' }).click();

    const entry = dialog.getByRole('listitem', { name: 'Personalised download for ada@example.com, Ada' });
    await entry.waitFor();
    expect(await dialog.getByLabel('first_name', { exact: true }).inputValue()).toBe('');
    // Ready through the live progress messages: the page is not reloaded.
    await entry.getByText('Ready').waitFor({ timeout: RENDER_MS });
    await saveSharedScreenshot(page, 'download-link-history');

    const download = entry.getByRole('link', { name: 'Download' });
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('Personal hello-Ada.mp4');
    const file = await fetch(new URL((await download.getAttribute('href'))!, studio.server.url));
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([file.status, file.headers.get('content-type'), bytes.subarray(4, 8).toString()]).toEqual([200, 'video/mp4', 'ftyp']);
    expect(file.headers.get('content-disposition')).toContain('filename="Personal hello-Ada.mp4"');
    expect(bytes.length).toBeGreaterThan(1000);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("a personalised image: Share via Link makes Grace's link; Download lists the same item and downloads her PNG", { timeout: JOURNEY_MS }, async () => {
    const id = await studio.generatedTextVideo('Card', 'greeting', 'Hi {{first_name}}', RENDER_MS, 'image');
    await page.goto(`${studio.server.url}/myimages/${id}`);
    await page.getByRole('button', { name: 'Share via Link' }).click();
    const share = page.getByRole('dialog', { name: 'Share via Link' });
    await share.getByText('No personalised links yet.').waitFor();
    await share.getByLabel('email', { exact: true }).fill('grace@example.com');
    await share.getByLabel('first_name', { exact: true }).fill('Grace');
    await share.getByRole('button', { name: 'Generate' }).click();
    const link = share.getByRole('listitem', { name: 'Personalised link for grace@example.com, Grace' });
    await link.getByText('Ready').waitFor({ timeout: RENDER_MS });
    expect(await link.getByRole('button', { name: 'Copy' }).isDisabled()).toBe(false);
    await saveSharedScreenshot(page, 'image-link-history');
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Download Link' });
    const download = dialog.getByRole('listitem', { name: 'Personalised download for grace@example.com, Grace' }).getByRole('link', { name: 'Download' });
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('Card-Grace.png');
    const file = await fetch(new URL((await download.getAttribute('href'))!, studio.server.url));
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([file.status, file.headers.get('content-type'), bytes.subarray(1, 4).toString()]).toEqual([200, 'image/png', 'PNG']);
  });
});
