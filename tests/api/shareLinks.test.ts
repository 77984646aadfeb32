import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { markReady, tokenOf, visit } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
const newUser = () => signUpAndLogIn(call, server.smtp, `links-${++users}@example.com`);

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };

/** A ready video of a new user, with its public link. */
async function sharedVideo() {
  const token = await newUser();
  const video = await createProjectVia(call, token, 'video', blankDocument(), 'Quarterly update');
  await markReady(server, video.id, 1000);
  const details = await call('GET', `/api/newvideo/video/details/${video.id}/`, { token });
  return { token, video, details: details.body.result, link: tokenOf(details.body.result.link as string) };
}

/** The item's report once the events are written (they wait up to 100 ms in memory). */
async function reportOf(token: string, id: number, expected: { views: number; videoPlayed: number; linkClicked: number }) {
  await expect.poll(async () => (await call('GET', `/api/newvideo/video/details/${id}/`, { token })).body.result.report, { timeout: 5000 }).toEqual(expected);
}

/** The signed view id a page prints for its play beacon. */
function viewIdIn(html: string) {
  return /[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{32}/.exec(html)?.[0];
}

describe('the detail share fields', () => {
  it('answers the spec’s fields: no link before the item is ready, then one absolute link of 128+ random bits', async () => {
    const token = await newUser();
    const video = await createProjectVia(call, token, 'video', blankDocument(), 'Draft');
    const before = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result;
    expect(before).toMatchObject({
      id: video.id,
      type: 'video',
      link: null,
      code: null,
      mailClient: null,
      redirectUrl: '',
      sharingPageGenCount: 0,
      downloadGenCount: 0,
      imageSoloGenCount: 0,
      allMergeTag: [],
      report: { linkClicked: 0, videoPlayed: 0, views: 0 },
      thumbnailInst: { name: 'Draft', thumbnail: null, isPersonalized: false },
      sharingPage: { isDefault: true },
    });
    expect(before.dailyReport).toHaveLength(30);
    await markReady(server, video.id);
    const after = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result;
    expect(after.link).toMatch(/^http:\/\/studio\.test\/s\/[A-Za-z0-9_-]{22,}$/);
    expect((await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result.link).toBe(after.link);
  });

  it('PUT sets the video’s page (own pages only) and the image’s redirect (absolute http(s) only)', async () => {
    const token = await newUser();
    const other = await newUser();
    const video = await createProjectVia(call, token, 'video', blankDocument());
    const image = await createProjectVia(call, token, 'image', blankDocument(2));
    const defaultPage = (await call('GET', '/api/salespage/', { token })).body.results[0];
    const mine = (await call('GET', `/api/salespage/${defaultPage.id}/copy/`, { token })).body.result.id;
    const theirs = (await call('GET', '/api/salespage/', { token: other })).body.results[0].id;
    const template = (await call('GET', '/api/salespage/public/', { token })).body.results[0].id;

    const set = await call('PUT', `/api/newvideo/video/details/${video.id}/`, { token, body: { sharingPageId: mine } });
    expect(set.status).toBe(200);
    expect(set.body.result.sharingPage.id).toBe(mine);
    for (const id of [theirs, template]) expect((await call('PUT', `/api/newvideo/video/details/${video.id}/`, { token, body: { sharingPageId: id } })).status).toBe(404);
    expect((await call('PUT', `/api/newvideo/video/details/${video.id}/`, { token, body: {} })).status).toBe(400);

    const redirect = await call('PUT', `/api/newimage/image/details/${image.id}/`, { token, body: { redirectUrl: 'https://example.com/landing' } });
    expect(redirect.body.result.redirectUrl).toBe('https://example.com/landing');
    expect((await call('PUT', `/api/newimage/image/details/${image.id}/`, { token, body: { redirectUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await call('PUT', `/api/newimage/image/details/${image.id}/`, { token, body: { redirectUrl: '' } })).body.result.redirectUrl).toBe('');
  });
});

describe('the public page /s/{token}', () => {
  it('renders the page with its own CSP and no caching, the merge tags filled with the fallbacks', async () => {
    const { token, details, link } = await sharedVideo();
    await call('PUT', `/api/salespage/${details.sharingPage.id}/`, {
      token,
      body: { content: { headline: 'Hi {{first_name}} at {{company}}', title: '</title><script>alert(1)</script>' } },
    });
    const page = await visit(server, `/s/${link}`, { headers: BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.body).toContain('Hi there at your team');
    expect(page.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain(`/s/${link}/video.mp4`);
    expect(page.body).toContain(`/s/${link}/poster.jpg`);
  });

  it('answers 404 for an unknown token and 410 once the item is deleted', async () => {
    const { token, video, link } = await sharedVideo();
    expect((await visit(server, '/s/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visit(server, '/s/not%20a%20token')).status).toBe(404);
    expect((await call('DELETE', `/api/newvideo/video/${video.id}/`, { token })).status).toBe(200);
    const gone = await visit(server, `/s/${link}`);
    expect(gone.status).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await visit(server, `/s/${link}/video.mp4`)).status).toBe(410);
  });

  it('streams the video with byte ranges; serves the poster; no captions yet', async () => {
    const { link } = await sharedVideo();
    const whole = await visit(server, `/s/${link}/video.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-length']).toBe('1000');
    const part = await visit(server, `/s/${link}/video.mp4`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.body).toHaveLength(100);
    expect((await visit(server, `/s/${link}/video.mp4`, { headers: { range: 'bytes=5000-' } })).status).toBe(416);
    const poster = await visit(server, `/s/${link}/poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await visit(server, `/s/${link}/captions.vtt`)).status).toBe(404);
  });
});

describe('view analytics', () => {
  it('counts views but not bots or prefetches, the first play of a view once, no forged view, and clicks through the redirect', async () => {
    const { token, video, details, link } = await sharedVideo();
    await call('PUT', `/api/salespage/${details.sharingPage.id}/`, { token, body: { content: { ctaUrl: 'https://example.com/book?x=1' } } });

    const first = await visit(server, `/s/${link}`, { headers: BROWSER });
    await visit(server, `/s/${link}`, { headers: { 'user-agent': 'curl/8.5.0' } });
    for (const agent of [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'LinkedInBot/1.0',
      'WhatsApp/2.23',
      'Mozilla/5.0 (compatible; Discordbot/2.0)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
    ]) {
      expect((await visit(server, `/s/${link}`, { headers: { 'user-agent': agent } })).status).toBe(200);
    }
    await visit(server, `/s/${link}`, { headers: { ...BROWSER, 'sec-purpose': 'prefetch;prerender' } });
    await visit(server, `/s/${link}`, { headers: { ...BROWSER, purpose: 'prefetch' } });

    const view = viewIdIn(first.body);
    expect(view).toBeDefined();
    const played = await visit(server, `/s/${link}/played`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ view }) });
    expect(played.status).toBe(204);
    // sendBeacon's text/plain, the same view again: not counted twice.
    await visit(server, `/s/${link}/played`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ view }) });
    const forged = `${view!.split('.')[0]}.${'A'.repeat(32)}`;
    expect((await visit(server, `/s/${link}/played`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ view: forged }) })).status).toBe(
      204,
    );

    const click = await visit(server, `/s/${link}/go/cta`, { headers: BROWSER });
    expect(click.status).toBe(302);
    expect(click.headers.location).toBe('https://example.com/book?x=1');
    expect((await visit(server, `/s/${link}/go/calendar`)).status).toBe(404);
    expect((await visit(server, `/s/${link}/go/elsewhere`)).status).toBe(404);

    await reportOf(token, video.id, { views: 2, videoPlayed: 1, linkClicked: 1 });
    const daily = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result.dailyReport;
    expect(daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 2, videoPlayed: 1, linkClicked: 1 });

    // The owner's preview counts nothing.
    const preview = await call('GET', `/api/newvideo/video/details/${video.id}/preview/`, { token });
    expect(preview.body.result.url).toMatch(new RegExp(`^/preview/${video.id}\\?email=campaign_test&token=`));
    const previewed = await visit(server, preview.body.result.url, { headers: BROWSER });
    expect(previewed.status).toBe(200);
    expect(previewed.body).toContain('https://example.com/book?x=1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await reportOf(token, video.id, { views: 2, videoPlayed: 1, linkClicked: 1 });
  });

  it('tells the owner’s socket the new counts after each write', async () => {
    const { video, link } = await sharedVideo();
    const messages: { command: string; data: { id: number; results: Record<string, unknown> } }[] = [];
    const stop = server.context.live.connect((await server.context.db.query.projects.findFirst({ where: (p, { eq }) => eq(p.id, video.id) }))!.userId, {
      readyState: 1,
      send: (text) => messages.push(JSON.parse(text)),
    });
    await visit(server, `/s/${link}`, { headers: BROWSER });
    await expect
      .poll(() => messages.find((message) => message.command === 'videoEditor.details.update')?.data, { timeout: 5000 })
      .toMatchObject({
        id: video.id,
        results: { report: { views: 1, videoPlayed: 0, linkClicked: 0 } },
      });
    stop();
  });
});
