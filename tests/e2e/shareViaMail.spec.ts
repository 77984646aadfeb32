import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppDir } from '../support/renders.ts';
import type { SmtpPeer } from '../support/smtpPeer.ts';
import { saveSharedScreenshot } from './screenshots.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/** The main render, its mail pictures and one contact's render with its GIF on shared cores, then the journey. */
const JOURNEY_MS = 540_000;
const RENDER_MS = 240_000;

let page: Page;
let studio: Studio;
let smtp: SmtpPeer;

useStudioSessions('share-mail', (session) => ({ page, studio, smtp } = session));
beforeAll(() => void renderAppDir());

/** Waits until the picture in preview frame `frame` is drawn (its file loaded). */
async function pictureShown(frame: ReturnType<Page['getByTitle']>): Promise<void> {
  const picture = frame.contentFrame().locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
}

/** The HTML the clipboard holds now (what a mail editor pastes). */
function clipboardHtml(): Promise<string> {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return (await item!.getType('text/html')).text();
  });
}

describe('Share via Mail', () => {
  it("builds the code for Outlook (web), makes Ada's solo mail code live, copies it as HTML and previews it in each client's frame", { timeout: JOURNEY_MS }, async () => {
    const id = await studio.generatedTextVideo('Mail hello', 'greeting', 'Hi {{first_name}}', RENDER_MS);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio.server.url });
    await page.goto(`${studio.server.url}/myvideos/${id}`);
    await page.getByRole('button', { name: 'Share via Mail' }).click();
    const share = page.getByRole('dialog', { name: 'Share via Mail' });
    await share.getByRole('heading', { name: 'How it works' }).waitFor();

    // The mail client: Gmail by default; Outlook (web) chosen and saved with the details call.
    const clientCard = share.locator('.share-card').filter({ hasText: 'Email client' });
    await clientCard.getByText('Default').waitFor();
    await share.getByRole('button', { name: 'Change email client' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose your Mail Client' });
    await chooser.getByRole('radio', { name: 'Outlook (web)' }).check();
    await saveSharedScreenshot(page, 'choose-mail-client');
    await chooser.getByRole('button', { name: 'Save' }).click();
    await chooser.waitFor({ state: 'hidden' });
    await clientCard.getByText('Outlook (web)').waitFor();
    expect((await studio.api('GET', `/api/newvideo/video/details/${id}/`)).body.result.mailClient).toMatchObject({ name: 'Outlook (web)' });

    // Solo Mail: Ada's code, ready live.
    await share.getByRole('tab', { name: 'Solo Mail' }).waitFor();
    await share.getByText('No personalised mail codes yet.').waitFor();
    await share.getByLabel('email', { exact: true }).fill('ada@example.com');
    await share.getByLabel('first_name', { exact: true }).fill('Ada');
    await share.getByRole('button', { name: 'Generate' }).click();
    const entry = share.getByRole('listitem', { name: 'Personalised mail code for ada@example.com, Ada' });
    await entry.waitFor();
    await entry.getByText('Ready').waitFor({ timeout: RENDER_MS });
    const copy = entry.getByRole('button', { name: 'Copy Code' });
    await expect.poll(() => copy.isEnabled(), { timeout: 20_000 }).toBe(true);
    const campaignUrl = await entry.getByRole('link', { name: 'Open' }).getAttribute('href');
    expect(campaignUrl).toMatch(/^http:\/\/.+\/s\/[A-Za-z0-9_-]{22,}$/);

    await copy.click();
    await entry.getByRole('button', { name: 'Copied !' }).waitFor();
    const html = await clipboardHtml();
    expect(html).toContain('<table');
    expect(html).toContain('alt="Play the video for Ada"');
    const addresses = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map(([, address]) => address!.replaceAll('&amp;', '&'));
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    for (const address of addresses) expect(address).toMatch(/^https?:\/\//);
    expect(addresses).toContain(`${campaignUrl}/go/mail`);
    // Outlook (web) plays GIFs: the code shows Ada's animated picture.
    expect(addresses.some((address) => /\.gif(\?|$)/.test(address))).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Play the video for Ada: ${campaignUrl}/go/mail`);

    // The previews: Ada's code in a Gmail-, an Outlook- and a dark-mode-like frame.
    const preview = (name: string) => share.getByTitle(`The mail code as ${name} shows it`);
    await entry.getByRole('button', { name: 'Preview' }).click();
    await share.getByText('The code for ada@example.com, Ada.').waitFor();
    await entry.scrollIntoViewIfNeeded();
    await saveSharedScreenshot(page, 'share-via-mail-history');
    await preview('Gmail').contentFrame().getByRole('img', { name: 'Play the video for Ada' }).waitFor();
    await pictureShown(preview('Gmail'));
    expect(await preview('Gmail').getAttribute('srcdoc')).toMatch(/\.gif/);
    await share.locator('.popup-body').evaluate((body) => body.scrollTo(0, 0));
    await saveSharedScreenshot(page, 'share-via-mail-dialog');
    await share.getByRole('button', { name: 'Outlook' }).click();
    await preview('Outlook').waitFor();
    const outlook = (await preview('Outlook').getAttribute('srcdoc'))!;
    expect(outlook).not.toMatch(/\.gif/);
    expect(outlook).toMatch(/<img [^>]*src="http[^"]+\.jpg"/);
    await pictureShown(preview('Outlook'));
    await saveSharedScreenshot(page, 'share-via-mail-outlook');
    await share.getByRole('button', { name: 'Dark mode' }).click();
    await preview('Dark mode').waitFor();
    expect(await preview('Dark mode').getAttribute('srcdoc')).toContain('content="dark"');
    await pictureShown(preview('Dark mode'));
    await saveSharedScreenshot(page, 'share-via-mail-dark');

    // Ada's GIF as a mail reader fetches it: under the 1 MB budget.
    const gif = addresses.find((address) => /\.gif$/.test(address))!;
    const picture = await fetch(gif.replace(/^https?:\/\/[^/]+/, studio.server.url));
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect((await picture.arrayBuffer()).byteLength).toBeLessThan(1_000_000);

    // Send me a test: the code arrives at the customer's own address through the mail transport.
    const email = (await studio.api('GET', '/api/accounts/user/')).body.result.email as string;
    await entry.getByRole('button', { name: 'Send me a test' }).click();
    await share.getByText(`Test mail sent to ${email}.`).waitFor();
    const mail = await smtp.waitForMail(email, 'Test: Mail hello');
    expect(mail.html).toContain('alt="Play the video for Ada"');
    expect(mail.html).toContain(gif);
    expect(mail.html).toContain(`${campaignUrl}/go/mail`);
  });
});
