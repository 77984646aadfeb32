import { eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { personalisedItems, projects } from '../../src/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from '../../src/server/services/mail/accountMails.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { launchChromium } from '../support/chromium.ts';
import { greetingDocument, personalisePath } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { markReady } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';
import { printFamilySummary } from './securitySummary.ts';

/**
 * The XSS family (issue 22): the payload corpus in every field that a public page, the owner's
 * previews, a personalised link's page or a mail shows. In Debian's Chromium, no payload runs (a
 * dialog listener and a flag each payload would set) and none becomes markup: each is shown as the
 * very text typed, and the page holds no element a payload would have made. The pages' CSP would
 * stop inline script anyway, so the markup check is what proves the escaping.
 */

// No render workers: the pages show the item's poster until a personalised render is ready.
const { server, call } = useTestServer({ WORKERS: '0' });
let browser: Browser;
let origin = '';

/** Payloads, each marking its run in `window.__xss` or a dialog; short enough for every field. */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(2)>',
  "'><script>alert(3)</script>",
  '</title><script>window.__xss=1</script>',
  '<iframe srcdoc="<script>alert(4)</script>">',
  '{{constructor.constructor("alert(5)")()}}',
  '<a href="javascript:alert(6)">x</a>',
  '<style>@import "//x"</style><b>bold</b>',
] as const;

/** Elements that a payload above would have made, had it been written as markup. */
const INJECTED = 'img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript"], b, style:not([nonce])';

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What a page did with the payloads: dialogs opened, whether a script set the flag, markup it made, and its text. */
async function inspect(page: Page, load: () => Promise<unknown>) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await load();
  await page.waitForLoadState('load');
  return {
    dialogs,
    ran: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null),
    injected: await page.locator(INJECTED).count(),
    text: await page.evaluate(() => `${document.title}\n${document.body.innerText}`),
  };
}

describe('payloads in shown fields', () => {
  let pagesChecked = 0;
  let payloadsShown = 0;
  let ran = 0;

  /** The owner, a ready video named with a payload, its page's texts set to payloads, and a personalised link of payload values. */
  async function sharedWithPayloads() {
    const token = await signUpAndLogIn(call, server.smtp, 'xss-owner@example.com');
    const video = await createProjectVia(call, token, 'video', greetingDocument(blankDocument()), PAYLOADS[0]);
    await markReady(server, video.id);
    const details = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result;
    const pageId = (await call('GET', `/api/salespage/${details.sharingPage.id}/copy/`, { token })).body.result.id as number;
    const content = {
      title: PAYLOADS[3],
      headline: `${PAYLOADS[1]} {{first_name}} {{company}}`,
      body: PAYLOADS.join('\n'),
      ctaLabel: PAYLOADS[2],
      ctaUrl: 'https://example.com/"onmouseover=alert(7)',
    };
    expect((await call('PUT', `/api/salespage/${pageId}/`, { token, body: { name: PAYLOADS[4], content } })).status).toBe(200);
    expect((await call('PUT', `/api/newvideo/video/details/${video.id}/`, { token, body: { sharingPageId: pageId } })).status).toBe(200);
    const solo = await call('POST', personalisePath.solo(video.id), {
      token,
      body: { mergeTagData: { email: 'contact@example.com', first_name: PAYLOADS[5], company: PAYLOADS[6] } },
    });
    expect(solo.status).toBe(200);
    const pagePreview = (await call('GET', `/api/salespage/${pageId}/preview/`, { token })).body.result.url as string;
    const itemPreview = (await call('GET', `/api/newvideo/video/details/${video.id}/preview/`, { token })).body.result.url as string;
    return { link: details.link as string, personalised: solo.body.result.campaignUrl as string, pagePreview, itemPreview };
  }

  it('runs none on the public page, the personalised page and the owner previews, and shows each as typed', async () => {
    const shared = await sharedWithPayloads();
    const context = await browser.newContext();
    try {
      const addresses = [shared.link, shared.personalised, `${origin}${shared.pagePreview}`, `${origin}${shared.itemPreview}`];
      for (const address of addresses) {
        const page = await context.newPage();
        const seen = await inspect(page, () => page.goto(address.replace(/^https?:\/\/[^/]+/, origin)));
        pagesChecked += 1;
        ran += seen.dialogs.length + (seen.ran === null ? 0 : 1);
        expect(seen.dialogs, address).toEqual([]);
        expect(seen.ran, address).toBeNull();
        expect(seen.injected, address).toBe(0);
        for (const payload of [PAYLOADS[1], PAYLOADS[2], PAYLOADS[7]]) expect(seen.text, address).toContain(payload);
        payloadsShown += PAYLOADS.filter((payload) => seen.text.includes(payload)).length;
        await page.close();
      }
      const personalised = await context.newPage();
      const seen = await inspect(personalised, () => personalised.goto(shared.personalised.replace(/^https?:\/\/[^/]+/, origin)));
      expect(seen.text).toContain(`${PAYLOADS[1]} ${PAYLOADS[5]} ${PAYLOADS[6]}`);
    } finally {
      await context.close();
    }
  });

  it('runs none in the mail codes and the test mail', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'xss-mailer@example.com');
    const video = await createProjectVia(call, token, 'video', greetingDocument(blankDocument()), PAYLOADS[0]);
    await markReady(server, video.id);
    const pictures = { gif: `${'g'.repeat(21)}1-mail.gif`, jpeg: `${'g'.repeat(21)}1-mail.jpg`, width: 480, height: 270 };
    await server.context.db.update(projects).set({ mailPictures: pictures }).where(eq(projects.id, video.id));
    const entries: number[] = [];
    for (const payload of PAYLOADS) {
      const made = await call('POST', `/api/newvideo/video/generate/solomail/${video.id}/`, {
        token,
        body: { mergeTagData: { email: 'contact@example.com', first_name: payload, company: '' } },
      });
      expect(made.status).toBe(200);
      entries.push(made.body.result.id as number);
    }
    await server.context.db.update(personalisedItems).set({ status: 1, progress: 100, mailPictures: pictures }).where(inArray(personalisedItems.id, entries));
    const codes = ((await call('GET', `/api/newvideo/video/generate/solomail/${video.id}/?limit=50`, { token })).body.results as { code: string }[]).map((entry) => entry.code);
    expect((await call('POST', `/api/newvideo/video/mailtest/${video.id}/`, { token, body: { entryId: entries[0] } })).status).toBe(200);
    const testMail = await server.smtp.waitForMail('xss-mailer@example.com', 'Test: ');
    const context = await browser.newContext();
    try {
      for (const html of [...codes, testMail.html]) {
        const page = await context.newPage();
        const seen = await inspect(page, () => page.setContent(html));
        pagesChecked += 1;
        ran += seen.dialogs.length + (seen.ran === null ? 0 : 1);
        expect(seen.dialogs).toEqual([]);
        expect(seen.ran).toBeNull();
        expect(seen.injected).toBe(0);
        expect(PAYLOADS.some((payload) => seen.text.includes(`Play the video for ${payload}`))).toBe(true);
        payloadsShown += 1;
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('runs none in the account mails', async () => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    try {
      for (const makeMail of [verificationMail, passwordResetMail]) {
        for (const payload of PAYLOADS) {
          const mail = makeMail({ to: 'x@example.com', name: payload, link: `https://studio.example/verify/${encodeURIComponent(payload)}` });
          const page = await context.newPage();
          const seen = await inspect(page, () => page.setContent(mail.html));
          pagesChecked += 1;
          ran += seen.dialogs.length + (seen.ran === null ? 0 : 1);
          expect(seen.dialogs).toEqual([]);
          expect(seen.ran).toBeNull();
          expect(seen.injected).toBe(0);
          expect(seen.text).toContain(payload);
          payloadsShown += 1;
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
    printFamilySummary('xss', `${PAYLOADS.length} payloads over ${pagesChecked} pages and mails (${payloadsShown} shown as text), ${ran} ran`);
  });
});
