import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_TESTS_PER_HOUR } from '../../src/contract/mail.ts';
import { personalisedItems, projects, type StoredMailPictures } from '../../src/server/db/schema.ts';
import { useCredits } from '../../src/server/services/account/credits.ts';
import { renderFileKey, renderOutputNames } from '../../src/server/services/generation/renderFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { batchPath, contactsCsv, GREETING_MAP, readyGreetingVideo, uploadCsv } from '../support/batch.ts';
import { creditsLeft, personalisePath, userIdOf } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { markReady, tokenOf, visit } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

// No render workers: what the calls answer, store and send is checked here; the pictures are made for real in mailRender.test.ts.
const { server, call } = useTestServer({ WORKERS: '0' });

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const ADA = { email: 'ada@example.com', first_name: 'Ada', company: 'Analytical Engines' };
const solomailPath = (id: number) => `/api/newvideo/video/generate/solomail/${id}/`;
const detailsPath = (kind: 'video' | 'image', id: number) => `/api/new${kind}/${kind}/details/${id}/`;
const mailTestPath = (kind: 'video' | 'image', id: number) => `/api/new${kind}/${kind}/mailtest/${id}/`;

let users = 0;
const newUser = async () => {
  const email = `mailer-${++users}@example.com`;
  const token = await signUpAndLogIn(call, server.smtp, email);
  return { token, email, userId: await userIdOf(call, token) };
};

/** The pictures a render would store for `renderId` (small stand-ins: their bytes are not what this suite checks). */
async function storedPictures(renderId: string): Promise<StoredMailPictures> {
  const names = renderOutputNames(renderId);
  await server.context.storage.put(renderFileKey(names.mailGif), Buffer.from('GIF89a'));
  await server.context.storage.put(renderFileKey(names.mailJpeg), Buffer.from('jpeg'));
  return { gif: names.mailGif, jpeg: names.mailJpeg, width: 480, height: 270 };
}

/** A ready video whose main render's mail pictures are made, as the generation job leaves it. */
async function videoWithPictures(token: string) {
  const video = await readyGreetingVideo(server, call, token);
  const mailPictures = await storedPictures(`${'m'.repeat(21)}${video.id % 10}`);
  await server.context.db.update(projects).set({ mailPictures }).where(eq(projects.id, video.id));
  return { video, mailPictures };
}

/** Marks a personalised item ready with its render's mail pictures, as the render job leaves it. */
async function markItemReady(id: number) {
  const [item] = await server.context.db.select().from(personalisedItems).where(eq(personalisedItems.id, id));
  const mailPictures = await storedPictures(item!.renderId);
  await server.context.db
    .update(personalisedItems)
    .set({ status: 1, progress: 100, file: renderOutputNames(item!.renderId).video, mailPictures })
    .where(eq(personalisedItems.id, id));
  return mailPictures;
}

/** The one `<img>` and the `<a>` addresses of a code. */
function codeParts(html: string) {
  return {
    src: /<img src="([^"]+)"/.exec(html)?.[1],
    alt: /alt="([^"]+)"/.exec(html)?.[1],
    hrefs: [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
  };
}

describe('the mail code of a video', () => {
  it('is null until the pictures are made, then a code for the chosen client leading through the tracked mail redirect', async () => {
    const { token } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const before = (await call('GET', detailsPath('video', video.id), { token })).body.result;
    expect(before).toMatchObject({ mailClient: null, code: null, codeText: null, mailPictures: null });

    const mailPictures = await storedPictures(`${'n'.repeat(21)}${video.id % 10}`);
    await server.context.db.update(projects).set({ mailPictures }).where(eq(projects.id, video.id));
    const details = (await call('GET', detailsPath('video', video.id), { token })).body.result;
    const { publicUrl } = server.context.config;
    const go = `${publicUrl}/s/${tokenOf(details.link)}/go/mail`;
    expect(details.mailPictures).toEqual({ animated: `/api/renders/file/${mailPictures.gif}`, still: `/api/renders/file/${mailPictures.jpeg}`, width: 480, height: 270 });
    // No client chosen: built for Gmail, which plays the GIF.
    expect(codeParts(details.code)).toEqual({ src: `${publicUrl}/api/renders/file/${mailPictures.gif}`, alt: 'Play the video', hrefs: [go, go] });
    expect(details.code).toMatch(/^<table role="presentation" width="480"/);
    expect(details.codeText).toBe(`Play the video: ${go}`);

    // Outlook on the desktop shows a GIF's first frame only: its code carries the still.
    const outlook = await call('PUT', detailsPath('video', video.id), { token, body: { mailClient: 3 } });
    expect(outlook.status).toBe(200);
    expect(outlook.body.result.mailClient).toEqual({ id: 3, name: 'Outlook (desktop)' });
    expect(codeParts(outlook.body.result.code).src).toBe(`${publicUrl}/api/renders/file/${mailPictures.jpeg}`);

    for (const name of [mailPictures.gif!, mailPictures.jpeg]) {
      const file = await visit(server, `/api/renders/file/${name}`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe(name.endsWith('.gif') ? 'image/gif' : 'image/jpeg');
      expect(file.headers['cache-control']).toContain('immutable');
      // Mail readers load the pictures from their own sites.
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('counts a click on the code and opens the page', async () => {
    const { token } = await newUser();
    const { video } = await videoWithPictures(token);
    const details = (await call('GET', detailsPath('video', video.id), { token })).body.result;
    const link = tokenOf(details.link);
    const click = await visit(server, `/s/${link}/go/mail`, { headers: BROWSER });
    expect([click.status, click.headers.location]).toEqual([302, details.link]);
    await expect.poll(async () => (await call('GET', detailsPath('video', video.id), { token })).body.result.report.linkClicked, { timeout: 5000 }).toBe(1);
  });

  it('refuses a mail client that is not listed', async () => {
    const { token } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    for (const mailClient of [0, 99]) expect((await call('PUT', detailsPath('video', video.id), { token, body: { mailClient } })).status).toBe(400);
  });
});

describe('the mail code of an image', () => {
  it('shows the image, and leads to the redirect when one is set', async () => {
    const { token } = await newUser();
    const image = await createProjectVia(call, token, 'image', blankDocument(2), 'Card');
    await markReady(server, image.id);
    const jpeg = `${'j'.repeat(21)}${image.id % 10}-image.jpg`;
    await server.context.storage.put(renderFileKey(jpeg), Buffer.from('jpeg'));
    await server.context.db.update(projects).set({ generatedJpeg: jpeg }).where(eq(projects.id, image.id));
    const details = (await call('GET', detailsPath('image', image.id), { token })).body.result;
    const { publicUrl } = server.context.config;
    // A 16:9 image (1920 x 1080) shown 600 px wide at most.
    expect(details.mailPictures).toEqual({ animated: null, still: `/api/renders/file/${jpeg}`, width: 600, height: 338 });
    expect(codeParts(details.code)).toMatchObject({ src: `${publicUrl}/api/renders/file/${jpeg}`, alt: 'See the image' });

    const link = tokenOf(details.link);
    expect((await visit(server, `/s/${link}/go/mail`, { headers: BROWSER })).headers.location).toBe(details.link);
    expect((await call('PUT', detailsPath('image', image.id), { token, body: { redirectUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await call('PUT', detailsPath('image', image.id), { token, body: { redirectUrl: 'https://shop.example/landing' } })).status).toBe(200);
    expect((await visit(server, `/s/${link}/go/mail`, { headers: BROWSER })).headers.location).toBe('https://shop.example/landing');
    expect((await call('PUT', detailsPath('image', image.id), { token, body: { redirectUrl: '' } })).body.result.redirectUrl).toBe('');
    expect((await visit(server, `/s/${link}/go/mail`, { headers: BROWSER })).headers.location).toBe(details.link);
  });
});

describe('POST /api/newvideo/video/generate/solomail/{id}/', () => {
  it('makes a personalised link and mail code, takes one credit of types 2, 3 and 4, and lists it in its own history', async () => {
    const { token, userId } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const before = await creditsLeft(server, userId);
    const made = await call('POST', solomailPath(video.id), { token, body: { mergeTagData: ADA } });
    expect(made.status).toBe(200);
    const entry = made.body.result;
    expect(entry).toMatchObject({ type: 4, itemId: video.id, status: 3, code: null, codeText: null, mailPictures: null, mergeTagValue: ADA });
    expect(entry.campaignUrl).toMatch(/\/s\/[\w-]+$/);
    const after = await creditsLeft(server, userId);
    expect([2, 3, 4].map((type) => before[type]! - after[type]!)).toEqual([1, 1, 1]);
    expect([0, 1, 5].map((type) => before[type]! - after[type]!)).toEqual([0, 0, 0]);

    const history = (await call('GET', solomailPath(video.id), { token })).body;
    expect(history.results.map((listed: { id: number }) => listed.id)).toEqual([entry.id]);
    expect((await call('GET', personalisePath.solo(video.id), { token })).body.count).toBe(0);
    expect((await call('GET', `${solomailPath(userId)}?scope=user`, { token })).body.count).toBe(1);
    const user = (await call('GET', '/api/accounts/user/', { token })).body.result;
    expect(user).toMatchObject({ soloMailGenCount: 1, batchMailGenCount: 0, sharingPageGenCount: 0 });

    // Ready: the code greets the contact and leads to their own page.
    const pictures = await markItemReady(entry.id);
    const ready = (await call('GET', solomailPath(video.id), { token })).body.results[0];
    const go = `${server.context.config.publicUrl}/s/${tokenOf(entry.campaignUrl)}/go/mail`;
    expect(codeParts(ready.code)).toEqual({ src: `${server.context.config.publicUrl}/api/renders/file/${pictures.gif}`, alt: 'Play the video for Ada', hrefs: [go, go] });
    expect(ready.codeText).toBe(`Play the video for Ada: ${go}`);
    const click = await visit(server, `/s/${tokenOf(entry.campaignUrl)}/go/mail`, { headers: BROWSER });
    expect(click.headers.location).toBe(entry.campaignUrl);
    expect((await visit(server, entry.campaignUrl.replace(server.context.config.publicUrl, ''))).body).toContain('Ada');
  });

  it('refuses, and makes nothing, when the Thumbnail Personalization credits have run out', async () => {
    const { token, userId } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const left = await creditsLeft(server, userId);
    await useCredits(server.context.db, { userId, creditType: 4, amount: left[4]!, meta: { reason: 'test' } });
    const answer = await call('POST', solomailPath(video.id), { token, body: { mergeTagData: ADA } });
    expect(answer.status).toBe(402);
    expect(answer.body.message).toMatch(/Thumbnail Personalization/);
    expect((await call('GET', solomailPath(video.id), { token })).body.count).toBe(0);
    expect((await creditsLeft(server, userId))[2]).toBe(left[2]);
  });

  it('checks each value beside its field', async () => {
    const { token } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const answer = await call('POST', solomailPath(video.id), { token, body: { mergeTagData: { email: 'not-an-address', first_name: 'A'.repeat(201) } } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.mergeTagData).toSorted()).toEqual(['email', 'first_name']);
  });

  it('escapes the contact’s name in the code', async () => {
    const { token } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const name = '"><img src=x onerror=alert(1)>';
    const entry = (await call('POST', solomailPath(video.id), { token, body: { mergeTagData: { ...ADA, first_name: name } } })).body.result;
    await markItemReady(entry.id);
    const { code, codeText } = (await call('GET', solomailPath(video.id), { token })).body.results[0];
    expect(code.match(/<img /g)).toHaveLength(1);
    expect(code).not.toContain('onerror=alert(1)>');
    expect(code).toContain('Play the video for &quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(codeText).toContain(`Play the video for ${name}:`);
  });
});

describe('Send me a test', () => {
  it('mails the item’s code, or an entry’s, to the user’s own address only', async () => {
    const { token, email } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const early = await call('POST', mailTestPath('video', video.id), { token, body: {} });
    expect(early.status).toBe(409);

    const mailPictures = await storedPictures(`${'t'.repeat(21)}${video.id % 10}`);
    await server.context.db.update(projects).set({ mailPictures }).where(eq(projects.id, video.id));
    const sent = await call('POST', mailTestPath('video', video.id), { token, body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ isError: false, message: `Test mail sent to ${email}.`, result: { to: email } });
    const mail = await server.smtp.waitForMail(email, 'Test: Intro');
    expect(mail.html).toContain(`/api/renders/file/${mailPictures.gif}`);
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.text).toContain('Play the video: ');

    const entry = (await call('POST', solomailPath(video.id), { token, body: { mergeTagData: ADA } })).body.result;
    expect((await call('POST', mailTestPath('video', video.id), { token, body: { entryId: entry.id } })).status).toBe(409);
    await markItemReady(entry.id);
    expect((await call('POST', mailTestPath('video', video.id), { token, body: { entryId: entry.id } })).status).toBe(200);
    await expect.poll(() => server.smtp.mails.filter((received) => received.to.includes(email) && received.html.includes('Play the video for Ada')).length).toBe(1);

    // Another user's entry, even through one's own video, is not found.
    const other = await newUser();
    const otherVideo = await readyGreetingVideo(server, call, other.token);
    expect((await call('POST', mailTestPath('video', otherVideo.id), { token: other.token, body: { entryId: entry.id } })).status).toBe(404);
    expect((await call('POST', mailTestPath('image', video.id), { token, body: {} })).status).toBe(404);
  });

  it(`answers 429 with Retry-After past ${MAIL_TESTS_PER_HOUR} test mails in an hour`, async () => {
    const { token } = await newUser();
    const { video } = await videoWithPictures(token);
    for (let sent = 0; sent < MAIL_TESTS_PER_HOUR; sent += 1) expect((await call('POST', mailTestPath('video', video.id), { token, body: {} })).status).toBe(200);
    const refused = await call('POST', mailTestPath('video', video.id), { token, body: {} });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('mail batches', () => {
  it('make a solo mail code per contact, list apart from link batches, and add the Mail Code column to the generated CSV', async () => {
    const { token, userId } = await newUser();
    const video = await readyGreetingVideo(server, call, token);
    const csv = await uploadCsv(
      server,
      token,
      contactsCsv([
        ['ada@example.com', 'Ada', 'Engines', ''],
        ['grace@example.com', 'Grace', 'Navy', ''],
      ]),
    );
    const validated = await call('POST', batchPath.validate(video.id), { token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id, type: 2 } });
    expect(validated.status).toBe(200);
    const batchId = validated.body.id as number;
    expect(validated.body.result).toMatchObject({ type: 2, totalCount: 2 });
    expect((await call('GET', batchPath.history(video.id, '?type=2'), { token })).body.results.map((entry: { id: number }) => entry.id)).toEqual([batchId]);
    expect((await call('GET', batchPath.history(video.id, '?type=1'), { token })).body.count).toBe(0);

    const before = await creditsLeft(server, userId);
    expect((await call('GET', batchPath.generate(batchId), { token })).status).toBe(200);
    const after = await creditsLeft(server, userId);
    expect([2, 3, 4].map((type) => before[type]! - after[type]!)).toEqual([2, 2, 2]);
    const items = await server.context.db
      .select()
      .from(personalisedItems)
      .where(and(eq(personalisedItems.batchId, batchId)));
    expect(items.map((item) => item.kind)).toEqual([4, 4]);
    expect((await call('GET', '/api/accounts/user/', { token })).body.result).toMatchObject({ soloMailGenCount: 0, batchMailGenCount: 2 });

    const ada = items.find((item) => item.contactNumber === 1)!;
    const pictures = await markItemReady(ada.id);
    const generated = (await call('GET', batchPath.generated(batchId), { token })).body.result;
    const text = (await visit(server, generated.generatedFile)).body;
    const [header, adaRow, graceRow] = text.split('\r\n');
    expect(header).toBe('Email,First Name,Company,Notes,Campaign URL,Mail Code');
    expect(adaRow).toContain(`/api/renders/file/${pictures.gif}`);
    expect(adaRow).toContain('Play the video for Ada');
    // Grace's code is not ready: her cell is empty.
    expect(graceRow).toMatch(/,$/);
  });
});
