import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppDir } from '../support/renders.ts';
import { saveSharedScreenshot } from './screenshots.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/** The main render, then 18 contact renders on shared cores, then the journey. */
const JOURNEY_MS = 600_000;
const RENDER_MS = 300_000;

/** The CSV's contacts: 20, of which 2 have bad cells (3 in all) and are skipped. */
const CONTACTS = Array.from({ length: 20 }, (_, index) => ({ email: `person${index + 1}@example.com`, name: `Name${index + 1}` }));
CONTACTS[2] = { email: 'person3@example', name: 'N'.repeat(201) };
CONTACTS[6] = { email: 'not-an-address', name: 'Name7' };
const VALID = CONTACTS.filter((_, index) => index !== 2 && index !== 6);

let page: Page;
let studio: Studio;

useStudioSessions('batch-links', (session) => ({ page, studio } = session));
beforeAll(() => void renderAppDir());

/** Writes the contacts as a CSV file in a temporary folder; answers its path. */
async function contactsCsv(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'batch-links-'));
  const file = path.join(folder, 'team.csv');
  await fs.writeFile(file, ['Email,First Name', ...CONTACTS.map(({ email, name }) => `${email},${name}`)].join('\r\n'));
  return file;
}

describe('Batch personalised links', () => {
  it('goes from a CSV of 20 contacts to 18 ready links, each greeting its contact without login', { timeout: JOURNEY_MS }, async () => {
    const id = await studio.generatedTextVideo('Batch hello', 'greeting', 'Hi {{first_name}}', RENDER_MS);
    await page.goto(`${studio.server.url}/myvideos/${id}`);
    await page.getByRole('button', { name: 'Share via Link' }).click();
    const share = page.getByRole('dialog', { name: 'Share via Link' });
    await share.getByRole('tab', { name: 'Batch' }).click();
    await share.locator('input[type=file]').setInputFiles(await contactsCsv());
    await share.getByRole('button', { name: 'Use team' }).click({ timeout: 60_000 });

    const match = page.getByRole('dialog', { name: 'Match Column' });
    const validate = match.getByRole('button', { name: 'Validate' });
    await match.getByRole('table').waitFor();
    expect(await validate.isEnabled()).toBe(true);
    await validate.click();

    const summary = page.getByRole('dialog', { name: 'Error Summary' });
    await summary.getByText('Warning: 3 Error(s) in 2 Contact(s), these contact(s) will be skipped.').waitFor();
    const badName = summary.getByRole('listitem', { name: 'Contact 3' });
    await badName.getByText('person3@example').waitFor();
    expect(await badName.getByRole('listitem').count()).toBe(2);
    await summary.getByRole('listitem', { name: 'Contact 7' }).getByText('Email: Enter a valid e-mail address.').waitFor();

    const firstContacts = summary.getByRole('list', { name: 'First contacts' });
    const pictures = firstContacts.getByRole('img', { name: /^First frame for / });
    await expect.poll(() => pictures.count(), { timeout: RENDER_MS }).toBe(12);
    await expect.poll(() => pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length), { timeout: 60_000 }).toBe(12);
    expect(await firstContacts.locator('.batch-preflight-email').allTextContents()).toEqual(VALID.slice(0, 12).map(({ email }) => email));
    const [first, second] = await pictures.evaluateAll((images) => images.slice(0, 2).map((image) => (image as HTMLImageElement).src));
    expect(first).not.toBe(second);
    await saveSharedScreenshot(page, 'batch-links-summary');

    await summary.getByRole('button', { name: 'Generate Code' }).click();
    const progress = page.getByRole('dialog', { name: 'Generating personalised links' });
    await progress.getByText(/^\d+ \/ 18$/).waitFor();
    await saveSharedScreenshot(page, 'batch-links-progress');
    await progress.waitFor({ state: 'hidden', timeout: RENDER_MS });

    const entry = share.getByRole('listitem', { name: 'Batch team' });
    await entry.getByText('18 / 18').waitFor();
    await entry.getByText(/^Ready/).waitFor();
    await entry.getByRole('button', { name: 'View team' }).click();

    const detail = page.getByRole('dialog', { name: 'team' });
    const rows = detail.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(14);
    const headers = await detail.getByRole('columnheader').allTextContents();
    expect(headers).toContain('Campaign URL');
    expect(headers.map((header) => header.toLowerCase())).not.toContain('status');
    await saveSharedScreenshot(page, 'batch-links-detail');
    await detail.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count()).toBe(4);

    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Download CSV of team' }).click()]);
    const [header, ...lines] = (await fs.readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const urlColumn = header!.split(',').findIndex((name) => /campaign/i.test(name));
    expect(urlColumn).toBeGreaterThanOrEqual(0);
    expect(lines).toHaveLength(18);
    const links = lines.map((line) => line.split(',')[urlColumn]!);
    for (const link of links) expect(link).toMatch(/^http:\/\/.+\/s\/[A-Za-z0-9_-]{22,}$/);

    const viewer = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const publicPage = await viewer.newPage();
      for (const index of [0, 9, 17]) {
        await publicPage.goto(links[index]!);
        await publicPage.getByRole('heading', { name: `Hi ${VALID[index]!.name}, this is for you` }).waitFor();
      }
    } finally {
      await viewer.close();
    }
  });
});
